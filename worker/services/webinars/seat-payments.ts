import { sql } from 'drizzle-orm';
import type { Db } from '../../env';
import { latePaymentMail } from '../mail/webinar-templates';
import { mailStatement } from '../mail/outbox';
import type { CapturedPayment } from '../payments/ledger';
import type { PurposeHandlers } from '../payments/purpose-handlers';
import { type Statement, statement } from '../statements';
import { fullName } from '../users';
import { seatCounts } from './catalog';
import { sendWebinarInvites } from './invites';
import { sendDueWebinarRefunds } from './refunds';

const MINUTE = 60_000;

type Seat = {
  webinarId: number;
  title: string;
  cancelled: number | null;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
};

// The payment webhook's part in a paid seat: statements of its batch, placed before the payment
// is recorded, so each runs only while the payment is new (a replay changes nothing). The
// payment turns the member's held seat into a registered one if the seat is still theirs to
// take: held for this checkout, or, once the hold lapsed, still free and the webinar still
// open. Otherwise the payment is written due for a full refund (refunds.ts sends it once the
// batch has landed) and the member is told why.
async function seatPaidStatements(db: Db, seatId: number, payment: CapturedPayment, at: number): Promise<Statement[]> {
  const [seat] = await db.all<Seat>(sql`
    SELECT w.id AS webinarId, w.title, w.cancelled_at AS cancelled,
      u.email, u.username, u.first_name AS firstName, u.last_name AS lastName
    FROM webinar_registrations r JOIN webinars w ON w.id = r.webinar_id JOIN users u ON u.id = r.user_id
    WHERE r.id = ${seatId}
  `);
  if (!seat) return [];
  const isNew = sql`NOT EXISTS (SELECT 1 FROM payments WHERE id = ${payment.id})`;
  const seated = sql`EXISTS (SELECT 1 FROM webinar_registrations WHERE id = ${seatId} AND payment_id = ${payment.id})`;
  const reason = seat.cancelled
    ? 'The webinar was cancelled before your payment arrived.'
    : 'Your payment arrived after your seat stopped being held, and no seat was left.';
  return [
    statement(
      db,
      sql`UPDATE webinar_registrations SET status = 'registered', payment_id = ${payment.id}, hold_until = NULL,
          cancelled_at = NULL, created_at = ${at}, seat_changes = seat_changes + 1
        WHERE id = ${seatId} AND status = 'held' AND ${isNew}
          AND EXISTS (SELECT 1 FROM webinars w WHERE w.id = webinar_registrations.webinar_id
            AND w.cancelled_at IS NULL AND w.ended_at IS NULL AND w.starts_at + w.duration_minutes * ${MINUTE} > ${at}
            AND ((webinar_registrations.status = 'held' AND webinar_registrations.hold_until > ${at})
              OR (SELECT count(*) FROM webinar_registrations r
                  WHERE r.webinar_id = w.id AND r.id != ${seatId} AND ${seatCounts(at)}) < w.capacity))`,
    ),
    statement(
      db,
      sql`INSERT INTO webinar_refunds (payment_id, registration_id, reason, created_at)
        SELECT ${payment.id}, ${seatId}, 'late', ${at} WHERE ${isNew} AND NOT ${seated}
        ON CONFLICT (payment_id) DO NOTHING`,
    ),
    mailStatement(
      db,
      seat.email,
      'webinar_refunded',
      latePaymentMail({ reader: fullName(seat), title: seat.title, amountCents: payment.amountCents, reason }),
      sql`${isNew} AND NOT ${seated}`,
    ),
  ];
}

const seatIdOf = (reference: string) => (/^\d+$/.test(reference) ? Number(reference) : null);

// A paid seat's payments, the seat's id their reference. Once the batch has landed, a refund the
// payment made due goes out, and the new seat's invite is written (else the cron's invites pass
// writes it).
export const webinarPurpose: PurposeHandlers = {
  paid: async (db, payment, { at }) => {
    const seatId = seatIdOf(payment.reference);
    return seatId === null ? [] : seatPaidStatements(db, seatId, payment, at.getTime());
  },
  afterPaid: async (db, provider, payment, { at, origin, mailFrom }) => {
    const seatId = seatIdOf(payment.reference);
    if (seatId === null) return;
    await sendDueWebinarRefunds(db, provider, { seatId, at });
    if (mailFrom) await sendWebinarInvites(db, origin, mailFrom, at);
  },
};
