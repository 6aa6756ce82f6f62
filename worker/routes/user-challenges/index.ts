import { z } from 'zod';
import {
  challengeListQuery,
  challengeRefParam,
  challengeReportSchema,
  challengeSchema,
  communityChallengeDtoSchema,
  communityChallengeSchema,
} from '../../contract/challenges';
import { messageSchema } from '../../contract/common';
import { submissionSchema } from '../../contract/submissions';
import type { ApiContext } from '../../env';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { admittedCommunityChallenge } from '../../middleware/challenge-access';
import { communityChallenge, createCommunityChallenge } from '../../services/challenges/community';
import { reportCommunityChallenge } from '../../services/challenges/community-admin';
import { listChallenges } from '../../services/challenges/queries';
import { challengeSubmissions } from '../../services/challenges/submissions';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: "Members' public community challenges, newest start first",
  middleware: [caller('visitor')],
  request: { query: challengeListQuery },
  responses: { 200: jsonAnswer(z.array(challengeSchema), 'A page of community challenges') },
});

const create = apiRoute({
  method: 'post',
  path: '/',
  summary: 'Create a community challenge (unlisted and invite-only ones answer their key; invite-only ones their code too)',
  middleware: [caller('verified', { unverified: 'Verify your email address to create a challenge', limit: 'challenge' })],
  request: { body: jsonBody(communityChallengeSchema) },
  responses: { 201: jsonAnswer(communityChallengeDtoSchema, 'The new challenge') },
});

const one = apiRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One community challenge, by its id or its key',
  middleware: [caller('visitor')],
  request: { params: challengeRefParam },
  responses: { 200: jsonAnswer(communityChallengeDtoSchema, 'The challenge') },
});

const entries = apiRoute({
  method: 'get',
  path: '/{id}/submissions',
  summary: "A community challenge's entries, by its id or its key",
  middleware: [caller('visitor')],
  request: { params: challengeRefParam },
  responses: { 200: jsonAnswer(z.array(submissionSchema), 'The entries') },
});

const report = apiRoute({
  method: 'post',
  path: '/{id}/report',
  summary: "Report a community challenge to the admins (by its id or its key); a member's second report of it is the same report",
  middleware: [caller('verified', { unverified: 'Verify your email address to report a challenge', limit: 'report' })],
  request: { params: challengeRefParam, body: jsonBody(challengeReportSchema) },
  responses: {
    201: jsonAnswer(messageSchema, 'The report is with the admins'),
    200: jsonAnswer(messageSchema, 'This member had reported it already'),
  },
});

// `{id}` is the challenge's id or its key: a private challenge's link names its key, and a
// key opens it (and is remembered, see middleware/challenge-access.ts).
async function communityRow(c: ApiContext, segment: string) {
  const challenge = await admittedCommunityChallenge(c, segment);
  if (!challenge) throw new ApiError('NOT_FOUND', 'Challenge not found');
  return challenge;
}

// Community challenges. Entries are submitted like any challenge's
// (POST /api/challenges/{id}/submissions, with `inviteCode` for invite-only ones), and
// their photos are read, liked, scored and discussed under /api/user-submissions.
export const userChallengeRoutes = routes()
  .openapi(list, async (c) =>
    c.json(
      await listChallenges(
        c.var.db,
        { ...c.req.valid('query'), kind: 'community', viewerId: c.var.user?.id ?? null },
        new Date(),
      ),
      200,
    ),
  )
  .openapi(create, async (c) =>
    c.json(await createCommunityChallenge(c.var.db, c.var.user, c.req.valid('json'), new Date()), 201),
  )
  .openapi(one, async (c) => {
    const challenge = await communityRow(c, c.req.valid('param').id);
    return c.json(await communityChallenge(c.var.db, challenge, c.var.user?.id ?? null, new Date()), 200);
  })
  .openapi(entries, async (c) => {
    const challenge = await communityRow(c, c.req.valid('param').id);
    return c.json(await challengeSubmissions(c.var.db, challenge, c.var.user?.id ?? null), 200);
  })
  .openapi(report, async (c) => {
    const challenge = await communityRow(c, c.req.valid('param').id);
    const isNew = await reportCommunityChallenge(c.var.db, challenge, c.var.user.id, c.req.valid('json').reason);
    return isNew
      ? c.json({ message: 'Thanks — our team will review this challenge.' }, 201)
      : c.json({ message: 'You have reported this challenge already. Our team will review it.' }, 200);
  });
