import { z } from 'zod';
import { challengeListQuery, challengeSchema, myVotesSchema } from '../../contract/challenges';
import { idParam, messageSchema } from '../../contract/common';
import { photoFormSchema, submissionSchema } from '../../contract/submissions';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import { ApiError } from '../../errors';
import { fileBodyLimit } from '../../middleware/json-body-limit';
import { caller } from '../../middleware/caller';
import { requireChallenge } from '../../middleware/challenge-access';
import { edgeCache } from '../../middleware/edge-cache';
import { activeChallenges, describeChallenge, findChallenge, listChallenges } from '../../services/challenges/queries';
import { challengeSubmissions, findSubmission } from '../../services/challenges/submissions';
import { submitPhoto } from '../../services/challenges/submit-photo';
import { myScores } from '../../services/challenges/voting';
import { rememberInterest } from '../../services/notifications/reminders';
import { apiRoute, jsonAnswer, routes } from '../openapi';

const LIST_SECONDS = 15;
const REMIND_ME_ANSWER = "We'll remind you 3 hours before entries close";

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Official and community challenges, newest start first',
  middleware: [caller('visitor'), edgeCache(LIST_SECONDS)],
  request: { query: challengeListQuery },
  responses: { 200: jsonAnswer(z.array(challengeSchema), 'A page of challenges') },
});

const active = apiRoute({
  method: 'get',
  path: '/active',
  summary: 'The challenges open for entries now',
  middleware: [caller('visitor'), edgeCache(LIST_SECONDS)],
  responses: { 200: jsonAnswer(z.array(challengeSchema), 'Challenges taking entries') },
});

const one = apiRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One challenge',
  middleware: [caller('visitor'), edgeCache(LIST_SECONDS)],
  request: { params: idParam },
  responses: { 200: jsonAnswer(challengeSchema, 'The challenge') },
});

const entries = apiRoute({
  method: 'get',
  path: '/{id}/submissions',
  summary: "A challenge's entries: in the viewer's own shuffled order while voting runs, ranked after results",
  middleware: [caller('visitor'), edgeCache(LIST_SECONDS)],
  request: { params: idParam },
  responses: { 200: jsonAnswer(z.array(submissionSchema), 'The entries') },
});

const myVotes = apiRoute({
  method: 'get',
  path: '/{id}/my-votes',
  summary: "The viewer's own scores in one challenge, for the voting screen",
  middleware: [caller('member')],
  request: { params: idParam },
  responses: { 200: jsonAnswer(myVotesSchema, 'Scores by entry') },
});

const submit = apiRoute({
  method: 'post',
  path: '/{id}/submissions',
  summary: 'Enter a photo (multipart: photo, title, description, altText; inviteCode for invite-only challenges)',
  middleware: [
    caller('verified', { unverified: 'Verify your email address to upload photos', limit: 'upload' }),
    fileBodyLimit(PHOTO_MAX_BYTES, PHOTO_MESSAGES.size, 256 * 1024),
  ],
  request: { params: idParam, body: { required: true, content: { 'multipart/form-data': { schema: photoFormSchema } } } },
  responses: { 201: jsonAnswer(submissionSchema, 'The new entry') },
});

const remindMe = apiRoute({
  method: 'post',
  path: '/{id}/reminder',
  summary: "'Remind me': the member hears 3 hours before entries close, unless they have entered by then",
  middleware: [caller('member', { limit: 'reminder' })],
  request: { params: idParam },
  responses: { 201: jsonAnswer(messageSchema, 'Asked (asking again changes nothing)') },
});

// A private or removed challenge answers 404 to whoever may not see it
// (middleware/challenge-access.ts), and its answers are never cached for the next visitor.
export const challengeRoutes = routes()
  .openapi(list, async (c) => c.json(await listChallenges(c.var.db, c.req.valid('query'), new Date()), 200))
  .openapi(active, async (c) => c.json(await activeChallenges(c.var.db, new Date()), 200))
  .openapi(one, async (c) => {
    const challenge = await requireChallenge(c, await findChallenge(c.var.db, c.req.valid('param').id));
    return c.json(await describeChallenge(c.var.db, challenge, new Date()), 200);
  })
  .openapi(entries, async (c) => {
    const challenge = await requireChallenge(c, await findChallenge(c.var.db, c.req.valid('param').id));
    return c.json(await challengeSubmissions(c.var.db, challenge, c.var.user?.id ?? null), 200);
  })
  .openapi(myVotes, async (c) => {
    const challenge = await requireChallenge(c, await findChallenge(c.var.db, c.req.valid('param').id));
    const scores = await myScores(c.var.db, c.var.user.id, challenge.id);
    return c.json(
      [...scores].map(([submissionId, score]) => ({ submissionId, score })),
      200,
    );
  })
  .openapi(remindMe, async (c) => {
    const challenge = await requireChallenge(c, await findChallenge(c.var.db, c.req.valid('param').id));
    if (challenge.endDate.getTime() <= Date.now()) throw new ApiError('BAD_REQUEST', 'Entries for this challenge have closed');
    await rememberInterest(c.var.db, c.var.user.id, challenge.id);
    return c.json({ message: REMIND_ME_ANSWER }, 201);
  })
  .openapi(submit, async (c) => {
    const challenge = await requireChallenge(c, await findChallenge(c.var.db, c.req.valid('param').id));
    const form = await c.req.formData().catch(() => {
      throw new ApiError('BAD_REQUEST', PHOTO_MESSAGES.missing);
    });
    const id = await submitPhoto(c.env, c.var.db, challenge, c.var.user.id, form, new Date());
    const entry = await findSubmission(c.var.db, id, c.var.user.id);
    if (!entry) throw new Error('An entry just stored could not be read back');
    return c.json(entry, 201);
  });
