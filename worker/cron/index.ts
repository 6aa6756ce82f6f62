import { cronRuns } from '../../db/schema';
import { createDb } from '../middleware/db';
import { ensureDailyChallenges } from '../services/challenges/daily-schedule';
import { finalizeDueChallenges } from '../services/challenges/results';
import { sendQueuedMail } from '../services/mail/send-queued';
import { deleteExpiredSessions } from '../services/session';

// Every job is idempotent: running the cron twice, or late, changes nothing twice.
// Opening and closing need no job (status follows the clock); the cron plans the days
// ahead and names results once voting has closed. Each run is recorded with what it did.
export async function runScheduledJobs(env: Env, cron: string, scheduledTime: number): Promise<Record<string, unknown>> {
  const db = createDb(env.DB);
  const now = new Date(scheduledTime);
  const summary = {
    dailyChallenges: await ensureDailyChallenges(db, now),
    results: await finalizeDueChallenges(db, now),
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
