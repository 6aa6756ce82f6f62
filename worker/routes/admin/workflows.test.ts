import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, cronLeases, jobRuns } from '../../../db/schema';
import type { JobRun, PausedJob, Workflows } from '../../contract/workflows';
import { runScheduledJobs } from '../../cron';
import { scheduledJobs } from '../../cron/jobs';
import { CRON_LEASE_MS } from '../../cron/lease';
import { db, makeUser, present, request, send } from '../../test/helpers';

const admin = () => makeUser({ isAdmin: true });
const auditOf = (adminName: string) =>
  db().select().from(adminAuditLog).where(eq(adminAuditLog.adminName, adminName)).orderBy(adminAuditLog.id);
const workflows = async (cookie: string) => (await (await request('/api/admin/workflows', { cookie })).json()) as Workflows;
const jobIn = (list: Workflows, name: string) =>
  present(
    list.jobs.find((j) => j.name === name),
    name,
  );

describe('/admin/workflows', () => {
  it('lists every job in run order with its words, last runs, failures and next run', async () => {
    const { cookie } = await admin();
    await runScheduledJobs(env, '*/5 * * * *', Date.now(), {
      results: async () => {
        throw new Error('no such column: final_rank');
      },
      mail: async () => ({ sent: 3, failed: 0 }),
    });
    const list = await workflows(cookie);
    expect(list.jobs.map((j) => j.name)).toEqual(Object.keys(scheduledJobs));
    expect(list).toMatchObject({ schedule: '*/5 * * * *', scheduleText: 'Every 5 minutes' });
    const next = Date.parse(list.nextRunAt) - Date.now();
    expect(next).toBeGreaterThan(0);
    expect(next).toBeLessThanOrEqual(5 * 60_000);
    const mail = jobIn(list, 'mail');
    expect(mail).toMatchObject({ title: 'Outgoing mail', does: expect.stringMatching(/outbox/) });
    expect(mail.runs[0]).toMatchObject({ trigger: 'cron', status: 'ok', result: '{"sent":3,"failed":0}', error: null });
    expect(mail.nextRunAt).toBe(list.nextRunAt);
    const results = jobIn(list, 'results');
    expect(results.failuresToday).toBe(1);
    expect(results.recentFailures[0]).toMatchObject({ status: 'failed', error: 'no such column: final_rank' });
    expect(jobIn(list, 'webinarInvites').mails).toContain("Webinar: you're registered");
  });

  it('pauses a job: the cron skips it, the screen and the dashboard say so, and it is resumed', async () => {
    const { user, cookie } = await admin();
    const name = 'oldNotificationsRemoved';
    const paused = await send('POST', `/api/admin/workflows/${name}/pause`, undefined, cookie);
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ job: name, by: user.username });
    const again = await send('POST', `/api/admin/workflows/${name}/pause`, undefined, cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: `${name} is already paused.` });

    const ran: string[] = [];
    const summary = await runScheduledJobs(env, '*/5 * * * *', Date.now(), { [name]: async () => ran.push(name) });
    expect(ran).toEqual([]);
    expect(summary).toEqual({ [name]: { skipped: 'paused' } });
    const job = jobIn(await workflows(cookie), name);
    expect(job).toMatchObject({ paused: { job: name, by: user.username }, nextRunAt: null });
    expect(job.runs[0]).toMatchObject({ status: 'skipped', result: '{"skipped":"paused"}' });
    const dashboard = (await (await request('/api/admin/workflows/paused', { cookie })).json()) as { paused: PausedJob[] };
    expect(dashboard.paused.map((p) => [p.job, p.title])).toEqual([[name, 'Old notifications removed']]);

    expect((await send('POST', `/api/admin/workflows/${name}/resume`, undefined, cookie)).status).toBe(200);
    const twice = await send('POST', `/api/admin/workflows/${name}/resume`, undefined, cookie);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ message: `${name} is not paused.` });
    await runScheduledJobs(env, '*/5 * * * *', Date.now(), { [name]: async () => ran.push(name) });
    expect(ran).toEqual([name]);
    expect(jobIn(await workflows(cookie), name)).toMatchObject({ paused: null });
    // One row per change; the refused repeats left none.
    expect((await auditOf(user.username)).map((r) => [r.action, r.targetType, r.targetId])).toEqual([
      ['job.pause', 'job', name],
      ['job.resume', 'job', name],
    ]);
  });

  it('runs a job now, recorded as the admin’s run with its audit row', async () => {
    const { user, cookie } = await admin();
    const res = await send('POST', '/api/admin/workflows/expiredSessionsRemoved/run', undefined, cookie);
    expect(res.status).toBe(200);
    const run = (await res.json()) as JobRun;
    expect(run).toMatchObject({ trigger: user.username, status: 'ok', error: null });
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    const [row] = await db().select().from(jobRuns).where(eq(jobRuns.id, run.id));
    const [audit] = await auditOf(user.username);
    expect(audit).toMatchObject({
      action: 'job.run',
      targetType: 'job',
      targetId: 'expiredSessionsRemoved',
      detail: { runId: present(row, 'the run').runId, status: 'ok', error: null },
    });
  });

  it('answers 409 to Run now while the cron holds the job, and writes nothing', async () => {
    const { user, cookie } = await admin();
    const name = 'printListings';
    await db()
      .insert(cronLeases)
      .values({ name, holder: 'the-cron', expiresAt: new Date(Date.now() + CRON_LEASE_MS) });
    expect(jobIn(await workflows(cookie), name).running).toBe(true);
    const res = await send('POST', `/api/admin/workflows/${name}/run`, undefined, cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: `${name} is running now. Try again once it has finished.` });
    expect(
      await db()
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.job, name), eq(jobRuns.trigger, user.username))),
    ).toEqual([]);
    expect(await auditOf(user.username)).toEqual([]);
  });

  it('knows no job by another name', async () => {
    const { user, cookie } = await admin();
    for (const action of ['pause', 'resume', 'run']) {
      const res = await send('POST', `/api/admin/workflows/noSuchJob/${action}`, undefined, cookie);
      expect(res.status, action).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'There is no scheduled job by that name.' });
    }
    expect(await auditOf(user.username)).toEqual([]);
  });
});
