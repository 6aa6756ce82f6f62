import { z } from 'zod';
import {
  deletedAccountSchema,
  historyQuery,
  quarantinePageSchema,
  quarantineQuery,
  restoreHistorySchema,
  restoreResultSchema,
} from '../../contract/admin-data-recovery';
import { userIdParam } from '../../contract/admin-users';
import { idParam } from '../../contract/common';
import { auditOf, caller } from '../../middleware/caller';
import { deletedAccounts, quarantinePage, restoreHistory } from '../../services/data-recovery/lists';
import { restoreAccount, restoreEntry, restoreFile } from '../../services/data-recovery/restore';
import { apiRoute, jsonAnswer, routes } from '../openapi';

// /admin/data-recovery: the quarantine and what can come back from it, the deleted accounts
// still restorable, and the history of restores (docs/rules.md "Restoring from quarantine").

const quarantine = apiRoute({
  method: 'get',
  path: '/quarantine',
  summary: 'Files in quarantine, newest first: what, whose, why, who took it out, and the days left before its purge',
  middleware: [caller('admin')],
  request: { query: quarantineQuery },
  responses: { 200: jsonAnswer(quarantinePageSchema, 'A page of the quarantine') },
});

const accounts = apiRoute({
  method: 'get',
  path: '/accounts',
  summary: 'Deleted accounts still within their 30 days, soonest purge first',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(deletedAccountSchema), 'The accounts') },
});

const history = apiRoute({
  method: 'get',
  path: '/history',
  summary: 'Restores done so far, newest first, with what each brought back (from the audit log)',
  middleware: [caller('admin')],
  request: { query: historyQuery },
  responses: { 200: jsonAnswer(restoreHistorySchema, 'A page of restores') },
});

const restoreOne = apiRoute({
  method: 'post',
  path: '/quarantine/{id}/restore',
  summary: "Move a file (and a photo's resized copies) back from quarantine to where it was",
  middleware: [caller('admin', { limit: 'admin', audit: 'quarantine.restore' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(restoreResultSchema, 'Restored') },
});

const restoreRemovedEntry = apiRoute({
  method: 'post',
  path: '/entries/{id}/restore',
  summary:
    "Bring back a removed entry: its file from quarantine, its votes and the comments its removal hid; a closed challenge's results are worked out again",
  middleware: [caller('admin', { limit: 'admin', audit: 'submission.restore' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(restoreResultSchema, 'Restored') },
});

const restoreDeletedAccount = apiRoute({
  method: 'post',
  path: '/accounts/{userId}/restore',
  summary: 'Restore a deleted account within its 30 days',
  middleware: [caller('admin', { limit: 'admin', audit: 'user.restore' })],
  request: { params: userIdParam },
  responses: { 200: jsonAnswer(restoreResultSchema, 'Restored') },
});

export const adminDataRecoveryRoutes = routes()
  .openapi(quarantine, async (c) => c.json(await quarantinePage(c.var.db, c.req.valid('query').before ?? null, new Date()), 200))
  .openapi(accounts, async (c) => c.json(await deletedAccounts(c.var.db, new Date()), 200))
  .openapi(history, async (c) => c.json(await restoreHistory(c.var.db, c.req.valid('query').before ?? null), 200))
  .openapi(restoreOne, async (c) => {
    const restorer = { bucket: c.env.PHOTOS, byUserId: c.var.user.id, now: new Date() };
    return c.json(await restoreFile(c.var.db, c.req.valid('param').id, restorer, auditOf(c, { detail: null })), 200);
  })
  .openapi(restoreRemovedEntry, async (c) => {
    const restorer = { bucket: c.env.PHOTOS, byUserId: c.var.user.id, now: new Date() };
    return c.json(await restoreEntry(c.var.db, c.req.valid('param').id, restorer, auditOf(c, { detail: null })), 200);
  })
  .openapi(restoreDeletedAccount, async (c) => {
    const { user, db } = c.var;
    const ctx = {
      db,
      env: c.env,
      founder: c.env.FOUNDER_USERNAME,
      actor: { id: user.id, isSuperAdmin: user.isSuperAdmin },
      audit: auditOf(c, { detail: null }),
    };
    return c.json(await restoreAccount(ctx, c.req.valid('param').userId, new Date()), 200);
  });
