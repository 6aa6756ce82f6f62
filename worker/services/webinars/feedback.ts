import { desc, eq, sql } from 'drizzle-orm';
import { users, webinarFeedback } from '../../../db/schema';
import type { FeedbackDto, FeedbackInput, FeedbackPage, FeedbackSummary } from '../../contract/webinars';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { fullName } from '../users';
import { webinarPage } from './catalog';
import type { WebinarCaller } from './host-marks';
import { WEBINAR_NOT_FOUND } from './registrations';

const attended = (webinarId: number, userId: number) =>
  sql`EXISTS (SELECT 1 FROM webinar_attendance a WHERE a.webinar_id = ${webinarId} AND a.user_id = ${userId})`;

const averageOf = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

async function feedbackRows(db: Db, webinarId: number, userId?: number): Promise<FeedbackDto[]> {
  const rows = await db
    .select({
      webinarRating: webinarFeedback.webinarRating,
      hostRating: webinarFeedback.hostRating,
      comment: webinarFeedback.comment,
      givenAt: webinarFeedback.createdAt,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(webinarFeedback)
    .innerJoin(users, eq(users.id, webinarFeedback.userId))
    .where(
      userId === undefined
        ? eq(webinarFeedback.webinarId, webinarId)
        : sql`${webinarFeedback.webinarId} = ${webinarId} AND ${webinarFeedback.userId} = ${userId}`,
    )
    .orderBy(desc(webinarFeedback.createdAt));
  return rows.map((row) => ({
    name: fullName(row),
    webinarRating: row.webinarRating,
    hostRating: row.hostRating,
    comment: row.comment,
    givenAt: row.givenAt.toISOString(),
  }));
}

// Everyone's feedback on a webinar, latest first, with the averages.
export async function feedbackSummary(db: Db, webinarId: number): Promise<FeedbackSummary> {
  const feedback = await feedbackRows(db, webinarId);
  const mean = (pick: (f: FeedbackDto) => number) =>
    feedback.length ? averageOf(feedback.reduce((sum, f) => sum + pick(f), 0) / feedback.length) : null;
  return {
    count: feedback.length,
    webinarAverage: mean((f) => f.webinarRating),
    hostAverage: mean((f) => f.hostRating),
    feedback,
  };
}

// The feedback page as the viewer sees it: their own, whether they may still give it, and for
// the host and admins every attendee's with the averages.
export async function feedbackPage(db: Db, webinarId: number, viewer: WebinarCaller): Promise<FeedbackPage> {
  const page = await webinarPage(db, webinarId, viewer.id);
  if (!page) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  const [[mine], [{ came } = { came: 0 }]] = await Promise.all([
    feedbackRows(db, webinarId, viewer.id),
    db.all<{ came: number }>(sql`SELECT ${attended(webinarId, viewer.id)} AS came`),
  ]);
  const summary = page.isHost || viewer.isAdmin ? await feedbackSummary(db, webinarId) : null;
  return { mine: mine ?? null, mayGive: !mine && Boolean(came) && !page.isHost, summary };
}

// Given once, by a member who attended the live session (not its host), in one statement: a
// second try, or one from someone who did not attend, writes nothing and is told why.
export async function giveFeedback(
  db: Db,
  webinarId: number,
  viewer: WebinarCaller,
  input: FeedbackInput,
  now = new Date(),
): Promise<FeedbackPage> {
  const result = await db.run(sql`
    INSERT INTO webinar_feedback (webinar_id, user_id, webinar_rating, host_rating, comment, created_at)
    SELECT w.id, ${viewer.id}, ${input.webinarRating}, ${input.hostRating}, ${input.comment}, ${now.getTime()}
    FROM webinars w WHERE w.id = ${webinarId} AND w.host_id != ${viewer.id} AND ${attended(webinarId, viewer.id)}
    ON CONFLICT (webinar_id, user_id) DO NOTHING
  `);
  const page = await feedbackPage(db, webinarId, viewer);
  if (result.meta.changes > 0) return page;
  if (page.mine) throw new ApiError('CONFLICT', 'You have already given feedback on this webinar');
  throw new ApiError('FORBIDDEN', 'Only those who attended this webinar can give feedback on it');
}
