import { env } from 'cloudflare:workers';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backups, restoreDrills } from '../../../db/schema';
import { wallClockInstant } from '../../domain/zoned-time';
import { auditBy, db, makeUser, present } from '../../test/helpers';
import { backupJob, pruneBackups, startBackup, startDailyBackup, startDrill } from './backups';
import { manifestKey, tableFileKey } from './manifest';
import { backupsToKeep } from './retention';
import { hashDigest, hashUpdate, newHashState } from './sha256';

const NY = 'America/New_York';
const at = (date: string, hour: number) => new Date(wallClockInstant(date, hour * 60, NY, 'earliest'));
const latest = async () => present((await db().select().from(backups).orderBy(desc(backups.id)).limit(1))[0], 'a backup');

async function admin() {
  const { user } = await makeUser({ isAdmin: true });
  return auditBy(user, 'backup.start');
}

describe('the resumable SHA-256', () => {
  it('gives the digest Web Crypto gives, however the bytes are cut and the state kept between', async () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 127, 128, 1000, 60_000]) {
      const bytes = crypto.getRandomValues(new Uint8Array(length));
      let state = newHashState();
      for (let offset = 0; offset < length; ) {
        const cut = 1 + ((offset * 7919) % 300);
        state = JSON.parse(JSON.stringify(hashUpdate(state, bytes.subarray(offset, offset + cut))));
        offset += cut;
      }
      const expected = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('');
      expect(hashDigest(state), `${length} bytes`).toBe(expected);
    }
  });
});

