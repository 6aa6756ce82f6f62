import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { validate } from '../../middleware/validate';
import { auditLogPage } from '../../services/audit-log';

const auditQuery = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

// The audit log, newest first: what admin screens show of who did what.
export const adminAuditLogRoutes = new Hono<AppEnv>().get('/', caller('admin'), validate('query', auditQuery), async (c) => {
  const { before, limit } = c.req.valid('query');
  return c.json(await auditLogPage(c.var.db, before ?? null, limit));
});
