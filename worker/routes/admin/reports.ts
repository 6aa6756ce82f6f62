import { z } from 'zod';
import { openReportSchema, reportResolutionSchema } from '../../contract/admin';
import { idParam, messageSchema } from '../../contract/common';
import { auditOf, caller } from '../../middleware/caller';
import { openEntryReports } from '../../services/challenges/admin';
import { openMessageReports } from '../../services/messages/reports';
import { openCritiqueReports } from '../../services/critiques/moderation';
import { openChallengeReports } from '../../services/challenges/community-admin';
import { resolveReport } from '../../services/challenges/moderation';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const queue = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Open reports of entries, messages, critiques and community challenges, newest first',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(openReportSchema), 'The queue') },
});

const resolve = apiRoute({
  method: 'post',
  path: '/{id}/resolve',
  summary:
    'Resolve an open report: remove the entry, message, critique or community challenge (closing its other reports) or dismiss the report',
  middleware: [caller('admin', { limit: 'admin', audit: 'report.resolve' })],
  request: { params: idParam, body: jsonBody(reportResolutionSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'The report is resolved') },
});

// A report never hides anything by itself: the entry stays up until an admin removes it here.
export const adminReportRoutes = routes()
  .openapi(queue, async (c) => {
    const [entries, messages, critiques, communityChallenges] = await Promise.all([
      openEntryReports(c.var.db),
      openMessageReports(c.var.db),
      openCritiqueReports(c.var.db),
      openChallengeReports(c.var.db, new Date()),
    ]);
    const newestFirst = [...entries, ...messages, ...critiques, ...communityChallenges].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    return c.json(newestFirst, 200);
  })
  .openapi(resolve, async (c) => {
    const { resolution, reason } = c.req.valid('json');
    await resolveReport(c.env, c.var.db, c.req.valid('param').id, auditOf(c), resolution, new Date(), reason);
    return c.json({ message: 'Report resolved' }, 200);
  });
