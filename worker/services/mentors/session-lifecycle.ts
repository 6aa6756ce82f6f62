import { sql } from 'drizzle-orm';
import { COMPLETE_AFTER_MINUTES, MENTOR_NO_SHOW_MINUTES } from '../../domain/session-rules';
import type { Db } from '../../env';
import { enqueueMail } from '../mail/outbox';
import { sessionReminderMail } from '../mail/session-templates';
import type { Payments } from '../payments';
import { runBatch, statement } from '../statements';
import { refreshAllNextAvailable } from './availability';
import { kindChannel } from '../notifications/mail-settings';
import { noticeRows, notify } from '../notifications/notify';
import { unsubscribeLinks, unsubscribeSigner } from '../notifications/unsubscribe-links';
import { sessionNotice } from './session-notices';
import { loadSession, mailFacts } from './session-records';
import { sendDueRefunds } from './session-refunds';

// The cron's pass over sessions (every 5 minutes). Each step is one statement over the rows
// it applies to, so two passes at once do each thing once:
// - a mentor not in the room 10 minutes after the start is a no-show: the student is refunded;
// - 15 minutes after the end a session is completed (or the student's no-show if they never
//   joined); quick sessions end by their own rule (below);
// - bookings whose hold ran out unpaid are marked expired (their time was free already);
// - reminders 24 hours (for sessions booked earlier than that) and 1 hour before, the last
//   in the bell too;
// - refunds a failure left due are sent again; the next free times move on with the clock.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function remind(db: Db, origin: string, now: number, lead: '24 hours' | '1 hour') {
  const claimed =
    lead === '24 hours'
      ? sql`UPDATE mentor_sessions SET reminded_24h_at = ${now}
          WHERE kind = 'booked' AND status = 'confirmed' AND reminded_24h_at IS NULL AND starts_at <= ${now + 24 * HOUR}
            AND starts_at > ${now + 2 * HOUR} AND created_at <= starts_at - ${24 * HOUR} RETURNING id`
      : sql`UPDATE mentor_sessions SET reminded_1h_at = ${now}
          WHERE kind = 'booked' AND status = 'confirmed' AND reminded_1h_at IS NULL AND starts_at <= ${now + HOUR} AND starts_at > ${now}
          RETURNING id`;
  const { results } = await statement(db, claimed).all<{ id: number }>();
  if (results.length === 0) return 0;
  const sign = await unsubscribeSigner(db);
  for (const { id } of results) {
    const loaded = await loadSession(db, id);
    if (!loaded) continue;
    if (lead === '1 hour') {
      const soon = (['student', 'mentor'] as const).map((reader) => sessionNotice(loaded, 'session_soon', reader));
      await notify(db, noticeRows(soon, new Date(now)));
    }
    // The mail is the "Sessions starting soon" kind's: only to those who keep it at once.
    for (const reader of ['student', 'mentor'] as const) {
      const person = reader === 'student' ? loaded.student : loaded.mentor;
      if ((await kindChannel(db, person.id, 'session_soon')) !== 'mail') continue;
      const links = unsubscribeLinks(origin, await sign(person.id, 'session_soon'), 'sessions starting soon');
      await enqueueMail(
        db,
        person.email,
        'session_reminder',
        sessionReminderMail(mailFacts(loaded, reader, origin), lead, links),
      );
    }
  }
  return results.length;
}

export async function runSessionLifecycle(db: Db, payments: Payments | null, origin: string, at: Date) {
  const now = at.getTime();
  const [noShows, ended, quickEnded, expired] = await runBatch(db, [
    statement(
      db,
      sql`UPDATE mentor_sessions SET status = 'no_show_mentor', refund_due = 1, updated_at = ${now}
        WHERE kind = 'booked' AND status = 'confirmed' AND mentor_joined_at IS NULL
          AND starts_at <= ${now - MENTOR_NO_SHOW_MINUTES * MINUTE}`,
    ),
    statement(
      db,
      sql`UPDATE mentor_sessions
        SET status = CASE WHEN student_joined_at IS NULL THEN 'no_show_student' ELSE 'completed' END, updated_at = ${now}
        WHERE kind = 'booked' AND status = 'confirmed' AND ends_at <= ${now - COMPLETE_AFTER_MINUTES * MINUTE}`,
    ),
    // A quick session is completed once both have joined and it has run its length; at the
    // end of its week a mentor who never came means a full refund, a student who never came
    // means none.
    statement(
      db,
      sql`UPDATE mentor_sessions
        SET status = CASE
            WHEN mentor_joined_at IS NOT NULL AND student_joined_at IS NOT NULL THEN 'completed'
            WHEN mentor_joined_at IS NULL THEN 'no_show_mentor'
            ELSE 'no_show_student' END,
          refund_due = CASE WHEN mentor_joined_at IS NULL THEN 1 ELSE refund_due END,
          updated_at = ${now}
        WHERE kind = 'quick' AND status = 'confirmed' AND (ends_at <= ${now}
          OR max(mentor_joined_at, student_joined_at) + duration_minutes * ${MINUTE} <= ${now})`,
    ),
    statement(
      db,
      sql`UPDATE mentor_sessions SET status = 'expired', updated_at = ${now}
        WHERE status = 'pending_payment' AND hold_until <= ${now}`,
    ),
  ]);
  const reminders = (await remind(db, origin, now, '24 hours')) + (await remind(db, origin, now, '1 hour'));
  const refunds = payments ? await sendDueRefunds(db, payments.provider, origin, { at }) : 0;
  const mentorsRefreshed = await refreshAllNextAvailable(db, at);
  return {
    noShows: noShows?.meta.changes ?? 0,
    ended: (ended?.meta.changes ?? 0) + (quickEnded?.meta.changes ?? 0),
    expired: expired?.meta.changes ?? 0,
    reminders,
    refunds,
    mentorsRefreshed,
  };
}
