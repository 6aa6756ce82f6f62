import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cronRuns, sessions } from '../../db/schema';
import worker from '../index';
import { db, makeUser } from '../test/helpers';

async function trigger(scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime, cron: '*/5 * * * *' }), env, ctx);
  await waitOnExecutionContext(ctx);
}

describe('the scheduled handler', () => {
  it('runs its jobs, records the run, and changes nothing when run again', async () => {
    const { user } = await makeUser();
    const later = Date.now() + 31 * 24 * 60 * 60 * 1000;
    await trigger(later);
    const [run] = await db().select().from(cronRuns).orderBy(desc(cronRuns.id)).limit(1);
    expect(run).toMatchObject({ cron: '*/5 * * * *', scheduledAt: new Date(later) });
    expect(JSON.parse(run!.summary).expiredSessionsRemoved).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    await trigger(later);
    const [again] = await db().select().from(cronRuns).orderBy(desc(cronRuns.id)).limit(1);
    expect(JSON.parse(again!.summary)).toMatchObject({ expiredSessionsRemoved: 0, mail: { sent: 0, failed: 0 } });
  });
});
