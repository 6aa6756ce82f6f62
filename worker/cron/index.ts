import { cronRuns, pausedJobs } from '../../db/schema';
import { createDb } from '../db';
import { type ScheduledJob, scheduledJobs } from './jobs';
import { jobRunWrites, runJob, skippedAsPaused, summaryOf } from './run-job';

// Every job is idempotent: running the cron twice, or late, changes nothing twice. Each
// job runs on its own, under its own lease: one that throws is recorded as `{ error }` in the
// run's summary and the others still run, so a broken row in one table cannot stop results or
// mail. A job an admin paused is skipped. Every job's run is recorded in job_runs as it ends
// (when, how long, what it did or its error), and the whole run in cron_runs.
export async function runScheduledJobs(
  env: Env,
  cron: string,
  scheduledTime: number,
  jobs: Record<string, ScheduledJob> = scheduledJobs,
): Promise<Record<string, unknown>> {
  const db = createDb(env.DB);
  const context = { env, db, now: new Date(scheduledTime), runId: crypto.randomUUID() };
  const paused = new Set((await db.select({ job: pausedJobs.job }).from(pausedJobs)).map((p) => p.job));
  const summary: Record<string, unknown> = {};
  for (const [name, job] of Object.entries(jobs)) {
    const outcome = paused.has(name) ? skippedAsPaused() : await runJob(name, job, context);
    if (outcome.status === 'failed') {
      console.error(JSON.stringify({ event: 'cron_job_failed', cron, job: name, error: outcome.error }));
    }
    summary[name] = summaryOf(outcome);
    try {
      await db.batch(jobRunWrites(db, name, context.runId, 'cron', outcome));
    } catch (error) {
      // The record is lost, not the run: the next jobs still run and cron_runs still has it.
      const message = error instanceof Error ? error.message : String(error);
      console.error(JSON.stringify({ event: 'job_run_not_recorded', cron, job: name, error: message }));
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
