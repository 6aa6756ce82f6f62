import { type SQL, sql } from 'drizzle-orm';
import { challengeReminders } from '../../../db/schema';
import { awakeZones, SITE_TIME_ZONE } from '../../domain/quiet-hours';
import type { Db } from '../../env';
import { notify } from './notify';

// Reminders before a challenge's entries or its voting close (docs/rules.md "Notifications"):
// each once per member and challenge (its key), from the cron, sent when the deadline is at
// most this far off and it is day where the member is. Someone asleep when the window opens
// hears at the first tick after 08:00 of theirs, if the deadline has not passed; else never.
const REMIND_BEFORE_MS = 3 * 3600_000;

// The hours left to `deadline`, rounded up (a bound number arrives as a real).
const hoursLeft = (deadline: SQL, at: number) => sql`CAST((${deadline} - ${at}) / 3600000.0 + 0.999999 AS INTEGER)`;

// Whose clock (a member without a zone is on the site's) says it is day now.
const isDayFor = (userZone: SQL, now: Date) =>
  sql`coalesce(${userZone}, ${SITE_TIME_ZONE}) IN (SELECT value FROM json_each(${JSON.stringify(awakeZones(now))}))`;

// 'Remind me' on a challenge, or its submit page opened: asked once, however often.
export async function rememberInterest(db: Db, userId: number, challengeId: number): Promise<void> {
  await db.insert(challengeReminders).values({ userId, challengeId }).onConflictDoNothing();
}

// Entries closing: those who asked and have not entered hear how many hours are left.
export function entriesClosingReminders(db: Db, now: Date) {
  const at = now.getTime();
  return notify(
    db,
    sql`SELECT NULL, r.user_id, 'entries_closing', 'entries_closing:' || c.id, 'entries_closing:' || c.id, NULL,
        json_object('title', c.title, 'hours', ${hoursLeft(sql`c.end_date`, at)}),
        CASE WHEN c.creator_id IS NULL THEN '/challenges/' || c.id ELSE '/user-challenges/' || coalesce(c.key, c.id) END, NULL, ${at}
      FROM challenge_reminders r
      JOIN challenges c ON c.id = r.challenge_id
      JOIN users u ON u.id = r.user_id
      WHERE c.start_date <= ${at} AND c.end_date > ${at} AND c.end_date <= ${at + REMIND_BEFORE_MS}
        AND c.removed_at IS NULL AND ${isDayFor(sql`u.time_zone`, now)}
        AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.challenge_id = c.id AND s.user_id = r.user_id)`,
  );
}

// Voting closing: a voter who has scored fewer entries than the coverage rule asks
// (domain/scoring.ts: 20% of the entries they may score, or 5, whichever is fewer) hears how
// many more would make their scores count. Active entries only; their own are not theirs to score.
export function votingClosingReminders(db: Db, now: Date) {
  const at = now.getTime();
  return notify(
    db,
    sql`WITH closing AS (
        SELECT id, title, creator_id, key, voting_end_date FROM challenges
        WHERE end_date <= ${at} AND voting_end_date > ${at} AND voting_end_date <= ${at + REMIND_BEFORE_MS}
          AND removed_at IS NULL AND results_at IS NULL
      ),
      own AS (
        SELECT s.challenge_id, s.user_id, count(*) AS n FROM submissions s JOIN closing c ON c.id = s.challenge_id
        WHERE s.status = 'active' GROUP BY s.challenge_id, s.user_id
      ),
      totals AS (SELECT challenge_id, sum(n) AS n FROM own GROUP BY challenge_id),
      scored AS (
        SELECT v.challenge_id, v.voter_id, count(*) AS n FROM votes v
        JOIN closing c ON c.id = v.challenge_id JOIN submissions s ON s.id = v.submission_id
        WHERE s.status = 'active' AND s.user_id <> v.voter_id GROUP BY v.challenge_id, v.voter_id
      ),
      short AS (
        SELECT sc.challenge_id, sc.voter_id,
          min(5, (t.n - coalesce(o.n, 0) + 4) / 5) - sc.n AS left
        FROM scored sc JOIN totals t ON t.challenge_id = sc.challenge_id
        LEFT JOIN own o ON o.challenge_id = sc.challenge_id AND o.user_id = sc.voter_id
      )
      SELECT NULL, sh.voter_id, 'voting_closing', 'voting_closing:' || c.id, 'voting_closing:' || c.id, NULL,
        json_object('title', c.title, 'hours', ${hoursLeft(sql`c.voting_end_date`, at)}, 'left', sh.left),
        CASE WHEN c.creator_id IS NULL THEN '/challenge/' || c.id || '/entries' ELSE '/user-challenges/' || coalesce(c.key, c.id) END,
        NULL, ${at}
      FROM short sh
      JOIN closing c ON c.id = sh.challenge_id
      JOIN users u ON u.id = sh.voter_id
      WHERE sh.left > 0 AND ${isDayFor(sql`u.time_zone`, now)}`,
  );
}
