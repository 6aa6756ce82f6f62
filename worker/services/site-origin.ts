import { ApiError } from '../errors';

export const SITE_UNAVAILABLE = 'This is not available right now. Please try again later.';

// Links in mail and the payment provider's return addresses are built from the site's
// configured address, never from the request's Host header, which the client chooses: a reset
// link built from it would carry its token to any host an attacker named. Unset, whatever
// mails or redirects answers 503 and the log says what to set.
export function siteOrigin(env: Pick<Env, 'SITE_ORIGIN'>): string {
  try {
    if (env.SITE_ORIGIN) return new URL(env.SITE_ORIGIN).origin;
  } catch {
    // Logged below like an unset one.
  }
  console.error(
    JSON.stringify({
      event: 'site_origin_missing',
      error:
        "SITE_ORIGIN is not the site's address (such as https://aperturecircle.app): mail links and payment return addresses cannot be built",
    }),
  );
  throw new ApiError('UNAVAILABLE', SITE_UNAVAILABLE);
}
