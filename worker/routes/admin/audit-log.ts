import { auditLogPageSchema, auditLogQuery } from '../../contract/admin';
import { caller } from '../../middleware/caller';
import { auditLogPage } from '../../services/audit-log';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const page = apiRoute({
  method: 'get',
  path: '/',
  summary: 'The audit log, newest first: who did what to which record, and when',
  middleware: [caller('admin')],
  request: { query: auditLogQuery },
  responses: { 200: jsonAnswer(auditLogPageSchema, 'A page of entries') },
});

// What admin screens show of who did what.
export const adminAuditLogRoutes = routes().openapi(page, async (c) => {
  const { before, limit } = c.req.valid('query');
  return c.json(await auditLogPage(c.var.db, before ?? null, limit), 200);
});
