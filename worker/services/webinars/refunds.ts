import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { payments, webinarRefunds, webinarRegistrations } from '../../../db/schema';
import type { Db } from '../../env';
import type { PaymentProvider } from '../payments/provider';

// Refunds the rules owe for seats (docs/rules.md "Webinars"): each is written due in the batch
// that makes it so (webinar_refunds), and sent here through the provider, whose charge.refunded
// event reverses the ledger (the host's share with it). The provider's idempotency key (one per
// payment) and `refunded_at`, written once, make a retry harmless: the cron calls this for
// anything a failure left behind. What remains of the payment goes back (an admin may have
// refunded part of it already).

const BATCH = 50;

async function refundOne(db: Db, provider: PaymentProvider, paymentId: string, at: Date) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  // Recorded by the webhook first; a refund due before that waits for the next pass.
  if (!payment) return false;
  if (payment.amountCents - payment.refundedCents - payment.disputedCents > 0) {
    await provider.refund(paymentId, null, `webinar-refund:${paymentId}`);
  }
  await db
    .update(webinarRefunds)
    .set({ refundedAt: at })
    .where(and(eq(webinarRefunds.paymentId, paymentId), isNull(webinarRefunds.refundedAt)));
  return true;
}

// Sends every refund due, or those of one seat or one webinar; a failure is logged and left for
// the cron. Answers how many went out.
export async function sendDueWebinarRefunds(
  db: Db,
  provider: PaymentProvider,
  { seatId, webinarId, at = new Date() }: { seatId?: number; webinarId?: number; at?: Date } = {},
): Promise<number> {
  const seats =
    webinarId === undefined
      ? undefined
      : inArray(
          webinarRefunds.registrationId,
          db
            .select({ id: webinarRegistrations.id })
            .from(webinarRegistrations)
            .where(eq(webinarRegistrations.webinarId, webinarId)),
        );
  const due = await db
    .select({ paymentId: webinarRefunds.paymentId })
    .from(webinarRefunds)
    .where(
      and(isNull(webinarRefunds.refundedAt), seatId === undefined ? undefined : eq(webinarRefunds.registrationId, seatId), seats),
    )
    .orderBy(sql`${webinarRefunds.createdAt}`)
    .limit(BATCH);
  let sent = 0;
  for (const { paymentId } of due) {
    try {
      if (await refundOne(db, provider, paymentId, at)) sent += 1;
    } catch (error) {
      console.error(JSON.stringify({ job: 'webinar-refund', paymentId, error: String(error) }));
    }
  }
  return sent;
}
