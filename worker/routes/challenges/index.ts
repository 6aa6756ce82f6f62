import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { requireChallenge } from '../../middleware/challenge-access';
import { ApiError } from '../../errors';
import { edgeCache } from '../../middleware/edge-cache';
import { validate } from '../../middleware/validate';
import { activeChallenges, describeChallenge, findChallenge, listChallenges } from '../../services/challenges/queries';
import { challengeSubmissions, findSubmission } from '../../services/challenges/submissions';
import { submitPhoto } from '../../services/challenges/submit-photo';
import { myScores } from '../../services/challenges/voting';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../submissions/schema';
import { challengeListQuery, idParam } from './schema';

const LIST_SECONDS = 15;

// A private or removed challenge answers 404 to whoever may not see it
// (middleware/challenge-access.ts), and its answers are never cached for the next visitor.
export const challengeRoutes = new Hono<AppEnv>()
  .get('/', caller('visitor'), edgeCache(LIST_SECONDS), validate('query', challengeListQuery), async (c) =>
    c.json(await listChallenges(c.var.db, c.req.valid('query'), new Date())),
  )
  .get('/active', caller('visitor'), edgeCache(LIST_SECONDS), async (c) => c.json(await activeChallenges(c.var.db, new Date())))
  .get('/:id', caller('visitor'), edgeCache(LIST_SECONDS), validate('param', idParam), async (c) => {
    const challenge = await requireChallenge(c, await findChallenge(c.var.db, c.req.valid('param').id));
    return c.json(await describeChallenge(c.var.db, challenge, new Date()));
  })
  .get('/:id/submissions', caller('visitor'), edgeCache(LIST_SECONDS), validate('param', idParam), async (c) => {
    const challenge = await requireChallenge(c, await findChallenge(c.var.db, c.req.valid('param').id));
    return c.json(await challengeSubmissions(c.var.db, challenge, c.var.user?.id ?? null));
  })
  // The viewer's own scores in one challenge, for the voting screen.
  .get('/:id/my-votes', caller('member'), validate('param', idParam), async (c) => {
    const challenge = await requireChallenge(c, await findChallenge(c.var.db, c.req.valid('param').id));
    const scores = await myScores(c.var.db, c.var.user!.id, challenge.id);
    return c.json([...scores].map(([submissionId, score]) => ({ submissionId, score })));
  })
  .post(
    '/:id/submissions',
    caller('verified', { unverified: 'Verify your email address to upload photos', limit: 'upload' }),
    validate('param', idParam),
    bodyLimit({
      maxSize: PHOTO_MAX_BYTES + 256 * 1024,
      onError: () => {
        throw new ApiError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.size);
      },
    }),
    async (c) => {
      const challenge = await requireChallenge(c, await findChallenge(c.var.db, c.req.valid('param').id));
      const form = await c.req.formData().catch(() => {
        throw new ApiError('BAD_REQUEST', PHOTO_MESSAGES.missing);
      });
      const id = await submitPhoto(c.env, c.var.db, challenge, c.var.user!.id, form, new Date());
      return c.json(await findSubmission(c.var.db, id, c.var.user!.id), 201);
    },
  );
