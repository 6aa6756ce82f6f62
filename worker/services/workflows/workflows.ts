import { and, desc, eq, gt, gte } from 'drizzle-orm';
import { cronLeases, jobRuns, pausedJobs } from '../../../db/schema';
import type { JobRun, PausedJob, WorkflowJob, Workflows } from '../../contract/workflows';
import { type ScheduledJob, scheduledJobs } from '../../cron/jobs';
import { jobRunWrites, runJob } from '../../cron/run-job';
import { CRON_SCHEDULE, nextCronTime, scheduleText } from '../../domain/cron-schedule';
import { JOB_CATALOGUE } from '../../domain/jobs-catalogue';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditInsert, auditStatementIfChanged } from '../audit-log';
import { runBatch, statement } from '../statements';

// /admin/workflows: the cron's jobs as an admin sees and steers them (cron/index.ts runs them).

const RUNS_SHOWN = 10;
const FAILURES_SHOWN = 3;
const DAY_MS = 24 * 3600_000;

const jobRunView = (row: typeof jobRuns.$inferSelect): JobRun => ({
  id: row.id,
  trigger: row.trigger,
  startedAt: row.startedAt.toISOString(),
  durationMs: Math.max(0, row.finishedAt.getTime() - row.startedAt.getTime()),
  status: row.status,
  result: row.result,
  error: row.error,
});

// A job the catalogue has no words for (one a test runs) is headed by its code name.
const titleOf = (name: string) => JOB_CATALOGUE[name]?.title ?? name;

const pausedView = (row: typeof pausedJobs.$inferSelect): PausedJob => ({
  job: row.job,
  title: titleOf(row.job),
  by: row.adminName,
  at: row.pausedAt.toISOString(),
});

function knownJob(jobs: Record<string, ScheduledJob>, name: string): ScheduledJob {
  const job = Object.hasOwn(jobs, name) ? jobs[name] : undefined;
  if (!job) throw new ApiError('NOT_FOUND', 'There is no scheduled job by that name.');
  return job;
}

// Every job in the order a run does them, each with its last runs and the day's failures: two
// reads per job on the index of job and start, in one batch, whatever the table's length.
export async function listWorkflows(db: Db, now: Date): Promise<Workflows> {
  const names = Object.keys(scheduledJobs);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const reads = names.flatMap((name) => [
    db.select().from(jobRuns).where(eq(jobRuns.job, name)).orderBy(desc(jobRuns.startedAt)).limit(RUNS_SHOWN),
    db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, name), gte(jobRuns.startedAt, dayAgo), eq(jobRuns.status, 'failed')))
      .orderBy(desc(jobRuns.startedAt)),
  ]);
  const [history, paused, leases] = await Promise.all([
    db.batch(reads as [(typeof reads)[number], ...typeof reads]),
    db.select().from(pausedJobs),
    db.select({ name: cronLeases.name }).from(cronLeases).where(gt(cronLeases.expiresAt, now)),
  ]);
  const pausedByJob = new Map(paused.map((p) => [p.job, pausedView(p)]));
  const running = new Set(leases.map((l) => l.name));
  const nextRunAt = nextCronTime(CRON_SCHEDULE, now).toISOString();
  const jobs = names.map((name, i): WorkflowJob => {
    const failures = history[2 * i + 1] ?? [];
    const pausedJob = pausedByJob.get(name) ?? null;
    return {
      name,
      title: titleOf(name),
      does: JOB_CATALOGUE[name]?.does ?? '',
      mails: JOB_CATALOGUE[name]?.mails ?? [],
      paused: pausedJob,
      running: running.has(name),
      nextRunAt: pausedJob ? null : nextRunAt,
      runs: (history[2 * i] ?? []).map(jobRunView),
      failuresToday: failures.length,
      recentFailures: failures.slice(0, FAILURES_SHOWN).map(jobRunView),
    };
  });
  return { schedule: CRON_SCHEDULE, scheduleText: scheduleText(CRON_SCHEDULE), nextRunAt, jobs };
}

// For the notice on /admin: one read of a table of a few rows at most.
export async function pausedJobList(db: Db): Promise<PausedJob[]> {
  return (await db.select().from(pausedJobs).orderBy(pausedJobs.pausedAt)).map(pausedView);
}

// The cron skips a paused job until it is resumed. The change and its audit row are one
// batch, the row written only if the change was made: pausing a paused job, or resuming one
// that is not, changes nothing and leaves no trace.
export async function pauseJob(db: Db, name: string, audit: AuditRecord): Promise<PausedJob> {
  knownJob(scheduledJobs, name);
  const row = { job: name, adminId: audit.admin.id, adminName: audit.admin.username, pausedAt: new Date() };
  const [paused] = await runBatch(db, [
    statement(db, db.insert(pausedJobs).values(row).onConflictDoNothing()),
    auditStatementIfChanged(db, audit),
  ]);
  if (!paused?.meta.changes) throw new ApiError('CONFLICT', `${name} is already paused.`);
  return pausedView(row);
}

export async function resumeJob(db: Db, name: string, audit: AuditRecord): Promise<{ resumed: true }> {
  knownJob(scheduledJobs, name);
  const [resumed] = await runBatch(db, [
    statement(db, db.delete(pausedJobs).where(eq(pausedJobs.job, name))),
    auditStatementIfChanged(db, audit),
  ]);
  if (!resumed?.meta.changes) throw new ApiError('CONFLICT', `${name} is not paused.`);
  return { resumed: true };
}

// 'Run now': the job runs in this request, under the same lease as the cron's runs, so it never
// runs twice at once; held, nothing runs and nothing is written. A paused job runs too (the
// pause stops the cron, not an admin). The run's row and the audit row are one batch, written
// whether the job succeeded or failed.
export async function runJobNow(
  env: Env,
  db: Db,
  name: string,
  audit: AuditRecord,
  jobs: Record<string, ScheduledJob> = scheduledJobs,
): Promise<JobRun> {
  const job = knownJob(jobs, name);
  const runId = crypto.randomUUID();
  const outcome = await runJob(name, job, { env, db, now: new Date(), runId });
  if (outcome.status === 'skipped') {
    throw new ApiError('CONFLICT', `${name} is running now. Try again once it has finished.`);
  }
  const [[row]] = await db.batch([
    ...jobRunWrites(db, name, runId, audit.admin.username, outcome),
    auditInsert(db, { ...audit, detail: { runId, status: outcome.status, error: outcome.error } }),
  ]);
  if (!row) throw new Error(`The run of ${name} was not recorded`);
  return jobRunView(row);
}
