import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cronLeases } from '../../db/schema';
import { db } from '../test/helpers';
import { CRON_LEASE_MS, withLease } from './lease';

let n = 0;
const leaseName = () => `test-lease-${Date.now().toString(36)}-${n++}`;

describe('a cron lease', () => {
  it('lets one run at a time do the job, and frees it when the job ends', async () => {
    const name = leaseName();
    let release!: () => void;
    const first = withLease(db(), name, 'run-a', () => new Promise<string>((resolve) => (release = () => resolve('a did it'))));
    await scheduler.wait(20);
    expect(await withLease(db(), name, 'run-b', async () => 'b did it')).toEqual({ skipped: 'another run holds the lease' });
    release();
    expect(await first).toBe('a did it');
    expect(await withLease(db(), name, 'run-b', async () => 'b did it')).toBe('b did it');
    expect(await db().select().from(cronLeases).where(eq(cronLeases.name, name))).toEqual([]);
  });

  it('frees the job when it throws', async () => {
    const name = leaseName();
    await expect(withLease(db(), name, 'run-a', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await withLease(db(), name, 'run-b', async () => 'b did it')).toBe('b did it');
  });

  it('is taken over from a run that died once it expires, and not before', async () => {
    const live = leaseName();
    const expired = leaseName();
    await db()
      .insert(cronLeases)
      .values([
        { name: live, holder: 'dead-run', expiresAt: new Date(Date.now() + CRON_LEASE_MS) },
        { name: expired, holder: 'dead-run', expiresAt: new Date(Date.now() - 1000) },
      ]);
    expect(await withLease(db(), live, 'run-b', async () => 'b did it')).toEqual({ skipped: 'another run holds the lease' });
    expect(await withLease(db(), expired, 'run-b', async () => 'b did it')).toBe('b did it');
    expect(await db().select().from(cronLeases).where(eq(cronLeases.name, live))).toMatchObject([{ holder: 'dead-run' }]);
  });
});
