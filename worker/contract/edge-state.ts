import type { CurrentUser } from '../contract/auth';
import type { NoticeBanner } from './recovery-notice';
import type { SubscriptionStatus } from '../contract/subscription';

// What the Worker knows about a request, written into every page as JSON
// (<script type="application/json" id="edge-state">) so islands start with it
// instead of asking again.
export type EdgeState = {
  user: CurrentUser | null;
  flags: Record<string, boolean>;
  subscription: SubscriptionStatus | null;
  // The open incident notice's banner, on every page while a recovery is in progress.
  recoveryNotice?: NoticeBanner | null;
  page?: unknown;
  // When the Worker rendered the page (ISO): islands' first render reads the time from here.
  now?: string;
  // The page's query string, for a server render of an island that reads its filters from
  // the URL (the browser reads its own location).
  search?: string;
  // The viewer's time zone as the edge guesses it from their address (Cloudflare's
  // request.cf.timezone): a server render shows times in it until the browser's own is known.
  timeZone?: string;
  // The viewer's first language (Accept-Language), for dates a server render formats.
  locale?: string;
  // Answers to API requests the page's islands make first, by path: they read these
  // instead of asking (site/lib/edge-state.ts).
  api?: Record<string, unknown>;
};

export const EDGE_STATE_ELEMENT_ID = 'edge-state';
