import { idParam } from '../../contract/common';
import { binaryFile } from '../../contract/uploads';
import {
  backupDetailSchema,
  backupFileParam,
  backupListQuery,
  backupListSchema,
  backupSchema,
  drillSchema,
} from '../../contract/admin-backups';
import { auditOf, caller } from '../../middleware/caller';
import {
  backupDetail,
  backupDownload,
  listBackups,
  oneBackup,
  oneDrill,
  runBackupsNow,
  startBackup,
  startDrill,
} from '../../services/backups/backups';
import { apiRoute, jsonAnswer, routes } from '../openapi';

// /admin/backup-system: the database's backups, 'Back up now', downloads, the restore drill.

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'The backups, newest first, a page at a time, with the latest restore drills',
  middleware: [caller('admin')],
  request: { query: backupListQuery },
  responses: { 200: jsonAnswer(backupListSchema, 'A page of backups and the latest drills') },
});

const start = apiRoute({
  method: 'post',
  path: '/',
  summary: 'Back up now: starts a backup (409 while one runs) and writes its first pages at once; the cron does the rest',
  middleware: [caller('admin', { limit: 'admin', audit: 'backup.start' })],
  responses: { 200: jsonAnswer(backupSchema, 'The backup, running or already done') },
});

const detail = apiRoute({
  method: 'get',
  path: '/{id}',
  summary: 'A backup and its files (one per table), while retention keeps them',
  middleware: [caller('admin')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(backupDetailSchema, 'The backup and its files') },
});

const manifest = apiRoute({
  method: 'get',
  path: '/{id}/manifest.json',
  summary: "Download a backup's manifest: every table's rows, file checksums and the migration it was taken at",
  middleware: [caller('admin', { audit: 'backup.download' })],
  request: { params: idParam },
  // Sent as bytes, exactly as stored, so its SHA-256 is the one on the backup's row.
  responses: { 200: { description: 'The manifest (JSON)', content: { 'application/octet-stream': { schema: binaryFile } } } },
});

const file = apiRoute({
  method: 'get',
  path: '/{id}/files/{table}',
  summary: 'Download one table of a backup: its rows as gzipped NDJSON, in key order',
  middleware: [caller('admin', { audit: 'backup.download' })],
  request: { params: backupFileParam },
  responses: { 200: { description: 'The gzipped NDJSON file', content: { 'application/gzip': { schema: binaryFile } } } },
});

const drill = apiRoute({
  method: 'post',
  path: '/{id}/drill',
  summary: 'Run the restore drill: restore the backup into the scratch database and compare every table (409 while one runs)',
  middleware: [caller('admin', { limit: 'admin', audit: 'backup.drill' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(drillSchema, 'The drill, running or already finished') },
});

const attachment = (name: string, contentType: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'no-store',
});

export const adminBackupRoutes = routes()
  .openapi(list, async (c) => c.json(await listBackups(c.var.db, c.req.valid('query').before ?? null), 200))
  .openapi(start, async (c) => {
    const backup = await startBackup(c.var.db, new Date(), auditOf(c, { detail: null }));
    await runBackupsNow(c.env, c.var.db);
    return c.json(await oneBackup(c.var.db, backup.id), 200);
  })
  .openapi(detail, async (c) => c.json(await backupDetail(c.var.db, c.env.PHOTOS, c.req.valid('param').id), 200))
  .openapi(manifest, async (c) => {
    const { id } = c.req.valid('param');
    const download = await backupDownload(c.var.db, c.env.PHOTOS, id, null, auditOf(c, { detail: null }));
    return c.body(download.body, 200, attachment(download.name, download.contentType));
  })
  .openapi(file, async (c) => {
    const { id, table } = c.req.valid('param');
    const download = await backupDownload(c.var.db, c.env.PHOTOS, id, table, auditOf(c, { detail: null }));
    return c.body(download.body, 200, attachment(download.name, download.contentType));
  })
  .openapi(drill, async (c) => {
    const started = await startDrill(c.var.db, c.req.valid('param').id, new Date(), auditOf(c, { detail: null }));
    await runBackupsNow(c.env, c.var.db);
    return c.json(await oneDrill(c.var.db, started.id), 200);
  });
