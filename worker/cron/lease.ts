import { and, eq, lt } from 'drizzle-orm';
import { cronLeases } from '../../db/schema';
import type { Db } from '../env';

// Longer than any run takes; a run that dies without releasing frees the job by then.
export const CRON_LEASE_MS = 10 * 60_000;

export type LeaseSkipped = { skipped: string };

// What `withLease` answers when another run holds the lease: this very object, so a caller
// tells it from a job's own result by identity.
export const LEASE_HELD: LeaseSkipped = Object.freeze({ skipped: 'another run holds the lease' });

// Runs `job` only while this run holds the named lease, so two overlapping cron runs
// never do the same job at once. Taking it is one statement (a new row, or an expired
// one taken over), so two runs racing for it cannot both win. The wall clock decides
// expiry, not the run's scheduled time: a late run must still see a live lease as live.
export async function withLease<T>(db: Db, name: string, holder: string, job: () => Promise<T>): Promise<T | LeaseSkipped> {
  const now = new Date();
  const taken = await db
    .insert(cronLeases)
    .values({ name, holder, expiresAt: new Date(now.getTime() + CRON_LEASE_MS) })
    .onConflictDoUpdate({
      target: cronLeases.name,
      set: { holder, expiresAt: new Date(now.getTime() + CRON_LEASE_MS) },
      setWhere: lt(cronLeases.expiresAt, now),
    })
    .returning({ holder: cronLeases.holder });
  if (taken.length === 0) return LEASE_HELD;
  try {
    return await job();
  } finally {
    await db.delete(cronLeases).where(and(eq(cronLeases.name, name), eq(cronLeases.holder, holder)));
  }
}
