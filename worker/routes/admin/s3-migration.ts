import { idParam } from '../../contract/common';
import { s3MigrationOverviewSchema, s3MigrationSchema, startS3MigrationSchema } from '../../contract/admin-s3-migration';
import { auditOf, caller } from '../../middleware/caller';
import { cancelMigration, migrationOverview, migrationViews, startMigration } from '../../services/s3-migration/migration';
import { apiRoute, errorAnswer, jsonAnswer, jsonBody, routes } from '../openapi';

// /admin/s3-migration: import photos from another S3-compatible bucket. 'Start' answers at
// once; the cron carries the import on a page a tick (services/s3-migration/migration.ts).

const overview = apiRoute({
  method: 'get',
  path: '/',
  summary: 'The running import with its progress, and the last twenty that ended with their reports',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(s3MigrationOverviewSchema, 'The imports') },
});

const start = apiRoute({
  method: 'post',
  path: '/',
  summary: 'Start an import from a bucket: 409 while one runs, 503 while the MIGRATION_KEY secret is missing',
  middleware: [caller('admin', { limit: 'admin', audit: 's3-migration.start' })],
  request: { body: jsonBody(startS3MigrationSchema) },
  responses: {
    202: jsonAnswer(s3MigrationSchema, 'The import, started; the cron lists its first page within five minutes'),
    503: errorAnswer('The MIGRATION_KEY secret is missing'),
  },
});

const cancel = apiRoute({
  method: 'post',
  path: '/{id}/cancel',
  summary: 'Stop a running import; what it copied stays, its keys are erased',
  middleware: [caller('admin', { limit: 'admin', audit: 's3-migration.cancel' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(s3MigrationSchema, 'The import, cancelled') },
});

export const adminS3MigrationRoutes = routes()
  .openapi(overview, async (c) => c.json(await migrationOverview(c.var.db, c.env), 200))
  .openapi(start, async (c) => {
    const { accessKeyId: _id, secretAccessKey: _secret, ...where } = c.req.valid('json');
    // The audit row names the bucket, never its keys.
    const job = await startMigration(c.var.db, c.env, c.req.valid('json'), auditOf(c, { detail: where }), new Date());
    const [view] = await migrationViews(c.var.db, [job]);
    return c.json(view, 202);
  })
  .openapi(cancel, async (c) => {
    const job = await cancelMigration(c.var.db, c.req.valid('param').id, auditOf(c, { detail: null }), new Date());
    const [view] = await migrationViews(c.var.db, [job]);
    return c.json(view, 200);
  });