describe('retention', () => {
  it('keeps the newest of each of the last 7 days, 4 weeks and 12 months that have a backup', () => {
    // A backup every day at 3 AM and 3 PM, from 2026-01-01 to 2026-12-31 (a Thursday).
    const all: { id: number; startedAt: Date }[] = [];
    for (let day = 0; day < 365; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      all.push({ id: day * 2, startedAt: at(date, 3) }, { id: day * 2 + 1, startedAt: at(date, 15) });
    }
    const kept = [...backupsToKeep(all)].map((id) => all[id]?.startedAt.toISOString().slice(0, 10)).sort();
    expect(kept).toEqual([
      // The last day of each month, January to November; December's is the 31st, below.
      ...['01-31', '02-28', '03-31', '04-30', '05-31', '06-30', '07-31', '08-31', '09-30', '10-31', '11-30'].map(
        (day) => `2026-${day}`,
      ),
      // The Sundays ending the three weeks before this one (Monday 28th to Thursday 31st).
      '2026-12-13',
      '2026-12-20',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
    // Of each day kept, the 3 PM one.
    expect([...backupsToKeep(all)].every((id) => id % 2 === 1)).toBe(true);
  });

  it('deletes the files of the backups no rule keeps, and marks them', async () => {
    const now = at('2026-06-30', 12);
    const rows = await db()
      .insert(backups)
      .values(
        Array.from({ length: 9 }, (_, i) => ({
          trigger: 'daily' as const,
          status: 'done' as const,
          startedAt: at(`2026-06-${String(21 + i).padStart(2, '0')}`, 3),
          finishedAt: at(`2026-06-${String(21 + i).padStart(2, '0')}`, 3),
        })),
      )
      .returning();
    for (const row of rows) await env.PHOTOS.put(manifestKey(row.id), '{}');
    // The 21st and 22nd are too old for the days and not the newest of their week (Monday 15th
    // to Sunday 21st: the 21st is, so it stays as that week's).
    expect(await pruneBackups(db(), env.PHOTOS, now)).toEqual([rows[1]?.id]);
    expect(await env.PHOTOS.head(manifestKey(present(rows[1]).id))).toBeNull();
    expect(await env.PHOTOS.head(manifestKey(present(rows[0]).id))).not.toBeNull();
    const [pruned] = await db()
      .select()
      .from(backups)
      .where(eq(backups.id, present(rows[1]).id));
    expect(pruned?.prunedAt).toEqual(now);
    expect(await pruneBackups(db(), env.PHOTOS, now)).toEqual([]);
  });
});

describe('the daily backup', () => {
  it('starts once a day from 3 AM New York time, and again after a failure, three times at most', async () => {
    await db().delete(backups);
    expect(await startDailyBackup(db(), at('2026-07-01', 2.9))).toBe(false);
    expect(await startDailyBackup(db(), at('2026-07-01', 3))).toBe(true);
    expect(await startDailyBackup(db(), at('2026-07-01', 4))).toBe(false);
    for (const attempt of [2, 3]) {
      await db().update(backups).set({ status: 'failed' }).where(eq(backups.status, 'running'));
      expect(await startDailyBackup(db(), at('2026-07-01', 4 + attempt)), `attempt ${attempt}`).toBe(true);
    }
    await db().update(backups).set({ status: 'failed' }).where(eq(backups.status, 'running'));
    expect(await startDailyBackup(db(), at('2026-07-01', 9))).toBe(false);
    expect(await startDailyBackup(db(), at('2026-07-02', 3))).toBe(true);
    await db().delete(backups);
  });

  it('is written by the cron a tick at a time and finished with its manifest', async () => {
    const now = new Date();
    await db().delete(backups);
    await startBackup(db(), now, await admin());
    // A tick with no time left keeps where the backup is to start, and writes no table.
    expect(await backupJob(env, db(), now, { budget: 0, daily: false })).toMatchObject({
      backup: { status: 'running', tables: 0 },
    });
    const running = await latest();
    expect(running).toMatchObject({ status: 'running', migration: expect.stringMatching(/^\d{4}_/) });
    expect((running.progress as { order: string[] }).order).toContain('users');

    const done = await backupJob(env, db(), now, { daily: false });
    expect(done).toMatchObject({ backup: { id: running.id, status: 'done' } });
    const row = await latest();
    expect(row).toMatchObject({ status: 'done', progress: null, error: null, tables: expect.any(Number) });
    expect(row.tables).toBeGreaterThan(50);
    expect(row.rows).toBeGreaterThan(0);
    const manifest = present(await env.PHOTOS.get(manifestKey(row.id)), 'the manifest');
    const bytes = await manifest.arrayBuffer();
    const hex = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    expect(row.manifestSha256).toBe(hex);
    expect(JSON.parse(new TextDecoder().decode(bytes))).toMatchObject({ backupId: row.id, migration: row.migration });
  });

  it('fails with its error, its files deleted, when storage refuses it', async () => {
    await db().delete(backups);
    const now = new Date();
    await startBackup(db(), now, await admin());
    const broken = {
      ...env,
      PHOTOS: { ...env.PHOTOS, put: () => Promise.reject(new Error('R2 is unavailable')) },
    } as unknown as Env;
    broken.PHOTOS.list = env.PHOTOS.list.bind(env.PHOTOS);
    broken.PHOTOS.delete = env.PHOTOS.delete.bind(env.PHOTOS);
    broken.PHOTOS.get = env.PHOTOS.get.bind(env.PHOTOS);
    expect(await backupJob(broken, db(), now, { daily: false })).toMatchObject({
      backup: { status: 'failed', error: 'R2 is unavailable' },
    });
    expect(await latest()).toMatchObject({ status: 'failed', error: 'R2 is unavailable', prunedAt: expect.any(Date) });
  });
});

describe('the restore drill', () => {
  async function finishedBackup() {
    await db().delete(backups);
    await startBackup(db(), new Date(), await admin());
    await backupJob(env, db(), new Date(), { daily: false });
    return latest();
  }

  async function drillToEnd(backupId: number) {
    const by = await admin();
    const drill = await startDrill(db(), backupId, new Date(), { ...by, action: 'backup.drill' });
    for (let tick = 0; tick < 20; tick++) {
      const [row] = await db().select().from(restoreDrills).where(eq(restoreDrills.id, drill.id));
      if (row?.status !== 'running') return present(row);
      await backupJob(env, db(), new Date(), { daily: false, budget: 2_000 });
    }
    throw new Error('the drill did not finish');
  }

  it('restores the backup into the scratch database and reports every table matching', async () => {
    const backup = await finishedBackup();
    const drill = await drillToEnd(backup.id);
    expect(drill).toMatchObject({ status: 'passed', error: null, progress: null });
    const report = drill.report as { table: string; passed: boolean; expectedRows: number; foundRows: number }[];
    expect(report).toHaveLength(backup.tables);
    expect(report.every((table) => table.passed && table.expectedRows === table.foundRows)).toBe(true);
    expect(report.find((table) => table.table === 'users')?.foundRows).toBeGreaterThan(0);
  });

  it('fails, saying which file, when a file differs from its checksum', async () => {
    const backup = await finishedBackup();
    await env.PHOTOS.put(tableFileKey(backup.id, 'users'), new Uint8Array([31, 139, 8, 0]));
    const drill = await drillToEnd(backup.id);
    expect(drill).toMatchObject({ status: 'failed', error: 'users.ndjson.gz is not the size the manifest says' });
  });
});
