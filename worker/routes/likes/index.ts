import { likeCountSchema, likeInputSchema, likeParams, likeStatusSchema, likeToggleSchema } from '../../contract/likes';
import { caller } from '../../middleware/caller';
import { requireEntry } from '../../middleware/challenge-access';
import { hasLiked, likeCount, toggleLike } from '../../services/challenges/engagement';
import { pushNotificationsChanged } from '../../services/notifications/push';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const count = apiRoute({
  method: 'get',
  path: '/{type}/{id}',
  summary: "An entry's likes",
  middleware: [caller('visitor')],
  request: { params: likeParams },
  responses: { 200: jsonAnswer(likeCountSchema, 'The number of likes, as a string') },
});

const status = apiRoute({
  method: 'get',
  path: '/{type}/{id}/status',
  summary: 'Whether the viewer likes an entry',
  middleware: [caller('member')],
  request: { params: likeParams },
  responses: { 200: jsonAnswer(likeStatusSchema, "The viewer's like") },
});

const toggle = apiRoute({
  method: 'post',
  path: '/',
  summary: 'Like an entry, or unlike one already liked',
  middleware: [caller('member', { limit: 'like' })],
  request: { body: jsonBody(likeInputSchema) },
  responses: { 200: jsonAnswer(likeToggleSchema, 'Whether the entry is now liked') },
});

// Likes are about one entry, so they follow its challenge's access rule (requireEntry):
// an entry the viewer may not see has no likes to count, read or give.
export const likeRoutes = routes()
  .openapi(count, async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    return c.json({ likesCount: String(await likeCount(c.var.db, id)) }, 200);
  })
  .openapi(status, async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    return c.json({ userLiked: await hasLiked(c.var.db, id, c.var.user.id) }, 200);
  })
  .openapi(toggle, async (c) => {
    const id = c.req.valid('json');
    await requireEntry(c, id);
    const { liked, notified } = await toggleLike(c.var.db, id, c.var.user.id, new Date());
    c.executionCtx.waitUntil(pushNotificationsChanged(c.env, notified));
    return c.json({ liked }, 200);
  });
