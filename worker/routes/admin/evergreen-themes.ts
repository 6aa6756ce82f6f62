import { z } from 'zod';
import { evergreenSchema, evergreenThemeSchema } from '../../contract/admin';
import { idParam } from '../../contract/common';
import { auditOf, caller } from '../../middleware/caller';
import { listThemes, saveTheme } from '../../services/challenges/admin';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'The evergreen pool daily challenges are planned from, by category and title',
  middleware: [caller('admin')],
  responses: { 200: jsonAnswer(z.array(evergreenThemeSchema), 'The themes') },
});

const create = apiRoute({
  method: 'post',
  path: '/',
  summary: 'Add a theme to the pool',
  middleware: [caller('admin', { limit: 'admin', audit: 'evergreen.create' })],
  request: { body: jsonBody(evergreenSchema) },
  responses: { 201: jsonAnswer(evergreenThemeSchema, 'The new theme') },
});

const update = apiRoute({
  method: 'put',
  path: '/{id}',
  summary: 'Edit a theme, or take it out of the pool (active: false)',
  middleware: [caller('admin', { limit: 'admin', audit: 'evergreen.update' })],
  request: { params: idParam, body: jsonBody(evergreenSchema) },
  responses: { 200: jsonAnswer(evergreenThemeSchema, 'The theme as saved') },
});

export const adminThemeRoutes = routes()
  .openapi(list, async (c) => c.json(await listThemes(c.var.db), 200))
  .openapi(create, async (c) => c.json(await saveTheme(c.var.db, null, c.req.valid('json'), auditOf(c)), 201))
  .openapi(update, async (c) => c.json(await saveTheme(c.var.db, c.req.valid('param').id, c.req.valid('json'), auditOf(c)), 200));
