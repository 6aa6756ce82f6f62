// Secrets are set with `wrangler secret put`, so `wrangler types` cannot see them.
interface Env {
  MAIL_API_KEY?: string;
}
