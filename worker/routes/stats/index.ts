import { photographerStatsSchema, statsQuery } from '../../contract/stats';
import { caller } from '../../middleware/caller';
import { photographerStats } from '../../services/stats/photographer';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const photos = apiRoute({
  method: 'get',
  path: '/photos',
  summary:
    "The signed-in member's photos over the last 30, 90 or 365 days: views, likes, votes, prints sold and placements, per day and in total",
  middleware: [caller('member', { flag: 'print_dashboard_enabled' })],
  request: { query: statsQuery },
  responses: { 200: jsonAnswer(photographerStatsSchema, 'Their statistics') },
});

// The photographer dashboard's numbers: always the caller's own photos, never cached.
export const statsRoutes = routes().openapi(photos, async (c) => {
  const days = Number(c.req.valid('query').days);
  c.header('Cache-Control', 'private, no-store');
  return c.json(await photographerStats(c.var.db, c.var.user.id, days, new Date()), 200);
});
