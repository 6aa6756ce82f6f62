import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cronRuns, sessions } from '../../db/schema';
import worker from '../index';
import { db, makeUser, present } from '../test/helpers';
import { runScheduledJobs } from '.';

async function trigger(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/5 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const latestRun = async () =>
  present((await db().select().from(cronRuns).orderBy(desc(cronRuns.id)).limit(1))[0], 'a recorded cron run');

describe('the scheduled handler', () => {
  it('runs its jobs, records the run, and changes nothing when run again', async () => {
    const { user } = await makeUser();
    const later = Date.now() + 31 * 24 * 60 * 60 * 1000;
    await trigger(later);
    const run = await latestRun();
    expect(run).toMatchObject({ cron: '*/5 * * * *', scheduledAt: new Date(later) });
    expect(JSON.parse(run.summary).expiredSessionsRemoved).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    await trigger(later);
    const again = await latestRun();
    expect(JSON.parse(again.summary)).toMatchObject({ expiredSessionsRemoved: 0, mail: { sent: 0, failed: 0 } });
  });

  it('records a failing job as its error, still runs the jobs after it, and still records the run', async () => {
    const ran: string[] = [];
    const summary = await runScheduledJobs(env, '*/5 * * * *', Date.now(), {
      dailyChallenges: async () => ran.push('dailyChallenges'),
      results: async () => {
        throw new Error('no such column: final_rank');
      },
      mail: async () => {
        ran.push('mail');
        return { sent: 0, failed: 0 };
      },
    });
    const expected = { dailyChallenges: 1, results: { error: 'no such column: final_rank' }, mail: { sent: 0, failed: 0 } };
    expect(ran).toEqual(['dailyChallenges', 'mail']);
    expect(summary).toEqual(expected);
    expect(JSON.parse((await latestRun()).summary)).toEqual(expected);
  });
});
