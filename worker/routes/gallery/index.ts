import { galleryPageSchema, galleryQuery } from '../../contract/gallery';
import { caller } from '../../middleware/caller';
import { edgeCache } from '../../middleware/edge-cache';
import { galleryPage } from '../../services/challenges/submissions';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const page = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Entries of public challenges with results, newest first, a page at a time',
  middleware: [caller('visitor'), edgeCache(30)],
  request: { query: galleryQuery },
  responses: { 200: jsonAnswer(galleryPageSchema, 'A page of photos') },
});

// A visitor's page comes from the edge cache; a signed-in person's carries their own likes.
export const galleryRoutes = routes().openapi(page, async (c) => {
  const { before, limit } = c.req.valid('query');
  return c.json(await galleryPage(c.var.db, before ?? null, limit, c.var.user?.id ?? null), 200);
});
