import { z } from 'zod';
import { leaderboardEntrySchema, leaderboardQuery } from '../../contract/leaderboard';
import { caller } from '../../middleware/caller';
import { edgeCache } from '../../middleware/edge-cache';
import { leaderboard } from '../../services/challenges/leaderboard';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const ranking = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Members ranked by their points in the official challenges',
  middleware: [caller('visitor'), edgeCache(60)],
  request: { query: leaderboardQuery },
  responses: { 200: jsonAnswer(z.array(leaderboardEntrySchema), 'The ranking') },
});

export const leaderboardRoutes = routes().openapi(ranking, async (c) =>
  c.json(await leaderboard(c.var.db, c.req.valid('query').limit), 200),
);
