import { currentNoticeSchema } from '../../contract/recovery-notice';
import { caller } from '../../middleware/caller';
import { openNotice } from '../../services/recovery/notices';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const current = apiRoute({
  method: 'get',
  path: '/',
  summary: 'The incident notice while a recovery is in progress (what happened, which days, what to do), else null',
  middleware: [caller('visitor')],
  responses: { 200: jsonAnswer(currentNoticeSchema, 'The open notice, or null') },
});

// /api/recovery-notice: what /recovery-notification shows. The same read as every page's banner
// (kept briefly per isolate), so the page and the banner agree.
export const recoveryNoticeRoutes = routes().openapi(current, async (c) => c.json({ notice: await openNotice(c.var.db) }, 200));
