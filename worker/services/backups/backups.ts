import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { backups, restoreDrills, users } from '../../../db/schema';
import type { Backup, BackupDetail, BackupList, Drill } from '../../contract/admin-backups';
import { CHALLENGE_TIME_ZONE, newYorkDate } from '../../domain/new-york-time';
import { wallClockInstant } from '../../domain/zoned-time';
import { withLease } from '../../cron/lease';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditInsert, recordAdminAction } from '../audit-log';
import { type Manifest, manifestKey, tableFileKey } from './manifest';
import { type RestoreProgress, RestoreRefused, readManifest, runRestore, startRestore } from './restore';
import { backupsToKeep, KEEP } from './retention';
import { type BackupProgress, deleteBackupFiles, startProgress, writeBackupPages, writeManifest } from './writer';

// The daily backup, 'Back up now', retention and the restore drill (docs/rules.md "Backups
// and restore"). The cron's `backups` job moves a running backup and a running drill along a
// tick at a time; at most one of each runs (their unique indexes), whoever starts it.

// The cron job's name, and its lease's.
export const BACKUPS_JOB = 'backups';
// New York's 3 AM: after the day's challenges have turned over, before anyone's morning.
export const BACKUP_HOUR = 3;
// A tick's share of the cron's time; 'Back up now' and 'Run restore drill' do the first part
// while the admin waits, and a small database is done by then.
export const TICK_MS = 20_000;
const REQUEST_MS = 5_000;
// A failed daily backup is tried again on the next ticks, at most this often a day.
const DAILY_ATTEMPTS = 3;
// Backups whose files a tick deletes, at most.
const PRUNED_PER_TICK = 5;
const PAGE = 20;
const DRILLS_SHOWN = 5;

export const RETENTION_TEXT = `Kept: the newest backup of each of the last ${KEEP.daily} days, ${KEEP.weekly} weeks and ${KEEP.monthly} months that have one. 'Back up now' counts as that day's backup.`;

const BACKUP_RUNNING = 'A backup is already running. It is listed below with its progress; start another once it has finished.';
const DRILL_RUNNING = 'A restore drill is already running. Its progress is shown below; start another once it has finished.';

// The unique index on a running row refused a second one (drizzle puts D1's words in `cause`).
const isOneRunning = (error: unknown, table: string) =>
  `${String(error)} ${error instanceof Error ? String(error.cause) : ''}`.includes(`UNIQUE constraint failed: ${table}.status`);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

type BackupRow = typeof backups.$inferSelect;
type DrillRow = typeof restoreDrills.$inferSelect;

// 'Back up now': the row and its audit row in one batch; refused while one runs.
export async function startBackup(db: Db, now: Date, audit: AuditRecord): Promise<BackupRow> {
  try {
    const [[row]] = await db.batch([
      db.insert(backups).values({ trigger: 'manual', byUserId: audit.admin.id, startedAt: now }).returning(),
      auditInsert(db, { ...audit, detail: null }),
    ]);
    return row as BackupRow;
  } catch (error) {
    if (isOneRunning(error, 'backups')) throw new ApiError('CONFLICT', BACKUP_RUNNING);
    throw error;
  }
}

// The day's backup, from New York's BACKUP_HOUR on: one statement, so two ticks cannot both
// start it, and none starts while another backup runs (the unique index).
export async function startDailyBackup(db: Db, now: Date): Promise<boolean> {
  const today = newYorkDate(now);
  if (now.getTime() < wallClockInstant(today, BACKUP_HOUR * 60, CHALLENGE_TIME_ZONE, 'earliest')) return false;
  const since = wallClockInstant(today, 0, CHALLENGE_TIME_ZONE, 'earliest');
  const result = await db.run(sql`
    INSERT INTO backups (trigger, status, started_at)
    SELECT 'daily', 'running', ${now.getTime()}
    WHERE NOT EXISTS (SELECT 1 FROM backups WHERE trigger = 'daily' AND started_at >= ${since} AND status <> 'failed')
      AND (SELECT count(*) FROM backups WHERE trigger = 'daily' AND started_at >= ${since}) < ${DAILY_ATTEMPTS}
    ON CONFLICT DO NOTHING`);
  return result.meta.changes > 0;
}

