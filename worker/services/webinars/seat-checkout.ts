import { sql } from 'drizzle-orm';
import { checkouts } from '../../../db/schema';
import type { SeatCheckout } from '../../contract/webinars';
import { SEAT_HOLD_MS } from '../../domain/webinars';
import type { Db } from '../../env';
import type { Payments } from '../payments';
import { customerFor } from '../payments/customers';
import { seatCounts, webinarPage } from './catalog';
import { refusal } from './registrations';

const MINUTE = 60_000;

type Held = {
  // Held by this call (not a hold an earlier click made).
  fresh: boolean;
  seatId: number;
  holdUntil: number;
  title: string;
  priceCents: number;
  startsAt: number;
  // The host earns the payee's share unless an admin hosts (then the money is the platform's).
  payeeId: number | null;
};

// The member's seat held for 30 minutes, in one statement that takes it only while the webinar
// is paid, open, not theirs to host, and below capacity counting every other seat registered or
// held (so two checkouts can never be open for the last seat). A seat given back, or a hold
// that lapsed, is held again; a hold still open is left as it is and answered, so a second
// click reaches the same checkout.
async function holdSeat(db: Db, webinarId: number, userId: number, at: number): Promise<Held | null> {
  const until = at + SEAT_HOLD_MS;
  const taken = await db.run(sql`
    INSERT INTO webinar_registrations (webinar_id, user_id, status, created_at, hold_until)
    SELECT w.id, ${userId}, 'held', ${at}, ${until} FROM webinars w
    WHERE w.id = ${webinarId} AND w.price_cents > 0 AND w.host_id != ${userId}
      AND w.cancelled_at IS NULL AND w.ended_at IS NULL
      AND w.starts_at + w.duration_minutes * ${MINUTE} > ${at}
      AND (SELECT count(*) FROM webinar_registrations r
           WHERE r.webinar_id = w.id AND r.user_id != ${userId} AND ${seatCounts(at)}) < w.capacity
    ON CONFLICT (webinar_id, user_id) DO UPDATE SET status = 'held', hold_until = ${until}, payment_id = NULL
    WHERE webinar_registrations.status = 'cancelled'
      OR (webinar_registrations.status = 'held' AND webinar_registrations.hold_until <= ${at})
  `);
  const [held] = await db.all<Omit<Held, 'fresh'>>(sql`
    SELECT r.id AS seatId, r.hold_until AS holdUntil, w.title, w.price_cents AS priceCents, w.starts_at AS startsAt,
      CASE WHEN u.is_admin OR u.is_super_admin THEN NULL ELSE w.host_id END AS payeeId
    FROM webinar_registrations r JOIN webinars w ON w.id = r.webinar_id JOIN users u ON u.id = w.host_id
    WHERE r.webinar_id = ${webinarId} AND r.user_id = ${userId} AND r.status = 'held' AND r.hold_until > ${at}
      AND w.cancelled_at IS NULL
  `);
  return held ? { ...held, fresh: taken.meta.changes > 0 } : null;
}

// A paid seat's checkout: the seat is held for the member, then the provider's checkout is made
// to expire with the hold (its idempotency key names the hold, so a repeated request reaches the
// same one). The payment webhook turns the hold into a seat (seat-payments.ts). If no checkout
// can be made (or there is no provider: `paymentsOf()` refuses with 503), the hold is let go at
// once and the error goes to the caller.
export async function startSeatCheckout(
  db: Db,
  paymentsOf: () => Payments,
  webinarId: number,
  userId: number,
  origin: string,
  now = new Date(),
): Promise<SeatCheckout> {
  const held = await holdSeat(db, webinarId, userId, now.getTime());
  if (!held) throw refusal(await webinarPage(db, webinarId, userId, now), userId, true);
  try {
    const payments = paymentsOf();
    const customerId = await customerFor(db, payments, userId);
    const checkout = await payments.provider.createCheckout({
      mode: 'payment',
      lines: [{ name: `Webinar seat: ${held.title}`, unitAmountCents: held.priceCents, quantity: 1 }],
      customerId,
      successUrl: `${origin}/webinar/${webinarId}/success?checkout={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}/webinar/${webinarId}/payment`,
      expiresAt: new Date(held.holdUntil),
      transferGroup: `webinar-${webinarId}`,
      metadata: {
        userId: String(userId),
        purpose: 'webinar',
        reference: String(held.seatId),
        ...(held.payeeId === null ? {} : { payeeId: String(held.payeeId) }),
        // The host's share is held until a week after the webinar.
        serviceAt: new Date(held.startsAt).toISOString(),
      },
      idempotencyKey: `webinar-checkout:${held.seatId}:${held.holdUntil}`,
    });
    await db
      .insert(checkouts)
      .values({
        id: checkout.id,
        userId,
        purpose: 'webinar',
        reference: String(held.seatId),
        mode: 'payment',
        amountCents: checkout.amountCents,
        url: checkout.url,
        expiresAt: checkout.expiresAt,
      })
      .onConflictDoNothing();
    return { url: checkout.url, heldUntil: new Date(held.holdUntil).toISOString() };
  } catch (error) {
    // Only the hold this call made: an earlier click's checkout may be open on it.
    if (held.fresh)
      await db.run(sql`UPDATE webinar_registrations SET hold_until = ${now.getTime()}
      WHERE id = ${held.seatId} AND status = 'held' AND hold_until = ${held.holdUntil}`);
    throw error;
  }
}
