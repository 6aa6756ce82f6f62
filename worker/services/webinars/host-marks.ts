import { type SQL, sql } from 'drizzle-orm';
import type { WebinarPage } from '../../contract/webinars';
import { DOORS_OPEN_MS } from '../../domain/webinars';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { webinarPage } from './catalog';
import { WEBINAR_NOT_FOUND } from './registrations';

const MINUTE = 60_000;

// Whoever acts on a webinar: the host is known by id, and admins may act for any host.
export type WebinarCaller = { id: number; isAdmin: boolean };

// A signed-in member as a WebinarCaller: super admins act as admins.
export const webinarCaller = (user: { id: number; isAdmin: boolean; isSuperAdmin: boolean }): WebinarCaller => ({
  id: user.id,
  isAdmin: user.isAdmin || user.isSuperAdmin,
});

// One mark by the host (or an admin): a single UPDATE whose WHERE holds the rule as the
// webinar stands; when it changes nothing, the webinar as it now stands says why.
async function mark(
  db: Db,
  id: number,
  caller: WebinarCaller,
  now: Date,
  set: SQL,
  rule: SQL,
  refuse: (page: WebinarPage) => string,
) {
  const result = await db.run(sql`UPDATE webinars SET ${set}, updated_at = ${now.getTime()}
    WHERE id = ${id} AND (host_id = ${caller.id} OR ${caller.isAdmin ? 1 : 0} = 1)
      AND cancelled_at IS NULL AND ended_at IS NULL AND ${rule}`);
  const page = await webinarPage(db, id, caller.id, now);
  if (!page) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  if (result.meta.changes > 0) return page;
  if (!page.isHost && !caller.isAdmin) throw new ApiError('FORBIDDEN', 'Only the host can do that');
  if (page.webinar.phase === 'cancelled') throw new ApiError('CONFLICT', 'This webinar was cancelled');
  if (page.webinar.phase === 'ended') throw new ApiError('CONFLICT', 'This webinar has ended');
  throw new ApiError('CONFLICT', refuse(page));
}

// 'Start webinar': from the doors opening (15 minutes before the time) until the scheduled end.
export const startWebinar = (db: Db, id: number, caller: WebinarCaller, now = new Date()) =>
  mark(
    db,
    id,
    caller,
    now,
    sql`started_at = ${now.getTime()}`,
    sql`started_at IS NULL AND starts_at - ${DOORS_OPEN_MS} <= ${now.getTime()}
      AND starts_at + duration_minutes * ${MINUTE} > ${now.getTime()}`,
    (page) =>
      page.webinar.phase === 'upcoming'
        ? 'A webinar can be started from 15 minutes before its time'
        : 'This webinar has already started',
  );

// 'End webinar': once it is live (started, or past its time); the replay follows.
export const endWebinar = (db: Db, id: number, caller: WebinarCaller, now = new Date()) =>
  mark(
    db,
    id,
    caller,
    now,
    sql`ended_at = ${now.getTime()}`,
    sql`(started_at IS NOT NULL OR starts_at <= ${now.getTime()})`,
    () => 'This webinar has not started yet',
  );
