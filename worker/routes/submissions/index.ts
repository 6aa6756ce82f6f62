import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { requireEntry } from '../../middleware/challenge-access';
import { ApiError } from '../../errors';
import { edgeCache } from '../../middleware/edge-cache';
import { validate } from '../../middleware/validate';
import { addComment, listComments, reportSubmission } from '../../services/challenges/engagement';
import { showcaseSourceFor } from '../../services/challenges/showcase';
import { featuredSubmissions, findSubmission, recentWinners } from '../../services/challenges/submissions';
import { anonymousVotes, castVote, myScores } from '../../services/challenges/voting';
import { idParam } from '../../contract/common';
import { commentInputSchema, listLimitQuery, reportSchema, voteSchema } from '../../contract/submissions';

// Every route about one entry first asks whether the viewer may see its challenge
// (requireEntry): an entry of a private or removed challenge is 'Photo not found' to
// everyone else, whatever they try to do with it.
export const submissionRoutes = new Hono<AppEnv>()
  .get('/winners', caller('visitor'), edgeCache(60), validate('query', listLimitQuery), async (c) => {
    const viewerId = c.var.user?.id ?? null;
    const source = await showcaseSourceFor(c.var.db, viewerId);
    return c.json(await recentWinners(c.var.db, source, c.req.valid('query').limit, viewerId));
  })
  .get('/featured', caller('visitor'), edgeCache(60), validate('query', listLimitQuery), async (c) => {
    const source = await showcaseSourceFor(c.var.db, c.var.user?.id ?? null);
    return c.json(await featuredSubmissions(c.var.db, source, c.req.valid('query').limit));
  })
  .get('/:id', caller('visitor'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    const found = await findSubmission(c.var.db, id, c.var.user?.id ?? null);
    if (!found) throw new ApiError('NOT_FOUND', 'Photo not found');
    return c.json(found);
  })
  // Scores stay private while voting runs: a voter sees only their own; after results,
  // everyone sees the anonymous list.
  .get('/:id/votes', caller('visitor'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    const found = await findSubmission(c.var.db, id, c.var.user?.id ?? null);
    if (!found) throw new ApiError('NOT_FOUND', 'Photo not found');
    if (found.voteCount !== null) return c.json(await anonymousVotes(c.var.db, found.id));
    const mine = c.var.user ? (await myScores(c.var.db, c.var.user.id, found.challengeId)).get(found.id) : undefined;
    return c.json(mine === undefined ? [] : [{ score: mine, isMine: true }]);
  })
  .post('/:id/vote', caller('verified', { unverified: 'Verify your email address to vote', limit: 'vote' }), validate('param', idParam), validate('json', voteSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { score } = c.req.valid('json');
    await requireEntry(c, id);
    await castVote(c.var.db, c.var.user!, id, score, new Date());
    return c.json({ submissionId: id, score });
  })
  .get('/:id/comments', caller('visitor'), validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    return c.json(await listComments(c.var.db, id));
  })
  .post('/:id/comments', caller('member', { limit: 'comment' }), validate('param', idParam), validate('json', commentInputSchema), async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    return c.json({ id: await addComment(c.var.db, id, c.var.user!.id, c.req.valid('json').body) }, 201);
  })
  .post('/:id/report', caller('member', { limit: 'report' }), validate('param', idParam), validate('json', reportSchema), async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    await reportSubmission(c.var.db, id, c.var.user!.id, c.req.valid('json').reason);
    return c.json({ message: 'Thanks — our team will review this photo.' }, 201);
  });
