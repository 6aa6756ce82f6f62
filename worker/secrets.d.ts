// Secrets are set with `wrangler secret put`, so `wrangler types` cannot see them.
interface Secrets {
  MAIL_API_KEY?: string;
  // Signs the mail provider's bounce and complaint events (Resend's webhook, `whsec_…`).
  MAIL_WEBHOOK_SECRET?: string;
  // Stripe (README: running with real Stripe test keys). The webhook secret also signs the
  // local provider's events; `npm run dev` passes a fresh one as a dev variable.
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  // The Connect endpoint's (payout accounts' events), when it has its own.
  STRIPE_CONNECT_WEBHOOK_SECRET?: string;
  // The Stripe price of each plan and billing interval.
  STRIPE_PRICE_PRINT_USER_MONTH?: string;
  STRIPE_PRICE_PRINT_USER_YEAR?: string;
  STRIPE_PRICE_PORTFOLIO_PRO_MONTH?: string;
  STRIPE_PRICE_PORTFOLIO_PRO_YEAR?: string;
  // Cloudflare's TURN service for video calls (README: Video calls): short-lived relay
  // credentials are asked for with these when a room is entered.
  TURN_KEY_ID?: string;
  TURN_KEY_API_TOKEN?: string;
  // Cloudflare's Realtime SFU for live webinars (README: Webinars at scale): with both set,
  // publishers send once and attendees pull through it, and the mesh limit no longer applies.
  REALTIME_APP_ID?: string;
  REALTIME_APP_SECRET?: string;
  // Encrypts the keys of another bucket while /admin/s3-migration imports from it (README:
  // Importing photos from S3). Without it, an import refuses to start.
  MIGRATION_KEY?: string;
}

// Bindings added to wrangler.toml only on deploy (README: the AI coach's narration), so the
// default configuration and `npm run dev` stay offline.
interface OptionalBindings {
  AI?: Ai;
}

interface Env extends Secrets, OptionalBindings {}

declare namespace Cloudflare {
  interface Env extends Secrets, OptionalBindings {}
}