// Pages of the running backup until the deadline; finished, its manifest written last.
// Anything that goes wrong fails it (its files deleted): a daily one is tried afresh on the
// next tick, a manual one is started again by the admin.
async function advanceBackup(db: Db, bucket: R2Bucket, backup: BackupRow, deadline: number) {
  const saved = backup.progress as BackupProgress | null;
  try {
    const start = saved ?? (await startProgress(db.$client));
    const progress = await writeBackupPages(db.$client, bucket, backup.id, start, { deadline });
    const migration = progress.migrations.at(-1)?.name ?? null;
    if (progress.written < progress.order.length) {
      await db.update(backups).set({ progress, migration }).where(eq(backups.id, backup.id));
      return { id: backup.id, status: 'running', tables: progress.written };
    }
    const finishedAt = new Date();
    const manifest = await writeManifest(bucket, backup.id, progress, backup.startedAt, finishedAt);
    const files = manifest.manifest.tables;
    await db
      .update(backups)
      .set({
        status: 'done',
        progress: null,
        migration,
        tables: files.length,
        rows: files.reduce((sum, table) => sum + table.rows, 0),
        bytes: files.reduce((sum, table) => sum + table.bytes, manifest.bytes),
        manifestSha256: manifest.sha256,
        finishedAt,
      })
      .where(eq(backups.id, backup.id));
    return { id: backup.id, status: 'done', tables: files.length };
  } catch (error) {
    await deleteBackupFiles(bucket, backup.id, saved).catch(() => {});
    const at = new Date();
    await db
      .update(backups)
      .set({ status: 'failed', progress: null, error: message(error), finishedAt: at, prunedAt: at })
      .where(eq(backups.id, backup.id));
    return { id: backup.id, status: 'failed', error: message(error) };
  }
}

// Files of finished backups no rule keeps are deleted and the row marked, a few a tick. A
// backup a drill is restoring stays until the drill ends.
export async function pruneBackups(db: Db, bucket: R2Bucket, now: Date): Promise<number[]> {
  const finished = await db
    .select({ id: backups.id, startedAt: backups.startedAt })
    .from(backups)
    .where(and(eq(backups.status, 'done'), isNull(backups.prunedAt)));
  const kept = backupsToKeep(finished);
  const drilled = new Set(
    (await db.select({ id: restoreDrills.backupId }).from(restoreDrills).where(eq(restoreDrills.status, 'running'))).map(
      (drill) => drill.id,
    ),
  );
  const pruned = finished
    .filter((backup) => !kept.has(backup.id) && !drilled.has(backup.id))
    .slice(0, PRUNED_PER_TICK)
    .map((backup) => backup.id);
  for (const id of pruned) {
    await deleteBackupFiles(bucket, id, null);
    await db.update(backups).set({ prunedAt: now }).where(eq(backups.id, id));
  }
  return pruned;
}

// 'Run restore drill' on a finished backup whose files are kept.
export async function startDrill(db: Db, backupId: number, now: Date, audit: AuditRecord): Promise<DrillRow> {
  const [backup] = await db.select().from(backups).where(eq(backups.id, backupId));
  if (!backup) throw new ApiError('NOT_FOUND', 'No such backup');
  if (backup.status !== 'done' || backup.prunedAt) {
    throw new ApiError(
      'CONFLICT',
      backup.prunedAt ? 'This backup’s files were removed by retention' : 'Only a finished backup can be restored',
    );
  }
  try {
    const [[row]] = await db.batch([
      db
        .insert(restoreDrills)
        .values({ backupId, byUserId: audit.admin.id, startedAt: now, progress: startRestore(true) })
        .returning(),
      auditInsert(db, { ...audit, detail: null }),
    ]);
    return row as DrillRow;
  } catch (error) {
    if (isOneRunning(error, 'restore_drills')) throw new ApiError('CONFLICT', DRILL_RUNNING);
    throw error;
  }
}

