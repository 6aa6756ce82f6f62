import type { Db } from '../../env';
import { paymentsFor } from '../payments';
import { cronUrl } from '../payments/cron';
import type { PurposeHandlerTable } from '../payments/purpose-handlers';
import { sendDueWebinarRefunds } from './refunds';

// The cron's refund pass for seats: refunds a failure left due go out again where a provider is
// configured, and wait where none is.
export async function webinarRefunds(env: Env, db: Db, now: Date, purposes: PurposeHandlerTable): Promise<number> {
  const payments = paymentsFor(env, db, cronUrl(env), purposes, () => now);
  return payments ? sendDueWebinarRefunds(db, payments.provider, { at: now }) : 0;
}
