// The secure headers every answer carries: the defaults of Hono's secureHeaders (helmet's),
// nosniff among them, with four choices of ours:
// - no page may be framed (pages also say so in their policy: frame-ancestors 'none');
// - camera, microphone and screen sharing are denied, except on the two pages that hold a
//   live call: a mentor's video session and the live webinar;
// - Cross-Origin-Resource-Policy stays off, so other origins (a mail client) can show our pictures;
// - Cross-Origin-Opener-Policy is not sent. Arriving at a page that has it from anywhere else
//   (a search result, a new tab) makes the browser move the tab to a new browsing context
//   group, often a new renderer process: the page's first task (committing the navigation)
//   took 25–50 ms of the main thread where it takes 12–23 without it (docs/rules.md).
//   Framing is refused by X-Frame-Options and the pages' frame-ancestors, and links that open
//   a window get no opener by default.
// The Worker sets them (middleware/security-headers.ts); the build's hashed bundles, which the
// assets serve without the Worker, get them from `_headers` (site/integrations/asset-headers.mjs).
export const MEDIA_PAGES = [/^\/video-session\/./, /^\/webinars\/[^/]+\/session$/];

const COMMON: [string, string][] = [
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

const permissions = (allowed: string) =>
  ['camera', 'microphone', 'display-capture'].map((feature) => `${feature}=(${allowed})`).join(', ');

export const WITHOUT_MEDIA: [string, string][] = [...COMMON, ['Permissions-Policy', permissions('')]];
export const WITH_MEDIA: [string, string][] = [...COMMON, ['Permissions-Policy', permissions('self')]];

// A JSON answer is data, never a document: the browser builds no page from it, so what
// governs a page (its referrer, prefetching, permissions, agent cluster, old IE and Flash
// switches) does nothing there. It keeps what any response needs: HSTS, no sniffing (so it
// is never read as HTML) and no framing (OWASP's REST Security Cheat Sheet's set).
export const JSON_ANSWER: [string, string][] = COMMON.filter(([name]) =>
  ['Strict-Transport-Security', 'X-Content-Type-Options', 'X-Frame-Options'].includes(name),
);
