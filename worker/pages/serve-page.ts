import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { isLoopback } from '../domain/loopback';
import { nextPath } from '../domain/next-path';
import { flagsFor } from '../services/feature-flags';
import { openNotice } from '../services/recovery/notices';
import { NO_SUBSCRIPTION, subscriptionStatus } from '../services/subscription';
import type { EdgeState } from '../contract/edge-state';
import { isAdminPath, isInternalPagePath, matchPageRoute } from './match-route';
import { pageHashes, pagePolicy } from './page-policy';
import { type Decision, NOT_FOUND, loadRouteData } from './route-loaders';
import { renderPage } from './render-page';

const MENTOR_FLAGS = new Set(['mentor_program_access', 'mentor_booking_system']);

async function viewerState(c: Context<AppEnv>): Promise<EdgeState> {
  const { user } = c.var;
  // The open notice is kept per isolate for a while (services/recovery/notices.ts): most pages
  // make no read for it.
  const [flags, subscription, notice] = await Promise.all([
    flagsFor(c.var.db, user?.id ?? null),
    user ? subscriptionStatus(c.var.db, user.id) : Promise.resolve(NO_SUBSCRIPTION),
    openNotice(c.var.db),
  ]);
  return { user, flags, subscription: user ? subscription : null, recoveryNotice: notice && { title: notice.title } };
}

// The gates run here, before any page leaves the edge: a gated page is never sent to
// someone who may not see it.
async function decide(c: Context<AppEnv>, path: string, state: EdgeState): Promise<Decision> {
  if (isInternalPagePath(path)) return NOT_FOUND;
  const match = matchPageRoute(path);
  if (isAdminPath(path)) {
    const { user } = state;
    if (!user) return { asset: '/denied/admin', status: 401, title: 'Access Denied' };
    if (!user.isAdmin && !user.isSuperAdmin) return { asset: '/denied/admin', status: 403, title: 'Access Denied' };
    return match ? loadRouteData(c, match, state) : NOT_FOUND;
  }
  if (!match) return { asset: path, status: 200 };
  const { flag, access, devOnly } = match.route;
  const url = new URL(c.req.url);
  if (devOnly && !(c.env.DEV_MAILBOX === 'true' && isLoopback(url.hostname))) return NOT_FOUND;
  if (access === 'signed-in' && !state.user) {
    // Slashes stay readable in `next`; everything else that could break the query is encoded.
    const next = encodeURIComponent(url.pathname + url.search).replace(/%2F/g, '/');
    return { asset: '', status: 302, redirect: `/auth?tab=login&next=${next}` };
  }
  if (access === 'signed-out' && state.user) return { asset: '', status: 302, redirect: nextPath(url.search) };
  if (flag && !state.flags[flag]) {
    return MENTOR_FLAGS.has(flag)
      ? { asset: '/denied/mentor', status: 403, title: 'Mentor Program Access Required' }
      : { asset: '/denied/feature', status: 403, title: 'Feature Not Available' };
  }
  return loadRouteData(c, match, state);
}

function fetchAsset(c: Context<AppEnv>, path: string): Promise<Response> {
  return c.env.ASSETS.fetch(new Request(new URL(path, c.req.url)));
}

// A page path has one leading slash and no trailing one. Collapsing the leading ones
// matters: browsers read a Location of "//host" or "/\host" as another site.
function canonicalPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '').replace(/[/\\]+$/, '')}`;
}

async function policyFor(c: Context<AppEnv>, asset: string): Promise<string> {
  const { origin } = new URL(c.req.url);
  return pagePolicy(await pageHashes(c.env.ASSETS, origin, asset), origin, asset);
}

// Cloudflare's guess at the viewer's zone from their address; absent in tests.
function edgeTimeZone(c: Context<AppEnv>): string | undefined {
  const zone = c.req.raw.cf?.timezone;
  return typeof zone === 'string' && zone ? zone : undefined;
}

// The first language the viewer's browser asks for, when this runtime formats dates in it.
function edgeLocale(c: Context<AppEnv>): string | undefined {
  const first = c.req.header('Accept-Language')?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([first])[0];
  } catch {
    return undefined;
  }
}

export async function servePage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const path = canonicalPath(url.pathname);
  if (path !== url.pathname) return c.redirect(path + url.search, 301);
  const state = await viewerState(c);
  let decision = await decide(c, url.pathname, state);
  if (decision.redirect) return c.redirect(decision.redirect, 302);
  let asset = await fetchAsset(c, decision.asset);
  if (asset.status === 404 || !asset.headers.get('Content-Type')?.includes('text/html')) {
    decision = NOT_FOUND;
    asset = await fetchAsset(c, NOT_FOUND.asset);
  }
  const { page, api, title, status, images, photos, lcpImage } = decision;
  const policy = await policyFor(c, decision.asset);
  return renderPage(asset, {
    state: {
      ...state,
      page,
      api,
      now: new Date().toISOString(),
      search: url.search,
      timeZone: edgeTimeZone(c),
      locale: edgeLocale(c),
    },
    policy,
    title,
    status,
    images,
    photos,
    lcpImage,
    founderUsername: c.env.FOUNDER_USERNAME,
  });
}

// The static error screen, for failures no island could catch.
export async function serveErrorPage(c: Context<AppEnv>): Promise<Response> {
  const [asset, policy] = await Promise.all([fetchAsset(c, '/error'), policyFor(c, '/error')]);
  return new Response(asset.body, {
    status: 500,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': policy },
  });
}
