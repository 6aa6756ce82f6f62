import { eq } from 'drizzle-orm';
import { checkouts, mentorSessions } from '../../../db/schema';
import type { Db } from '../../env';
import type { Payments } from '../payments';
import { customerFor } from '../payments/customers';
import { runBatch, statement } from '../statements';

type SessionCheckout = {
  sessionId: number;
  studentId: number;
  mentorId: number;
  priceCents: number;
  // The line the student sees at the provider's checkout.
  line: string;
  // When the service is given (a booked session's start, a quick session's acceptance): the
  // mentor's share is held until a week after it.
  serviceAt: number;
  holdUntil: number;
  origin: string;
  cancelPath: string;
  now: Date;
};

// The provider's checkout for a session awaiting payment, recorded with the session. The
// session's hold lasts exactly as long as the checkout the provider made; if no checkout can
// be made, the session is expired at once (a booked one's time is free again) and the error
// goes to the caller.
export async function openSessionCheckout(db: Db, payments: Payments, order: SessionCheckout): Promise<void> {
  const { sessionId, studentId } = order;
  try {
    const customerId = await customerFor(db, payments, studentId);
    // One checkout per hold: accepting an offer again after its checkout lapsed makes a new one.
    const checkout = await payments.provider.createCheckout({
      mode: 'payment',
      lines: [{ name: order.line, unitAmountCents: order.priceCents, quantity: 1 }],
      customerId,
      successUrl: `${order.origin}/payment-success?checkout={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${order.origin}${order.cancelPath}`,
      expiresAt: new Date(order.holdUntil),
      transferGroup: `session-${sessionId}`,
      metadata: {
        userId: String(studentId),
        purpose: 'mentor_session',
        reference: String(sessionId),
        payeeId: String(order.mentorId),
        serviceAt: new Date(order.serviceAt).toISOString(),
      },
      idempotencyKey: `session-checkout:${sessionId}:${order.holdUntil}`,
    });
    await runBatch(db, [
      statement(
        db,
        db
          .insert(checkouts)
          .values({
            id: checkout.id,
            userId: studentId,
            purpose: 'mentor_session',
            reference: String(sessionId),
            mode: 'payment',
            amountCents: checkout.amountCents,
            url: checkout.url,
            expiresAt: checkout.expiresAt,
          })
          .onConflictDoNothing(),
      ),
      statement(
        db,
        db
          .update(mentorSessions)
          .set({ checkoutId: checkout.id, holdUntil: checkout.expiresAt })
          .where(eq(mentorSessions.id, sessionId)),
      ),
    ]);
  } catch (error) {
    await db
      .update(mentorSessions)
      .set({ status: 'expired', holdUntil: order.now, updatedAt: order.now })
      .where(eq(mentorSessions.id, sessionId));
    throw error;
  }
}
