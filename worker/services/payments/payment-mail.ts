import { eq, sql } from 'drizzle-orm';
import { subscriptions, users } from '../../../db/schema';
import { PLANS } from '../../domain/plans';
import type { Db } from '../../env';
import { paymentFailedMail, receiptMail } from '../mail/payment-templates';
import { mailStatement } from '../mail/outbox';
import type { Statement } from '../statements';
import type { CapturedPayment } from './ledger';
import { PAST_DUE_GRACE_DAYS } from './subscriptions';

// The mail an event sends, as statements of the webhook's batch: after the event's row, so
// a replayed event mails nothing more, and a receipt only while its payment is new, so the
// two events that report one payment (checkout completed, payment succeeded) send one.

const DESCRIPTIONS: Record<CapturedPayment['purpose'], string> = {
  subscription: 'your seller plan',
  mentor_session: 'a mentoring session',
  quick_session: 'a quick session',
  print_order: 'your print order',
  webinar: 'a webinar',
};

const nameOf = (user: { firstName: string | null; username: string }) => user.firstName || user.username;

export async function receiptStatements(db: Db, payment: CapturedPayment, paidAt: Date, origin: string): Promise<Statement[]> {
  if (payment.userId === null) return [];
  const [payer] = await db.select().from(users).where(eq(users.id, payment.userId));
  if (!payer) return [];
  const action =
    payment.purpose === 'subscription'
      ? { label: 'Manage Your Plan', url: `${origin}/subscription` }
      : payment.purpose === 'print_order'
        ? { label: 'View Your Order', url: `${origin}/order-confirmation?order=${payment.reference}` }
        : { label: 'Visit Aperture Circle', url: origin };
  const content = receiptMail(
    nameOf(payer),
    {
      paymentId: payment.id,
      amountCents: payment.amountCents,
      description: DESCRIPTIONS[payment.purpose],
      paidAt,
    },
    action,
  );
  return [
    mailStatement(db, payer.email, 'payment_receipt', content, sql`NOT EXISTS (SELECT 1 FROM payments WHERE id = ${payment.id})`),
  ];
}

// A renewal failed: the member learns when the plan stops counting (7 days after the first
// failure) and where to update the card.
export async function paymentFailedStatements(db: Db, providerSubscriptionId: string, at: Date, origin: string) {
  const [row] = await db
    .select({ plan: subscriptions.type, pastDueSince: subscriptions.pastDueSince, user: users })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  if (!row) return [];
  const graceEndsAt = new Date((row.pastDueSince ?? at).getTime() + PAST_DUE_GRACE_DAYS * 24 * 3600_000);
  const content = paymentFailedMail(nameOf(row.user), PLANS[row.plan].name, graceEndsAt, `${origin}/subscription`);
  return [mailStatement(db, row.user.email, 'payment_failed', content, sql`1`)];
}
