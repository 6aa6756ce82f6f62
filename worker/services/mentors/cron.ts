import type { Db } from '../../env';
import { paymentsFor } from '../payments';
import { cronUrl } from '../payments/cron';
import { siteOrigin } from '../site-origin';
import type { PurposeHandlerTable } from '../payments/purpose-handlers';
import { runSessionLifecycle } from './session-lifecycle';

// The mentoring sessions' cron pass (session-lifecycle.ts); refunds go out where a provider is
// configured, and wait for the next pass where none is.
export async function mentoringSessions(env: Env, db: Db, now: Date, purposes: PurposeHandlerTable) {
  const payments = paymentsFor(env, db, cronUrl(env), purposes, () => now);
  return runSessionLifecycle(db, payments, siteOrigin(env), now);
}
