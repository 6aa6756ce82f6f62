import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { variantKey } from '../services/images/variants';
import { PNG, WEBP } from '../test/images';
import { makeUser, request, send } from '../test/helpers';

const DENIED = 'camera=(), microphone=(), display-capture=()';
const SAME_ORIGIN = 'camera=(self), microphone=(self), display-capture=(self)';

// A script of the build that a page loads: the assets serve these without the Worker.
function bundleOf(page: string): string {
  const [path] = page.match(/\/_astro\/[\w.-]+\.js/) ?? [];
  if (!path) throw new Error('The page loads no bundle');
  return path;
}

const isJson = (res: Response) => res.headers.get('Content-Type')?.startsWith('application/json') ?? false;

// One of each kind of answer the Worker or the assets give, checked to be that kind.
async function answers(): Promise<[string, Response][]> {
  await env.PHOTOS.put('avatars/1/headers.png', PNG, { httpMetadata: { contentType: 'image/png' } });
  await env.PHOTOS.put(variantKey('thumb', 'headers.jpg'), WEBP, { httpMetadata: { contentType: 'image/webp' } });
  return Promise.all(
    (
      [
        ['page', 200, () => request('/about')],
        ['page 404', 404, () => request('/no-such-page')],
        ['page redirect', 301, () => request('/about/', { redirect: 'manual' })],
        ['page 405', 405, () => send('POST', '/about', {})],
        ['API JSON', 200, () => request('/api/feature-flags/print_sales_enabled')],
        ['API 404', 404, () => request('/api/no-such-endpoint')],
        ['API 404 for another method', 404, () => send('POST', '/api/no-such-endpoint', {})],
        ['API 400', 400, () => send('POST', '/api/auth/login', {})],
        ['static file', 200, () => request('/favicon.svg')],
        ['hashed bundle', 200, async () => request(bundleOf(await (await request('/about')).text()))],
        ['uploaded file', 200, () => request('/api/uploads/avatars/1/headers.png')],
        ['optimized image', 200, () => request('/api/optimized/thumb/headers.jpg')],
      ] as const
    ).map(async ([name, status, answer]) => {
      const res = await answer();
      expect(res.status, name).toBe(status);
      return [name, res] as [string, Response];
    }),
  );
}

describe('headers on every answer', () => {
  it('forbid content sniffing on pages, API answers, errors, files, images and redirects', async () => {
    for (const [name, res] of await answers()) expect(res.headers.get('X-Content-Type-Options'), name).toBe('nosniff');
  });

  it('deny camera, microphone and screen sharing on everything but JSON', async () => {
    for (const [name, res] of await answers()) {
      expect(res.headers.get('Permissions-Policy'), name).toBe(isJson(res) ? null : DENIED);
    }
  });

  it("give JSON answers HSTS, no sniffing and no framing, and none of a document's headers", async () => {
    const json = (await answers()).filter(([, res]) => isJson(res));
    expect(json.map(([name]) => name)).toEqual(['page 405', 'API JSON', 'API 404', 'API 404 for another method', 'API 400']);
    for (const [name, res] of json) {
      expect(res.headers.get('Strict-Transport-Security'), name).toBe('max-age=15552000; includeSubDomains');
      for (const document of [
        'Referrer-Policy',
        'Permissions-Policy',
        'Origin-Agent-Cluster',
        'X-DNS-Prefetch-Control',
        'X-Download-Options',
        'X-Permitted-Cross-Domain-Policies',
        'X-XSS-Protection',
      ]) {
        expect(res.headers.has(document), `${name}: ${document}`).toBe(false);
      }
    }
  });

  it('allow them on our own origin on the video session and live webinar pages only', async () => {
    // Both pages are for signed-in members (a visitor is shown the sign-in page).
    const { cookie } = await makeUser();
    expect((await request('/video-session/room-1', { cookie })).headers.get('Permissions-Policy')).toBe(SAME_ORIGIN);
    expect((await request('/webinars/7/session', { cookie })).headers.get('Permissions-Policy')).toBe(SAME_ORIGIN);
    for (const path of ['/webinars/7', '/webinars/7/session/extra', '/video-session']) {
      expect((await request(path)).headers.get('Permissions-Policy'), path).toBe(DENIED);
    }
    expect((await request('/api/video-session/room-1')).headers.has('Permissions-Policy')).toBe(false);
  });

  // docs/rules.md: arriving at a page with it costs the tab a new browsing context group.
  it('send no Cross-Origin-Opener-Policy', async () => {
    for (const [name, res] of await answers()) expect(res.headers.has('Cross-Origin-Opener-Policy'), name).toBe(false);
  });

  it('let the hashed bundles be kept for a year, but not the pages that name them', async () => {
    const kept = Object.fromEntries((await answers()).map(([name, res]) => [name, res.headers.get('Cache-Control')]));
    expect(kept['hashed bundle']).toBe('public, max-age=31536000, immutable');
    expect(kept.page).not.toContain('immutable');
  });

  it('forbid framing', async () => {
    for (const [name, res] of await answers()) expect(res.headers.get('X-Frame-Options'), name).toBe('DENY');
  });
});
