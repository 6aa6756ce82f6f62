import { sql } from 'drizzle-orm';
import { calendarFile } from '../../domain/ics';
import { scheduledEnd } from '../../domain/webinars';
import type { Db } from '../../env';
import { type SeatMailKind, seatMail } from '../mail/webinar-templates';
import { mailStatement } from '../mail/outbox';
import { runBatch, statement } from '../statements';
import { fullName } from '../users';

const PAGE = 100;
// A run's bound: a cancelled webinar of 10,000 seats takes a few ticks.
const MAX_PAGES = 20;

type DueSeat = {
  seatId: number;
  uid: string;
  given: number;
  invited: number | null;
  last: 'request' | 'cancel' | null;
  webinarId: number;
  title: string;
  description: string;
  startsAt: number;
  durationMinutes: number;
  sequence: number;
  cancelled: number | null;
  paidCents: number | null;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  timeZone: string | null;
};

// A seat's invite sequence: the webinar's changes (moved, cancelled) and the seat's own (given
// back, taken again), both only ever rising, so each new mail outranks the last in calendars.
const SEAT_SEQUENCE = sql`w.sequence + r.seat_changes`;

// Seats whose member has not had the mail of their seat's current sequence, for webinars not
// yet over: a new seat or one taken again, a moved webinar, a cancelled one (whose seats stay
// 'registered'), a seat given back while its calendar holds the invite (once: a later change to
// the webinar does not write to someone who gave the seat back). A webinar cancelled before a
// seat's first invite went out tells that seat too.
const dueSeats = (db: Db, now: number) =>
  db.all<DueSeat>(sql`
    SELECT r.id AS seatId, r.uid, r.status = 'cancelled' AS given, r.invited_sequence AS invited, r.last_invite AS last,
      w.id AS webinarId, w.title, w.description, w.starts_at AS startsAt, w.duration_minutes AS durationMinutes,
      ${SEAT_SEQUENCE} AS sequence, w.cancelled_at AS cancelled,
      (SELECT p.amount_cents FROM payments p WHERE p.id = r.payment_id) AS paidCents,
      u.email, u.username, u.first_name AS firstName, u.last_name AS lastName, u.time_zone AS timeZone
    FROM webinar_registrations r
    JOIN webinars w ON w.id = r.webinar_id
    JOIN users u ON u.id = r.user_id
    WHERE (r.status = 'registered' OR (r.invited_sequence IS NOT NULL AND coalesce(r.last_invite, 'request') = 'request'))
      AND (r.invited_sequence IS NULL OR r.invited_sequence < ${SEAT_SEQUENCE})
      AND w.ended_at IS NULL AND w.starts_at + w.duration_minutes * 60000 > ${now}
    ORDER BY r.id
    LIMIT ${PAGE}
  `);

// The bare address of MAIL_FROM ('Aperture Circle <hello@…>'), for the invite's organizer.
const addressOf = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;

type SeatEvent = Pick<DueSeat, 'uid' | 'startsAt' | 'durationMinutes' | 'title' | 'sequence' | 'email'>;

// A seat's calendar file: its own UID for the seat's life, at the webinar's sequence.
function seatCalendar(seat: SeatEvent, pageUrl: string, mailFrom: string, cancelled: boolean, now: Date): string {
  return calendarFile(
    {
      uid: `webinar-seat-${seat.uid}@aperturecircle.app`,
      start: seat.startsAt,
      end: scheduledEnd({ startsAt: new Date(seat.startsAt), durationMinutes: seat.durationMinutes }).getTime(),
      summary: `Webinar: ${seat.title}`,
      description: `Aperture Circle webinar. Join from ${pageUrl}`,
      url: pageUrl,
      sequence: seat.sequence,
      cancelled,
      organizer: addressOf(mailFrom),
      attendee: seat.email,
    },
    now.getTime(),
  );
}

// 'Add to calendar' on a webinar's page: the member's own seat's invite, the one their mail
// carries, so the calendar entry is the same one later invites update. Null without a seat.
export async function calendarOfSeat(
  db: Db,
  webinarId: number,
  userId: number,
  origin: string,
  mailFrom: string,
  now = new Date(),
): Promise<string | null> {
  const [seat] = await db.all<SeatEvent & { cancelled: number | null }>(sql`
    SELECT r.uid, w.starts_at AS startsAt, w.duration_minutes AS durationMinutes, w.title, ${SEAT_SEQUENCE} AS sequence,
      w.cancelled_at AS cancelled, u.email
    FROM webinar_registrations r JOIN webinars w ON w.id = r.webinar_id JOIN users u ON u.id = r.user_id
    WHERE r.webinar_id = ${webinarId} AND r.user_id = ${userId} AND r.status = 'registered'
  `);
  if (!seat) return null;
  return seatCalendar(seat, `${origin}/webinar/${webinarId}`, mailFrom, seat.cancelled !== null, now);
}

function kindOf(seat: DueSeat): SeatMailKind {
  if (seat.given) return 'givenBack';
  if (seat.cancelled !== null) return 'cancelled';
  return seat.invited === null || seat.last === 'cancel' ? 'registered' : 'moved';
}

const isCancel = (kind: SeatMailKind) => kind === 'cancelled' || kind === 'givenBack';

// Mails each due seat its invite, once: the seat's `invited_sequence` moves to the webinar's
// sequence in the statement before its mail, and the mail is written only if that statement
// changed the row, so passes running at once never mail a seat twice.
export async function sendWebinarInvites(db: Db, origin: string, mailFrom: string, now = new Date()): Promise<number> {
  let sent = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const seats = await dueSeats(db, now.getTime());
    if (seats.length === 0) break;
    const writes = seats.flatMap((seat) => {
      const kind = kindOf(seat);
      const pageUrl = `${origin}/webinar/${seat.webinarId}`;
      const calendar = seatCalendar(seat, pageUrl, mailFrom, isCancel(kind), now);
      const facts = {
        reader: fullName(seat),
        title: seat.title,
        startsAt: seat.startsAt,
        timeZone: seat.timeZone ?? 'UTC',
        pageUrl,
        paidCents: seat.paidCents,
      };
      return [
        statement(
          db,
          sql`UPDATE webinar_registrations SET invited_sequence = ${seat.sequence},
              last_invite = ${isCancel(kind) ? 'cancel' : 'request'}
            WHERE id = ${seat.seatId} AND (invited_sequence IS NULL OR invited_sequence < ${seat.sequence})`,
        ),
        mailStatement(db, seat.email, `webinar_${kind}`, seatMail(kind, facts, calendar), sql`changes() = 1`),
      ];
    });
    const results = await runBatch(db, writes);
    sent += results.filter((r, i) => i % 2 === 0 && r.meta.changes > 0).length;
    if (seats.length < PAGE) break;
  }
  return sent;
}
