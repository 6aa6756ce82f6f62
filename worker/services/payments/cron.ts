import type { Db } from '../../env';
import { paymentsFor } from '.';
import { runPayouts } from './payouts';
import type { PurposeHandlerTable } from './purpose-handlers';
import { siteOrigin } from '../site-origin';

// The cron has no request: its links use the site's configured address (a job fails, logged,
// while it is unset), and the local provider needs a loopback one.
export const cronUrl = (env: Env) => `${siteOrigin(env)}/`;

// The cron's part for the local provider (PAYMENTS_LOCAL only): subscriptions whose period has
// ended renew, fail or end, as the provider's own billing would do. Nothing to do elsewhere.
export async function renewLocalSubscriptions(env: Env, db: Db, now: Date, purposes: PurposeHandlerTable): Promise<number> {
  const local = paymentsFor(env, db, cronUrl(env), purposes, () => now)?.local;
  return local ? local.renewDue() : 0;
}

// The cron's payouts run, wherever a provider is configured (payouts.ts).
export async function payOut(env: Env, db: Db, now: Date, purposes: PurposeHandlerTable) {
  const payments = paymentsFor(env, db, cronUrl(env), purposes, () => now);
  return payments ? runPayouts(db, payments, now) : null;
}
