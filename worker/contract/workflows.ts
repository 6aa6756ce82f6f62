import { z } from 'zod';
import { isoTime } from './common';

// /admin/workflows: every scheduled job, what it does and the mail it sends, its recent runs
// and failures, when it runs next; an admin pauses, resumes or runs one now.

export const jobNameParam = z.object({
  job: z.string().min(1).max(80),
});

const count = z.number().int().nonnegative();

export const jobRunSchema = z
  .object({
    id: z.number().int(),
    // 'cron', or the username of the admin who ran it.
    trigger: z.string(),
    startedAt: isoTime,
    durationMs: count,
    status: z.enum(['ok', 'failed', 'skipped']),
    // What it did, as the job's JSON answer (cut short); for a skipped run, why.
    result: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'JobRun' });
export type JobRun = z.infer<typeof jobRunSchema>;

// `job` is the code name (the logs' and the URL's); `title` the words a person reads.
export const pausedJobSchema = z
  .object({ job: z.string(), title: z.string(), by: z.string(), at: isoTime })
  .meta({ id: 'PausedJob' });
export type PausedJob = z.infer<typeof pausedJobSchema>;

export const workflowJobSchema = z
  .object({
    // The code name, as the logs and the URL know it.
    name: z.string(),
    title: z.string(),
    does: z.string(),
    // The mail it sends itself.
    mails: z.array(z.string()),
    paused: pausedJobSchema.nullable(),
    // Someone (the cron or an admin) holds its lease now.
    running: z.boolean(),
    // Null while paused.
    nextRunAt: isoTime.nullable(),
    // Newest first, the last ten.
    runs: z.array(jobRunSchema),
    // In the last 24 hours: how many failed, and the latest three of them.
    failuresToday: count,
    recentFailures: z.array(jobRunSchema),
  })
  .meta({ id: 'WorkflowJob' });
export type WorkflowJob = z.infer<typeof workflowJobSchema>;

export const workflowsSchema = z
  .object({
    schedule: z.string(),
    // The schedule in words ('Every 5 minutes').
    scheduleText: z.string(),
    nextRunAt: isoTime,
    // In the order each run does them.
    jobs: z.array(workflowJobSchema),
  })
  .meta({ id: 'Workflows' });
export type Workflows = z.infer<typeof workflowsSchema>;

export const pausedJobsSchema = z.object({ paused: z.array(pausedJobSchema) }).meta({ id: 'PausedJobs' });
