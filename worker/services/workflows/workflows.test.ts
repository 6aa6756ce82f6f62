import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, jobRuns } from '../../../db/schema';
import { ApiError } from '../../errors';
import { auditBy, db, makeUser } from '../../test/helpers';
import { runJobNow } from './workflows';

describe("an admin's Run now", () => {
  it('runs a job once when two ask at once: the other is told it is running', async () => {
    const { user } = await makeUser({ isAdmin: true });
    let release!: () => void;
    let runs = 0;
    const jobs = {
      slowJob: () => {
        runs++;
        return new Promise<number>((resolve) => (release = () => resolve(7)));
      },
    };
    const first = runJobNow(env, db(), 'slowJob', auditBy(user, 'job.run'), jobs);
    await scheduler.wait(20);
    const second = runJobNow(env, db(), 'slowJob', auditBy(user, 'job.run'), jobs);
    await expect(second).rejects.toThrow(new ApiError('CONFLICT', 'slowJob is running now. Try again once it has finished.'));
    release();
    expect(await first).toMatchObject({ status: 'ok', result: '7', trigger: user.username });
    expect(runs).toBe(1);
    expect(await db().select().from(jobRuns).where(eq(jobRuns.job, 'slowJob'))).toHaveLength(1);
    expect(await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminName, user.username))).toHaveLength(1);
  });

  it('records a failed run with its error, in the batch of its audit row', async () => {
    const { user } = await makeUser({ isAdmin: true });
    const run = await runJobNow(env, db(), 'brokenJob', auditBy(user, 'job.run'), {
      brokenJob: async () => {
        throw new Error('the provider is down');
      },
    });
    expect(run).toMatchObject({ status: 'failed', error: 'the provider is down', result: null });
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminName, user.username));
    expect(audit?.detail).toMatchObject({ status: 'failed', error: 'the provider is down' });
  });
});