// Steps of the running drill until the deadline, its progress kept after each; at the end,
// passed when every table has the rows and checksum the manifest says.
async function advanceDrill(db: Db, scratch: D1Database, bucket: R2Bucket, drill: DrillRow, deadline: number) {
  const saved = drill.progress as RestoreProgress;
  const save = (progress: RestoreProgress) =>
    db
      .update(restoreDrills)
      .set({ progress, report: progress.report })
      .where(eq(restoreDrills.id, drill.id))
      .then(() => {});
  try {
    const [backup] = await db.select().from(backups).where(eq(backups.id, drill.backupId));
    const manifest = await readManifest(bucket, drill.backupId, backup?.manifestSha256 ?? null);
    const progress = await runRestore(scratch, bucket, manifest, saved, deadline, save);
    if (progress.phase !== 'done') return { id: drill.id, status: 'running', step: progress.phase };
    const status = progress.report.every((table) => table.passed) ? 'passed' : 'failed';
    await db
      .update(restoreDrills)
      .set({ status, progress: null, report: progress.report, finishedAt: new Date() })
      .where(eq(restoreDrills.id, drill.id));
    return { id: drill.id, status };
  } catch (error) {
    if (!(error instanceof RestoreRefused))
      console.error(JSON.stringify({ event: 'restore_drill_failed', error: message(error) }));
    await db
      .update(restoreDrills)
      .set({ status: 'failed', progress: null, error: message(error), finishedAt: new Date() })
      .where(eq(restoreDrills.id, drill.id));
    return { id: drill.id, status: 'failed', error: message(error) };
  }
}

const running = async (db: Db) => ({
  backup: (await db.select().from(backups).where(eq(backups.status, 'running')))[0],
  drill: (await db.select().from(restoreDrills).where(eq(restoreDrills.status, 'running')))[0],
});

// The cron's `backups` job: the day's backup started when due, the running backup and drill
// moved along, old backups pruned.
export async function backupJob(env: Env, db: Db, now: Date, { budget = TICK_MS, daily = true } = {}) {
  const deadline = Date.now() + budget;
  const started = daily && (await startDailyBackup(db, now));
  const { backup, drill } = await running(db);
  const backupResult = backup ? await advanceBackup(db, env.PHOTOS, backup, deadline) : null;
  const drillResult = drill ? await advanceDrill(db, env.DRILL_DB, env.PHOTOS, drill, deadline) : null;
  const pruned = await pruneBackups(db, env.PHOTOS, now);
  // Only what happened: a quiet tick answers {}, which /admin/workflows shows as nothing to do.
  return {
    ...(started && { started }),
    ...(backupResult && { backup: backupResult }),
    ...(drillResult && { drill: drillResult }),
    ...(pruned.length > 0 && { pruned: pruned.length }),
  };
}

// What 'Back up now' and 'Run restore drill' do at once, under the job's lease (so never
// beside the cron's run of it): the first pages, while the admin waits. The day's backup is
// left to the cron.
export const runBackupsNow = (env: Env, db: Db) =>
  withLease(db, BACKUPS_JOB, crypto.randomUUID(), () => backupJob(env, db, new Date(), { budget: REQUEST_MS, daily: false }));

function progressOf(row: BackupRow): Backup['progress'] {
  const progress = row.progress as BackupProgress | null;
  if (row.status !== 'running') return null;
  if (!progress) return { tablesDone: 0, tables: 0, table: null, rows: 0 };
  return {
    tablesDone: progress.written,
    tables: progress.order.length,
    table: progress.order[progress.order.length - 1 - progress.written] ?? null,
    rows: progress.done.reduce((sum, table) => sum + table.rows, 0) + (progress.table?.rows ?? 0),
  };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function backupOf(row: BackupRow, by: string | null): Backup {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    by,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    durationMs: row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null,
    tables: row.tables,
    rows: row.rows,
    bytes: row.bytes,
    migration: row.migration,
    error: row.error,
    prunedAt: iso(row.prunedAt),
    progress: progressOf(row),
  };
}

const STEPS: Record<RestoreProgress['phase'], string> = {
  empty: 'Emptying the scratch database',
  check: 'Checking the scratch database',
  verify: 'Checking the files against the manifest',
  load: 'Restoring tables',
  compare: 'Comparing tables',
  done: 'Finishing',
};

function drillOf(row: DrillRow, by: string | null, tables: number): Drill {
  const progress = row.progress as RestoreProgress | null;
  return {
    id: row.id,
    backupId: row.backupId,
    status: row.status,
    by,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    progress:
      progress && row.status === 'running'
        ? {
            step: STEPS[progress.phase],
            done: progress.table,
            of: progress.phase === 'empty' ? (progress.emptying?.length ?? 0) : tables,
          }
        : null,
    report: (row.report as Drill['report'] | null) ?? [],
    error: row.error,
  };
}

