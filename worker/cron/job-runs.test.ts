import { env } from 'cloudflare:workers';
import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cronLeases, jobRuns, pausedJobs } from '../../db/schema';
import { db } from '../test/helpers';
import { runScheduledJobs } from '.';
import { scheduledJobs } from './jobs';
import { CRON_LEASE_MS } from './lease';
import { JOB_RUNS_KEPT_MS, RESULT_CHARS } from './run-job';

let n = 0;
// Job names of this test alone, so leases and pauses of other tests do not meet them.
const jobName = (what: string) => `${what}-${Date.now().toString(36)}-${n++}`;

const runsOf = (job: string) => db().select().from(jobRuns).where(eq(jobRuns.job, job));

describe("the cron's record of each job", () => {
  it('has a row for every scheduled job, with its start, end and what it did', async () => {
    const before = new Date();
    const summary = await runScheduledJobs(env, '*/5 * * * *', Date.now());
    const rows = await db()
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.trigger, 'cron'), gte(jobRuns.startedAt, before)));
    expect(rows.map((r) => r.job).sort()).toEqual(Object.keys(scheduledJobs).sort());
    expect(new Set(rows.map((r) => r.runId)).size).toBe(1);
    for (const row of rows) {
      expect(row.status, `${row.job}: ${row.error}`).toBe('ok');
      expect(row.finishedAt.getTime()).toBeGreaterThanOrEqual(row.startedAt.getTime());
      expect(JSON.parse(row.result ?? ''), row.job).toEqual(summary[row.job] ?? null);
    }
  });

  it('keeps a failure with its error, and the jobs after it still run and are recorded', async () => {
    const [broken, after] = [jobName('broken'), jobName('after')];
    await runScheduledJobs(env, '*/5 * * * *', Date.now(), {
      [broken]: async () => {
        throw new Error('no such column: final_rank');
      },
      [after]: async () => ({ sent: 2 }),
    });
    expect(await runsOf(broken)).toMatchObject([{ status: 'failed', error: 'no such column: final_rank', result: null }]);
    expect(await runsOf(after)).toMatchObject([{ status: 'ok', result: '{"sent":2}', error: null }]);
  });

  it('cuts a long answer short', async () => {
    const chatty = jobName('chatty');
    await runScheduledJobs(env, '*/5 * * * *', Date.now(), {
      [chatty]: async () => ({ ids: Array.from({ length: 500 }, (_, i) => i) }),
    });
    const [row] = await runsOf(chatty);
    expect(row?.result).toHaveLength(RESULT_CHARS);
    expect(row?.result?.endsWith('…')).toBe(true);
  });

  it('skips a paused job, and one whose lease another run holds, and says so', async () => {
    const [paused, held] = [jobName('paused'), jobName('held')];
    await db().insert(pausedJobs).values({ job: paused, adminName: 'ada', pausedAt: new Date() });
    await db()
      .insert(cronLeases)
      .values({ name: held, holder: 'another-run', expiresAt: new Date(Date.now() + CRON_LEASE_MS) });
    const ran: string[] = [];
    const summary = await runScheduledJobs(env, '*/5 * * * *', Date.now(), {
      [paused]: async () => ran.push(paused),
      [held]: async () => ran.push(held),
    });
    expect(ran).toEqual([]);
    expect(summary).toEqual({ [paused]: { skipped: 'paused' }, [held]: { skipped: 'another run holds the lease' } });
    expect(await runsOf(paused)).toMatchObject([{ status: 'skipped', result: '{"skipped":"paused"}' }]);
    expect(await runsOf(held)).toMatchObject([{ status: 'skipped', result: '{"skipped":"another run holds the lease"}' }]);
  });

  it("forgets a job's runs once they are older than kept", async () => {
    const job = jobName('old');
    const old = new Date(Date.now() - JOB_RUNS_KEPT_MS - 60_000);
    await db()
      .insert(jobRuns)
      .values({ job, runId: 'old-run', trigger: 'cron', startedAt: old, finishedAt: old, status: 'ok', result: '0' });
    await runScheduledJobs(env, '*/5 * * * *', Date.now(), { [job]: async () => 1 });
    expect((await runsOf(job)).map((r) => r.result)).toEqual(['1']);
  });
});
