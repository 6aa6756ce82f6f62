import { z } from 'zod';
import { beforeIdField, isoTime } from './common';

// /admin/backup-system: the database's backups in R2, 'Back up now', their files to
// download, and the restore drill (a backup restored into the scratch database and checked).

const count = z.number().int().nonnegative();

export const backupProgressSchema = z
  .object({ tablesDone: count, tables: count, table: z.string().nullable(), rows: count })
  .meta({ id: 'BackupProgress' });

export const backupSchema = z
  .object({
    id: z.number().int(),
    trigger: z.enum(['daily', 'manual']),
    status: z.enum(['running', 'done', 'failed']),
    // Who pressed 'Back up now'; null for the cron.
    by: z.string().nullable(),
    startedAt: isoTime,
    finishedAt: isoTime.nullable(),
    durationMs: count.nullable(),
    tables: count,
    rows: count,
    // The files' and the manifest's bytes in R2.
    bytes: count,
    migration: z.string().nullable(),
    error: z.string().nullable(),
    // When retention removed its files: it is listed, no longer downloadable.
    prunedAt: isoTime.nullable(),
    progress: backupProgressSchema.nullable(),
  })
  .meta({ id: 'Backup' });
export type Backup = z.infer<typeof backupSchema>;

export const drillTableSchema = z
  .object({
    table: z.string(),
    expectedRows: count,
    foundRows: count,
    expectedChecksum: z.string(),
    foundChecksum: z.string(),
    passed: z.boolean(),
  })
  .meta({ id: 'DrillTable' });
export type DrillTable = z.infer<typeof drillTableSchema>;

export const drillSchema = z
  .object({
    id: z.number().int(),
    backupId: z.number().int(),
    status: z.enum(['running', 'passed', 'failed']),
    by: z.string().nullable(),
    startedAt: isoTime,
    finishedAt: isoTime.nullable(),
    // While running: the step ('Emptying the scratch database', 'Checking files'…) and how
    // far through the tables.
    progress: z.object({ step: z.string(), done: count, of: count }).nullable(),
    report: z.array(drillTableSchema),
    error: z.string().nullable(),
  })
  .meta({ id: 'RestoreDrill' });
export type Drill = z.infer<typeof drillSchema>;

export const backupListQuery = z.object({ before: beforeIdField });

export const backupListSchema = z
  .object({
    backups: z.array(backupSchema),
    nextCursor: z.number().int().nullable(),
    // The latest drills, newest first.
    drills: z.array(drillSchema),
    // The retention rule in words, for the screen.
    retention: z.string(),
  })
  .meta({ id: 'BackupList' });
export type BackupList = z.infer<typeof backupListSchema>;

export const backupFileSchema = z.object({ table: z.string(), rows: count, bytes: count }).meta({ id: 'BackupFile' });
export type BackupFile = z.infer<typeof backupFileSchema>;

export const backupDetailSchema = z
  .object({ backup: backupSchema, files: z.array(backupFileSchema) })
  .meta({ id: 'BackupDetail' });
export type BackupDetail = z.infer<typeof backupDetailSchema>;

export const backupFileParam = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  table: z.string().regex(/^\w{1,64}$/, 'No such table'),
});
