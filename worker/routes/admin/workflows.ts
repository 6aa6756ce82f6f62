import { z } from 'zod';
import { jobNameParam, jobRunSchema, pausedJobSchema, pausedJobsSchema, workflowsSchema } from '../../contract/workflows';
import { auditOf, caller } from '../../middleware/caller';
import { listWorkflows, pauseJob, pausedJobList, resumeJob, runJobNow } from '../../services/workflows/workflows';
import { apiRoute, jsonAnswer, routes } from '../openapi';

// /admin/workflows: the scheduled jobs, paused, resumed or run now by an admin.

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Every scheduled job: what it does, the mail it sends, its last runs and failures, when it runs next, whether paused',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(workflowsSchema, 'The jobs, in the order each run does them') },
});

const paused = apiRoute({
  method: 'get',
  path: '/paused',
  summary: 'The paused jobs only (for the notice on the admin dashboard)',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(pausedJobsSchema, 'The paused jobs, longest paused first') },
});

const pause = apiRoute({
  method: 'post',
  path: '/{job}/pause',
  summary: 'Pause a job: the cron skips it until it is resumed',
  middleware: [caller('admin', { limit: 'admin', audit: 'job.pause' })],
  request: { params: jobNameParam },
  responses: { 200: jsonAnswer(pausedJobSchema, 'The job is paused') },
});

const resume = apiRoute({
  method: 'post',
  path: '/{job}/resume',
  summary: 'Resume a paused job: the next cron run does it again',
  middleware: [caller('admin', { limit: 'admin', audit: 'job.resume' })],
  request: { params: jobNameParam },
  responses: { 200: jsonAnswer(z.object({ resumed: z.literal(true) }), 'The job is resumed') },
});

const runNow = apiRoute({
  method: 'post',
  path: '/{job}/run',
  summary: 'Run a job now, under its lease: 409 while the cron or another admin is running it',
  middleware: [caller('admin', { limit: 'admin', audit: 'job.run' })],
  request: { params: jobNameParam },
  responses: { 200: jsonAnswer(jobRunSchema, 'The run, done or failed, with what it did or its error') },
});

// The job's name is the audit row's target; the path names it as `:job`.
const audited = (c: Parameters<typeof auditOf>[0], job: string) => auditOf(c, { targetId: job, detail: null });

export const adminWorkflowRoutes = routes()
  .openapi(list, async (c) => c.json(await listWorkflows(c.var.db, new Date()), 200))
  .openapi(paused, async (c) => c.json({ paused: await pausedJobList(c.var.db) }, 200))
  .openapi(pause, async (c) => {
    const { job } = c.req.valid('param');
    return c.json(await pauseJob(c.var.db, job, audited(c, job)), 200);
  })
  .openapi(resume, async (c) => {
    const { job } = c.req.valid('param');
    return c.json(await resumeJob(c.var.db, job, audited(c, job)), 200);
  })
  .openapi(runNow, async (c) => {
    const { job } = c.req.valid('param');
    return c.json(await runJobNow(c.env, c.var.db, job, audited(c, job)), 200);
  });
