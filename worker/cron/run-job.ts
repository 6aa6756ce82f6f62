import { and, eq, lt } from 'drizzle-orm';
import { jobRuns } from '../../db/schema';
import type { Db } from '../env';
import type { JobContext, ScheduledJob } from './jobs';
import { LEASE_HELD, withLease } from './lease';

// How long /admin/workflows keeps a job's runs: a run every five minutes makes 288 a day.
export const JOB_RUNS_KEPT_MS = 14 * 24 * 3600_000;
// What a run did, as JSON cut to this length: the screen shows a line, not a report.
export const RESULT_CHARS = 500;

export type JobOutcome = {
  status: 'ok' | 'failed' | 'skipped';
  // What the job answered, `{ skipped }` for one not run.
  result: unknown;
  error: string | null;
  startedAt: Date;
  finishedAt: Date;
};

const PAUSED = { skipped: 'paused' } as const;

// Runs one job under the lease of its own name, so the cron and an admin's 'Run now' never run
// it twice at once: whoever finds the lease held skips it. A job that throws is an outcome too.
export async function runJob(name: string, job: ScheduledJob, context: JobContext): Promise<JobOutcome> {
  const startedAt = new Date();
  try {
    const result = await withLease(context.db, name, context.runId, () => job(context));
    return { status: result === LEASE_HELD ? 'skipped' : 'ok', result, error: null, startedAt, finishedAt: new Date() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { status: 'failed', result: null, error: message, startedAt, finishedAt: new Date() };
  }
}

export const skippedAsPaused = (): JobOutcome => {
  const at = new Date();
  return { status: 'skipped', result: PAUSED, error: null, startedAt: at, finishedAt: at };
};

// The outcome as the cron_runs summary keeps it: the job's answer, or its error.
export const summaryOf = (outcome: JobOutcome): unknown =>
  outcome.status === 'failed' ? { error: outcome.error } : outcome.result;

function resultText(result: unknown): string {
  const text = JSON.stringify(result ?? null);
  return text.length > RESULT_CHARS ? `${text.slice(0, RESULT_CHARS - 1)}…` : text;
}

// The run's row, and the job's runs older than kept removed (on the index of job and start),
// for one db.batch: with the admin's audit row when they started it.
export const jobRunWrites = (db: Db, job: string, runId: string, trigger: string, outcome: JobOutcome) =>
  [
    db
      .insert(jobRuns)
      .values({
        job,
        runId,
        trigger,
        startedAt: outcome.startedAt,
        finishedAt: outcome.finishedAt,
        status: outcome.status,
        result: outcome.status === 'failed' ? null : resultText(outcome.result),
        error: outcome.error,
      })
      .returning(),
    db
      .delete(jobRuns)
      .where(and(eq(jobRuns.job, job), lt(jobRuns.startedAt, new Date(outcome.startedAt.getTime() - JOB_RUNS_KEPT_MS)))),
  ] as const;
