import {
  findingsPageSchema,
  findingsQuery,
  orphansPageSchema,
  quarantinedOrphansSchema,
  quarantineOrphansSchema,
} from '../../contract/admin-integrity';
import { auditOf, caller } from '../../middleware/caller';
import { quarantineOrphans } from '../../services/integrity/orphans';
import { findingsPage, orphansPage } from '../../services/integrity/report';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

// /admin/orphaned-uploads: both directions. Files no record points at, moved to quarantine
// after review; records whose file is missing, listed for recovery.

const orphans = apiRoute({
  method: 'get',
  path: '/',
  summary: 'A page of the files the latest finished scan found in storage with no record pointing at them, not yet moved',
  middleware: [caller('admin')],
  request: { query: findingsQuery },
  responses: { 200: jsonAnswer(orphansPageSchema, 'The orphans, oldest finding first') },
});

const missing = apiRoute({
  method: 'get',
  path: '/missing',
  summary: 'A page of the records whose file the latest finished scan found missing, not yet brought back',
  middleware: [caller('admin')],
  request: { query: findingsQuery },
  responses: { 200: jsonAnswer(findingsPageSchema, 'The missing files, with their member and entry') },
});

const quarantine = apiRoute({
  method: 'post',
  path: '/quarantine',
  summary: 'Move the chosen orphans to quarantine (each checked again first); 409 when none could be moved',
  middleware: [caller('admin', { limit: 'admin', audit: 'orphans.quarantine' })],
  request: { body: jsonBody(quarantineOrphansSchema) },
  responses: { 200: jsonAnswer(quarantinedOrphansSchema, 'What was moved, and what was left and why') },
});

export const adminOrphanedUploadRoutes = routes()
  .openapi(orphans, async (c) => c.json(await orphansPage(c.var.db, c.req.valid('query').after), 200))
  .openapi(missing, async (c) => c.json(await findingsPage(c.var.db, c.req.valid('query').after, true), 200))
  .openapi(quarantine, async (c) =>
    c.json(await quarantineOrphans(c.var.db, c.env.PHOTOS, c.req.valid('json').keys, auditOf(c), new Date()), 200),
  );
