import type { Db } from '../../env';
import { paymentsFor } from '../payments';
import { cronUrl } from '../payments/cron';
import type { PurposeHandlerTable } from '../payments/purpose-handlers';
import { sendDuePrintRefunds } from './fulfilments';

// The cron's print pass: refunds a failure left due go out again where a provider is
// configured, and wait where none is.
export async function printRefunds(env: Env, db: Db, now: Date, purposes: PurposeHandlerTable): Promise<number> {
  const payments = paymentsFor(env, db, cronUrl(env), purposes, () => now);
  return payments ? sendDuePrintRefunds(db, payments.provider, now) : 0;
}
