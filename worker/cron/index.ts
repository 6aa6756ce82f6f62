import { cronRuns } from '../../db/schema';
import { createDb } from '../db';
import { type ScheduledJob, scheduledJobs } from './jobs';

// Every job is idempotent: running the cron twice, or late, changes nothing twice. Each
// job runs on its own: one that throws is recorded as `{ error }` in the run's summary and
// the others still run, so a broken row in one table cannot stop results or mail. Every
// run is recorded with what it did.
export async function runScheduledJobs(
  env: Env,
  cron: string,
  scheduledTime: number,
  jobs: Record<string, ScheduledJob> = scheduledJobs,
): Promise<Record<string, unknown>> {
  const db = createDb(env.DB);
  const context = { env, db, now: new Date(scheduledTime), runId: crypto.randomUUID() };
  const summary: Record<string, unknown> = {};
  for (const [name, job] of Object.entries(jobs)) {
    try {
      summary[name] = await job(context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(JSON.stringify({ event: 'cron_job_failed', cron, job: name, error: message }));
      summary[name] = { error: message };
    }
  }
  await db.insert(cronRuns).values({
    cron,
    scheduledAt: context.now,
    finishedAt: new Date(),
    summary: JSON.stringify(summary),
  });
  return summary;
}
