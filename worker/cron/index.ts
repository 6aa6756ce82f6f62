import { cronRuns } from '../../db/schema';
import { createDb } from '../middleware/db';
import { sendQueuedMail } from '../services/mail/send-queued';
import { deleteExpiredSessions } from '../services/session';

// Every job is idempotent: running the cron twice, or late, changes nothing twice.
// Each run is recorded with what it did.
export async function runScheduledJobs(env: Env, cron: string, scheduledTime: number): Promise<Record<string, unknown>> {
  const db = createDb(env.DB);
  const now = new Date(scheduledTime);
  const summary = {
    expiredSessionsRemoved: await deleteExpiredSessions(db, now),
    mail: await sendQueuedMail(env),
  };
  await db.insert(cronRuns).values({
    cron,
    scheduledAt: now,
    finishedAt: new Date(),
    summary: JSON.stringify(summary),
  });
  return summary;
}
