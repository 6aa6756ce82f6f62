import { z } from 'zod';
import { createdIdSchema, idParam, messageSchema } from '../../contract/common';
import {
  commentInputSchema,
  commentSchema,
  listLimitQuery,
  reportSchema,
  submissionSchema,
  voteAnswerSchema,
  voteListSchema,
  voteSchema,
} from '../../contract/submissions';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { requireEntry } from '../../middleware/challenge-access';
import { edgeCache } from '../../middleware/edge-cache';
import { addComment, listComments, reportSubmission } from '../../services/challenges/engagement';
import { pushNotificationsChanged } from '../../services/notifications/push';
import { showcaseSourceFor } from '../../services/challenges/showcase';
import { featuredSubmissions, findSubmission, recentWinners } from '../../services/challenges/submissions';
import { anonymousVotes, castVote, myScores } from '../../services/challenges/voting';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const SHOWCASE_SECONDS = 60;

const winners = apiRoute({
  method: 'get',
  path: '/winners',
  summary: "The latest named winners (places 1–3) of the showcase's challenges, newest challenge first",
  middleware: [caller('visitor'), edgeCache(SHOWCASE_SECONDS)],
  request: { query: listLimitQuery },
  responses: { 200: jsonAnswer(z.array(submissionSchema), 'Winning entries') },
});

const featured = apiRoute({
  method: 'get',
  path: '/featured',
  summary: "Recent entries of the showcase's challenges with results, newest first",
  middleware: [caller('visitor'), edgeCache(SHOWCASE_SECONDS)],
  request: { query: listLimitQuery },
  responses: { 200: jsonAnswer(z.array(submissionSchema), 'Featured entries') },
});

const one = apiRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One entry',
  middleware: [caller('visitor')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(submissionSchema, 'The entry') },
});

const votes = apiRoute({
  method: 'get',
  path: '/{id}/votes',
  summary: "An entry's scores: the viewer's own while voting runs, every score without its voter after results",
  middleware: [caller('visitor')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(voteListSchema, 'Scores') },
});

const vote = apiRoute({
  method: 'post',
  path: '/{id}/vote',
  summary: 'Score an entry from 1 to 10 while its challenge is voting (a second score replaces the first)',
  middleware: [caller('verified', { unverified: 'Verify your email address to vote', limit: 'vote' })],
  request: { params: idParam, body: jsonBody(voteSchema) },
  responses: { 200: jsonAnswer(voteAnswerSchema, 'The score given') },
});

const comments = apiRoute({
  method: 'get',
  path: '/{id}/comments',
  summary: "An entry's comments, oldest first",
  middleware: [caller('visitor')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(z.array(commentSchema), 'Comments') },
});

const comment = apiRoute({
  method: 'post',
  path: '/{id}/comments',
  summary: 'Comment on an entry',
  middleware: [caller('member', { limit: 'comment' })],
  request: { params: idParam, body: jsonBody(commentInputSchema) },
  responses: { 201: jsonAnswer(createdIdSchema, 'The new comment') },
});

const report = apiRoute({
  method: 'post',
  path: '/{id}/report',
  summary: 'Report an entry to the admins',
  middleware: [caller('member', { limit: 'report' })],
  request: { params: idParam, body: jsonBody(reportSchema) },
  responses: { 201: jsonAnswer(messageSchema, 'The report is queued') },
});

// Every route about one entry first asks whether the viewer may see its challenge
// (requireEntry): an entry of a private or removed challenge is 'Photo not found' to
// everyone else, whatever they try to do with it.
export const submissionRoutes = routes()
  .openapi(winners, async (c) => {
    const viewerId = c.var.user?.id ?? null;
    const source = await showcaseSourceFor(c.var.db, viewerId);
    return c.json(await recentWinners(c.var.db, source, c.req.valid('query').limit, viewerId), 200);
  })
  .openapi(featured, async (c) => {
    const source = await showcaseSourceFor(c.var.db, c.var.user?.id ?? null);
    return c.json(await featuredSubmissions(c.var.db, source, c.req.valid('query').limit), 200);
  })
  .openapi(one, async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    const found = await findSubmission(c.var.db, id, c.var.user?.id ?? null);
    if (!found) throw new ApiError('NOT_FOUND', 'Photo not found');
    return c.json(found, 200);
  })
  // Scores stay private while voting runs: a voter sees only their own; after results,
  // everyone sees the anonymous list.
  .openapi(votes, async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    const found = await findSubmission(c.var.db, id, c.var.user?.id ?? null);
    if (!found) throw new ApiError('NOT_FOUND', 'Photo not found');
    if (found.voteCount !== null) return c.json(await anonymousVotes(c.var.db, found.id), 200);
    const mine = c.var.user ? (await myScores(c.var.db, c.var.user.id, found.challengeId)).get(found.id) : undefined;
    return c.json(mine === undefined ? [] : [{ score: mine, isMine: true as const }], 200);
  })
  .openapi(vote, async (c) => {
    const { id } = c.req.valid('param');
    const { score } = c.req.valid('json');
    await requireEntry(c, id);
    await castVote(c.var.db, c.var.user, id, score, new Date());
    return c.json({ submissionId: id, score }, 200);
  })
  .openapi(comments, async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    return c.json(await listComments(c.var.db, id), 200);
  })
  .openapi(comment, async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    const added = await addComment(c.var.db, id, c.var.user.id, c.req.valid('json').body, new Date());
    c.executionCtx.waitUntil(pushNotificationsChanged(c.env, added.notified));
    return c.json({ id: added.id }, 201);
  })
  .openapi(report, async (c) => {
    const { id } = c.req.valid('param');
    await requireEntry(c, id);
    await reportSubmission(c.var.db, id, c.var.user.id, c.req.valid('json').reason);
    return c.json({ message: 'Thanks — our team will review this photo.' }, 201);
  });