export async function listBackups(db: Db, before: number | null): Promise<BackupList> {
  const rows = await db
    .select({ backup: backups, by: users.username })
    .from(backups)
    .leftJoin(users, eq(users.id, backups.byUserId))
    .where(before === null ? undefined : lt(backups.id, before))
    .orderBy(desc(backups.id))
    .limit(PAGE + 1);
  const drills = await db
    .select({ drill: restoreDrills, by: users.username, tables: backups.tables })
    .from(restoreDrills)
    .innerJoin(backups, eq(backups.id, restoreDrills.backupId))
    .leftJoin(users, eq(users.id, restoreDrills.byUserId))
    .orderBy(desc(restoreDrills.id))
    .limit(DRILLS_SHOWN);
  const page = rows.slice(0, PAGE);
  return {
    backups: page.map(({ backup, by }) => backupOf(backup, by)),
    nextCursor: rows.length > PAGE ? (page.at(-1)?.backup.id ?? null) : null,
    drills: drills.map(({ drill, by, tables }) => drillOf(drill, by, tables)),
    retention: RETENTION_TEXT,
  };
}

export async function oneBackup(db: Db, id: number): Promise<Backup> {
  const [found] = await db
    .select({ backup: backups, by: users.username })
    .from(backups)
    .leftJoin(users, eq(users.id, backups.byUserId))
    .where(eq(backups.id, id));
  if (!found) throw new ApiError('NOT_FOUND', 'No such backup');
  return backupOf(found.backup, found.by);
}

export async function oneDrill(db: Db, id: number): Promise<Drill> {
  const [found] = await db
    .select({ drill: restoreDrills, by: users.username, tables: backups.tables })
    .from(restoreDrills)
    .innerJoin(backups, eq(backups.id, restoreDrills.backupId))
    .leftJoin(users, eq(users.id, restoreDrills.byUserId))
    .where(eq(restoreDrills.id, id));
  if (!found) throw new ApiError('NOT_FOUND', 'No such restore drill');
  return drillOf(found.drill, found.by, found.tables);
}

// A finished backup's manifest, for its files' list and downloads; 404 once pruned.
async function keptManifest(db: Db, bucket: R2Bucket, id: number): Promise<{ backup: Backup; manifest: Manifest }> {
  const backup = await oneBackup(db, id);
  if (backup.status !== 'done' || backup.prunedAt) {
    throw new ApiError(
      'NOT_FOUND',
      backup.prunedAt ? 'This backup’s files were removed by retention' : 'This backup has no files',
    );
  }
  try {
    const [row] = await db.select({ sha256: backups.manifestSha256 }).from(backups).where(eq(backups.id, id));
    return { backup, manifest: await readManifest(bucket, id, row?.sha256 ?? null) };
  } catch (error) {
    if (error instanceof RestoreRefused) throw new ApiError('NOT_FOUND', error.message);
    throw error;
  }
}

export async function backupDetail(db: Db, bucket: R2Bucket, id: number): Promise<BackupDetail> {
  const backup = await oneBackup(db, id);
  if (backup.status !== 'done' || backup.prunedAt) return { backup, files: [] };
  const { manifest } = await keptManifest(db, bucket, id);
  return { backup, files: manifest.tables.map((table) => ({ table: table.name, rows: table.rows, bytes: table.bytes })) };
}

// A download: the manifest (table null) or one table's file, streamed from R2; the audit
// row first, as nothing else is written.
export async function backupDownload(
  db: Db,
  bucket: R2Bucket,
  id: number,
  table: string | null,
  audit: AuditRecord,
): Promise<{ body: ReadableStream; name: string; contentType: string }> {
  const { manifest } = await keptManifest(db, bucket, id);
  if (table !== null && !manifest.tables.some((entry) => entry.name === table)) {
    throw new ApiError('NOT_FOUND', 'This backup has no such table');
  }
  const key = table === null ? manifestKey(id) : tableFileKey(id, table);
  const object = await bucket.get(key);
  if (!object) throw new ApiError('NOT_FOUND', 'The file is missing from storage');
  await recordAdminAction(db, { ...audit, detail: { file: key.slice(key.lastIndexOf('/') + 1) } });
  return {
    body: object.body,
    name: `aperture-circle-backup-${id}-${table === null ? 'manifest.json' : `${table}.ndjson.gz`}`,
    contentType: table === null ? 'application/octet-stream' : 'application/gzip',
  };
}
