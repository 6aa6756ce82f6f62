import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

// Hono's secure headers on every answer (nosniff among them), with two choices of ours:
// - no page may be framed (pages also say so in their policy: frame-ancestors 'none');
// - camera, microphone and screen sharing are denied, except on the two pages that hold a
//   live call: a mentor's video session and the live webinar.
// Cross-Origin-Resource-Policy stays off, as it was, so other origins (a mail client) can show our pictures.
const MEDIA_PAGES = [/^\/video-session\/./, /^\/webinars\/[^/]+\/session$/];

const headers = (allowed: string[]) =>
  secureHeaders({
    crossOriginResourcePolicy: false,
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: allowed, microphone: allowed, displayCapture: allowed },
  });

const withoutMedia = headers([]);
const withMedia = headers(['self']);

const usesMedia = (path: string) => MEDIA_PAGES.some((page) => page.test(path));

export const securityHeaders = createMiddleware((c, next) => (usesMedia(c.req.path) ? withMedia : withoutMedia)(c, next));
