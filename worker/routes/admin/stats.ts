import { z } from 'zod';
import { adminStatsQuery, adminStatsSchema } from '../../contract/admin-stats';
import { caller } from '../../middleware/caller';
import { heldWhileFresh } from '../../middleware/held-while-fresh';
import { adminStatsCsv, adminStatsFilename, freshSeconds, recentAdminStats } from '../../services/admin-stats/stats';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const figures = apiRoute({
  method: 'get',
  path: '/stats',
  summary:
    'The community over the last 7, 30, 90 or 365 days beside the period before: sign-ups, active members, entries, votes, comments, community challenges, mentoring, print orders, critique requests and revenue, per day or week (at most a minute old)',
  middleware: [caller('admin'), heldWhileFresh()],
  request: { query: adminStatsQuery },
  responses: { 200: jsonAnswer(adminStatsSchema, 'The figures') },
});

const figuresExport = apiRoute({
  method: 'get',
  path: '/stats.csv',
  summary: 'The same figures as CSV: the totals, then a row per day or week',
  middleware: [caller('admin')],
  request: { query: adminStatsQuery },
  responses: { 200: { description: 'A CSV file', content: { 'text/csv': { schema: z.string() } } } },
});

// /admin/stats. Mounted at the admin root: the CSV's path is the page's with `.csv`, which a
// sub-app of its own at /stats could not declare.
export const adminStatsRoutes = routes()
  .openapi(figures, async (c) => {
    const now = new Date();
    const { stats, countedAt } = await recentAdminStats(c.var.db, Number(c.req.valid('query').days), now);
    // However many admins ask within it, the answer is built once (middleware/held-while-fresh.ts).
    c.header('Cache-Control', `private, max-age=${freshSeconds({ stats, countedAt }, now)}`);
    return c.json(stats, 200);
  })
  .openapi(figuresExport, async (c) => {
    const { stats } = await recentAdminStats(c.var.db, Number(c.req.valid('query').days), new Date());
    return c.body(adminStatsCsv(stats), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${adminStatsFilename(stats)}"`,
    });
  });
