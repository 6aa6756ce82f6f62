import { z } from 'zod';
import { critiqueAnalyticsQuery, critiqueAnalyticsSchema } from '../../contract/critique-analytics';
import { caller } from '../../middleware/caller';
import { critiqueAnalytics, critiqueAnalyticsCsv, critiqueAnalyticsFilename } from '../../services/critiques/analytics';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const figures = apiRoute({
  method: 'get',
  path: '/critique-analytics',
  summary:
    'Photo critique over the last 7, 30, 90 or 365 days beside the period before: requests and coach reports per week, time to the first critique, helpfulness, top critics and aspect ratings',
  middleware: [caller('admin')],
  request: { query: critiqueAnalyticsQuery },
  responses: { 200: jsonAnswer(critiqueAnalyticsSchema, 'The figures') },
});

const figuresExport = apiRoute({
  method: 'get',
  path: '/critique-analytics.csv',
  summary: 'The same figures as CSV, a block per table',
  middleware: [caller('admin')],
  request: { query: critiqueAnalyticsQuery },
  responses: { 200: { description: 'A CSV file', content: { 'text/csv': { schema: z.string() } } } },
});

// /admin/critique-analytics. Mounted at the admin root: the CSV's path is the page's with
// `.csv`, which a sub-app of its own at /critique-analytics could not declare.
export const adminCritiqueAnalyticsRoutes = routes()
  .openapi(figures, async (c) => c.json(await critiqueAnalytics(c.var.db, Number(c.req.valid('query').days), new Date()), 200))
  .openapi(figuresExport, async (c) => {
    const analytics = await critiqueAnalytics(c.var.db, Number(c.req.valid('query').days), new Date());
    return c.body(critiqueAnalyticsCsv(analytics), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${critiqueAnalyticsFilename(analytics)}"`,
    });
  });
