import { removalSchema } from '../../contract/admin';
import { adminCommunityPageSchema, adminCommunityQuery } from '../../contract/admin-community';
import { idParam, messageSchema } from '../../contract/common';
import { auditOf, caller } from '../../middleware/caller';
import {
  communityChallengesPage,
  featureCommunityChallenge,
  hideCommunityChallenge,
  removeCommunityChallenge,
  unfeatureCommunityChallenge,
  unhideCommunityChallenge,
} from '../../services/challenges/community-admin';
import { deleteEmptyChallenge } from '../../services/challenges/moderation';
import { apiRoute, emptyJsonBody, jsonAnswer, optionalJsonBody, routes } from '../openapi';

const list = apiRoute({
  method: 'get',
  path: '/',
  summary:
    'Community challenges, newest first, private, hidden and removed ones included, with their open reports; filtered and searched by title or creator',
  middleware: [caller('admin')],
  request: { query: adminCommunityQuery },
  responses: { 200: jsonAnswer(adminCommunityPageSchema, 'A page of community challenges') },
});

const remove = apiRoute({
  method: 'delete',
  path: '/{id}',
  summary: 'Delete a community challenge nobody has entered',
  middleware: [caller('admin', { limit: 'admin', audit: 'community-challenge.delete' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(messageSchema, 'The challenge is gone') },
});

// Each action below is one call with nothing to give (remove takes an optional reason).
const action = <P extends string>(path: P, audit: string, summary: string, done: string) =>
  apiRoute({
    method: 'post',
    path: `/{id}/${path}` as const,
    summary,
    middleware: [caller('admin', { limit: 'admin', audit })],
    request: { params: idParam },
    responses: { 200: jsonAnswer(messageSchema, done) },
  });

const feature = action(
  'feature',
  'community-challenge.feature',
  'Feature a public community challenge on the home page (shown while the challenges flag is off; the one featured before steps down)',
  'It is on the home page',
);
const unfeature = action(
  'unfeature',
  'community-challenge.unfeature',
  'Take a challenge off the home page',
  'It is off the home page',
);
const hide = action(
  'hide',
  'community-challenge.hide',
  'Hide a community challenge from the lists and the home page (its page and entries stay reachable by link)',
  'It is hidden',
);
const unhide = action('unhide', 'community-challenge.unhide', 'List a hidden community challenge again', 'It is listed again');

const removal = apiRoute({
  method: 'post',
  path: '/{id}/remove',
  summary: 'Remove a community challenge: hidden everywhere, every row kept, its open reports closed; its creator is told',
  middleware: [caller('admin', { limit: 'admin', audit: 'community-challenge.remove' }), emptyJsonBody],
  request: { params: idParam, body: optionalJsonBody(removalSchema) },
  responses: { 200: jsonAnswer(messageSchema, 'The challenge is removed') },
});

// /admin/challenges/user-generated (and /admin/user-challenges): members' community challenges.
export const adminUserChallengeRoutes = routes()
  .openapi(list, async (c) => c.json(await communityChallengesPage(c.var.db, c.req.valid('query'), new Date()), 200))
  .openapi(remove, async (c) => {
    await deleteEmptyChallenge(c.var.db, c.req.valid('param').id, 'community', auditOf(c), new Date());
    return c.json({ message: 'Challenge deleted' }, 200);
  })
  .openapi(feature, async (c) => {
    await featureCommunityChallenge(c.var.db, c.req.valid('param').id, auditOf(c), new Date());
    return c.json({ message: 'Challenge featured on the home page' }, 200);
  })
  .openapi(unfeature, async (c) => {
    await unfeatureCommunityChallenge(c.var.db, c.req.valid('param').id, auditOf(c));
    return c.json({ message: 'Challenge taken off the home page' }, 200);
  })
  .openapi(hide, async (c) => {
    await hideCommunityChallenge(c.var.db, c.req.valid('param').id, auditOf(c), new Date());
    return c.json({ message: 'Challenge hidden' }, 200);
  })
  .openapi(unhide, async (c) => {
    await unhideCommunityChallenge(c.var.db, c.req.valid('param').id, auditOf(c));
    return c.json({ message: 'Challenge listed again' }, 200);
  })
  .openapi(removal, async (c) => {
    await removeCommunityChallenge(c.var.db, c.req.valid('param').id, auditOf(c), new Date(), c.req.valid('json').reason);
    return c.json({ message: 'Challenge removed' }, 200);
  });
