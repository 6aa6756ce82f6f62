// Secrets are set with `wrangler secret put`, so `wrangler types` cannot see them.
interface Secrets {
  MAIL_API_KEY?: string;
  // Stripe (README: running with real Stripe test keys). The webhook secret also signs the
  // local provider's events; `npm run dev` passes a fresh one as a dev variable.
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
}

interface Env extends Secrets {}

declare namespace Cloudflare {
  interface Env extends Secrets {}
}
