import { sql } from 'drizzle-orm';
import type { WebinarPage } from '../../contract/webinars';
import { PAID_CANCEL_CUTOFF_MS } from '../../domain/webinars';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { runBatch, statement } from '../statements';
import { seatCounts, webinarPage } from './catalog';

const MINUTE = 60_000;

export const WEBINAR_NOT_FOUND = 'Webinar not found';

// Why a seat was not taken (for free, or `paid` through a checkout), read after the one
// statement that would have taken it wrote nothing (so the answer is about the webinar as it
// stood, and nothing was written).
export function refusal(page: WebinarPage | null, userId: number, paid = false): ApiError {
  if (!page) return new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  const { webinar, registration } = page;
  if (webinar.phase === 'cancelled') return new ApiError('CONFLICT', 'This webinar was cancelled');
  if (webinar.phase === 'ended') return new ApiError('CONFLICT', 'This webinar has ended');
  if (webinar.host.userId === userId) return new ApiError('CONFLICT', 'You are hosting this webinar');
  if (registration) return new ApiError('CONFLICT', 'You are already registered for this webinar');
  if (!paid && webinar.priceCents > 0) {
    return new ApiError('CONFLICT', 'This webinar is paid: reserve your seat on its payment page');
  }
  if (paid && webinar.priceCents === 0) return new ApiError('CONFLICT', 'This webinar is free: register on its page');
  return new ApiError('CONFLICT', 'This webinar is full');
}

// A free seat, in one statement: the webinar must be open (not cancelled, not over, not the
// member's own) and below capacity as the statement runs, so two members can never take the
// last seat, and a second click finds the seat already held. A seat given back earlier comes
// back to life.
export async function registerFree(db: Db, webinarId: number, userId: number, now = new Date()): Promise<WebinarPage> {
  const at = now.getTime();
  const result = await db.run(sql`
    INSERT INTO webinar_registrations (webinar_id, user_id, status, created_at)
    SELECT w.id, ${userId}, 'registered', ${at} FROM webinars w
    WHERE w.id = ${webinarId} AND w.price_cents = 0 AND w.host_id != ${userId}
      AND w.cancelled_at IS NULL AND w.ended_at IS NULL
      AND w.starts_at + w.duration_minutes * ${MINUTE} > ${at}
      AND (SELECT count(*) FROM webinar_registrations r WHERE r.webinar_id = w.id AND ${seatCounts(at)}) < w.capacity
    ON CONFLICT (webinar_id, user_id) DO UPDATE SET status = 'registered', cancelled_at = NULL, created_at = ${at},
      seat_changes = seat_changes + 1
    WHERE webinar_registrations.status = 'cancelled'
  `);
  const page = await webinarPage(db, webinarId, userId, now);
  if (result.meta.changes === 0) throw refusal(page, userId);
  if (!page) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  return page;
}

// A registrant gives their seat back: a free seat until the start, a paid one until 24 hours
// before it. One statement checks the rule against the webinar as it stands; a paid seat's
// refund is written due in the same batch (refunds.ts sends it).
export async function cancelRegistration(db: Db, webinarId: number, userId: number, now = new Date()): Promise<WebinarPage> {
  const at = now.getTime();
  const [result] = await runBatch(db, [
    statement(
      db,
      sql`UPDATE webinar_registrations SET status = 'cancelled', cancelled_at = ${at}, seat_changes = seat_changes + 1
      WHERE webinar_id = ${webinarId} AND user_id = ${userId} AND status = 'registered'
        AND EXISTS (SELECT 1 FROM webinars w WHERE w.id = ${webinarId}
          AND w.cancelled_at IS NULL AND w.ended_at IS NULL AND w.started_at IS NULL
          AND ${at} < w.starts_at - (CASE WHEN w.price_cents > 0 THEN ${PAID_CANCEL_CUTOFF_MS} ELSE 0 END))`,
    ),
    statement(
      db,
      sql`INSERT INTO webinar_refunds (payment_id, registration_id, reason, created_at)
      SELECT payment_id, id, 'given_back', ${at} FROM webinar_registrations
      WHERE changes() = 1 AND webinar_id = ${webinarId} AND user_id = ${userId} AND payment_id IS NOT NULL
      ON CONFLICT (payment_id) DO NOTHING`,
    ),
  ]);
  const page = await webinarPage(db, webinarId, userId, now);
  if (!page) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  if (result && result.meta.changes > 0) return page;
  if (!page.registration) throw new ApiError('NOT_FOUND', 'You are not registered for this webinar');
  if (page.webinar.phase !== 'upcoming') throw new ApiError('CONFLICT', 'This webinar has already started');
  throw new ApiError('CONFLICT', 'Paid seats can be given back until 24 hours before the start');
}
