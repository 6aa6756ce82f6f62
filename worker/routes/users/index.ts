import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { ApiError } from '../../errors';
import { validate } from '../../middleware/validate';
import { replaceAvatar, updateProfile } from '../../services/profile';
import { profileStats } from '../../services/challenges/leaderboard';
import { profilePhotos } from '../../services/challenges/submissions';
import { findOwnProfile, findPublicUser } from '../../services/users';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, profileUpdateSchema, userIdParam } from '../../contract/users';

const AVATAR_ERROR_CODES = { type: 'UNSUPPORTED_MEDIA_TYPE', size: 'PAYLOAD_TOO_LARGE', empty: 'BAD_REQUEST' } as const;

async function ownProfile(c: { var: AppEnv['Variables'] }) {
  const profile = await findOwnProfile(c.var.db, c.var.user!.id);
  if (!profile) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
  return profile;
}

// `/me` routes come first: `/:id` would otherwise claim them.
export const userRoutes = new Hono<AppEnv>()
  .get('/me', caller('member'), async (c) => c.json(await ownProfile(c)))
  .patch('/me', caller('member'), validate('json', profileUpdateSchema), async (c) => {
    await updateProfile(c.var.db, c.var.user!.id, c.req.valid('json'));
    return c.json(await ownProfile(c));
  })
  .post(
    '/me/avatar',
    caller('member', { limit: 'avatar' }),
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError('PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.size);
      },
    }),
    async (c) => {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('avatar');
      if (!(file instanceof File)) throw new ApiError('BAD_REQUEST', 'Choose an image to upload as your avatar');
      const result = await replaceAvatar(c.var.db, c.env.PHOTOS, c.var.user!.id, file);
      if (!result.ok) {
        throw new ApiError(AVATAR_ERROR_CODES[result.reason], AVATAR_MESSAGES[result.reason]);
      }
      return c.json(await ownProfile(c));
    },
  )
  // Photos others may see (entries with results), and their totals.
  .get('/:id/photos', caller('visitor'), validate('param', userIdParam), async (c) => {
    const { id } = c.req.valid('param');
    const [photos, stats] = await Promise.all([profilePhotos(c.var.db, id, c.var.user?.id ?? null), profileStats(c.var.db, id)]);
    return c.json({ photos, stats });
  })
  .get('/:id', caller('visitor'), validate('param', userIdParam), async (c) => {
    const user = await findPublicUser(c.var.db, c.req.valid('param').id);
    if (!user) throw new ApiError('NOT_FOUND', 'User not found');
    return c.json(user);
  });
