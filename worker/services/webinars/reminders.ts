import { sql } from 'drizzle-orm';
import type { Db } from '../../env';
import { notify } from '../notifications/notify';

const HOUR = 3_600_000;
// Before the start: a day ahead, and an hour ahead.
const LEADS = [24, 1] as const;

// 'Starts in 24 hours' and 'starts in an hour' for each seat, through the notification system
// (bell, mail, the member's settings). A reminder's moment is its lead before the start; it
// goes to seats taken before that moment (a seat taken later has just had its invite), once
// per seat and start (the key names both, so a moved webinar reminds again), and not at all
// for a cancelled or ended webinar. One statement per lead, whatever the number of seats.
export async function webinarReminders(db: Db, now = new Date()): Promise<number> {
  const at = now.getTime();
  let told = 0;
  for (const lead of LEADS) {
    const moment = sql`w.starts_at - ${lead * HOUR}`;
    const rows = sql`SELECT NULL AS id, r.user_id AS user_id, 'webinar_soon' AS kind,
        'webinar_soon:' || r.id || ':' || ${lead} || ':' || w.starts_at AS key,
        'webinar_soon:' || r.id || ':' || ${lead} || ':' || w.starts_at AS group_key,
        w.host_id AS actor_id,
        json_object('title', w.title, 'hours', CAST((w.starts_at - ${at} + ${HOUR - 1}) / ${HOUR} AS INTEGER)) AS data,
        '/webinar/' || w.id AS link, NULL AS seen_at, ${at} AS created_at
      FROM webinar_registrations r JOIN webinars w ON w.id = r.webinar_id
      WHERE r.status = 'registered' AND w.cancelled_at IS NULL AND w.ended_at IS NULL
        AND ${moment} <= ${at} AND w.starts_at > ${at} AND r.created_at < ${moment}`;
    told += (await notify(db, rows)).length;
  }
  return told;
}
