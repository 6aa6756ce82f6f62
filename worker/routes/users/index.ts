import {
  avatarFormSchema,
  ownProfileSchema,
  profilePhotosSchema,
  profileUpdateSchema,
  publicUserSchema,
  userIdParam,
} from '../../contract/users';
import { memberExportSchema } from '../../contract/admin-users';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../contract/files';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { fileBodyLimit } from '../../middleware/json-body-limit';
import { caller } from '../../middleware/caller';
import { profileStats } from '../../services/challenges/leaderboard';
import { profilePhotos } from '../../services/challenges/submissions';
import { replaceAvatar, updateProfile } from '../../services/profile';
import { exportFilename, memberExport } from '../../services/members/export';
import { siteOrigin } from '../../services/site-origin';
import { findOwnProfile, findPublicUser } from '../../services/users';
import { SITE_ADDRESS_ANSWER, apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const AVATAR_ERROR_CODES = { type: 'UNSUPPORTED_MEDIA_TYPE', size: 'PAYLOAD_TOO_LARGE', empty: 'BAD_REQUEST' } as const;

async function ownProfile(db: Db, userId: number) {
  const profile = await findOwnProfile(db, userId);
  if (!profile) throw new ApiError('UNAUTHORIZED', 'Please sign in to continue');
  return profile;
}

const me = apiRoute({
  method: 'get',
  path: '/me',
  summary: "The signed-in person's own profile, with their email and whether it is verified",
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(ownProfileSchema, 'Their profile') },
});

const updateMe = apiRoute({
  method: 'patch',
  path: '/me',
  summary: 'Change first name, last name or bio (at least one)',
  middleware: [caller('member', { limit: 'profile' })],
  request: { body: jsonBody(profileUpdateSchema) },
  responses: { 200: jsonAnswer(ownProfileSchema, 'The profile as changed') },
});

const avatar = apiRoute({
  method: 'post',
  path: '/me/avatar',
  summary: 'Replace the avatar (multipart: avatar; JPEG, PNG or WebP, at most 5 MB, metadata removed)',
  middleware: [caller('member', { limit: 'avatar' }), fileBodyLimit(AVATAR_MAX_BYTES, AVATAR_MESSAGES.size)],
  request: { body: { required: true, content: { 'multipart/form-data': { schema: avatarFormSchema } } } },
  responses: { 200: jsonAnswer(ownProfileSchema, 'The profile with its new avatar') },
});

const myData = apiRoute({
  method: 'get',
  path: '/me/export',
  summary:
    'Everything the site keeps about the signed-in person, as one JSON file to download: profile, entries with links, votes, comments, messages, sessions, orders',
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(memberExportSchema, 'The JSON file, as an attachment'), ...SITE_ADDRESS_ANSWER },
});

const photos = apiRoute({
  method: 'get',
  path: '/{id}/photos',
  summary: "A person's photos others may see (entries with results), and their totals",
  middleware: [caller('visitor')],
  request: { params: userIdParam },
  responses: { 200: jsonAnswer(profilePhotosSchema, 'Photos and totals') },
});

const one = apiRoute({
  method: 'get',
  path: '/{id}',
  summary: "A person's public profile",
  middleware: [caller('visitor')],
  request: { params: userIdParam },
  responses: { 200: jsonAnswer(publicUserSchema, 'The public profile') },
});

// `/me` routes come first: `/{id}` would otherwise claim them.
export const userRoutes = routes()
  .openapi(me, async (c) => c.json(await ownProfile(c.var.db, c.var.user.id), 200))
  .openapi(updateMe, async (c) => {
    await updateProfile(c.var.db, c.var.user.id, c.req.valid('json'));
    return c.json(await ownProfile(c.var.db, c.var.user.id), 200);
  })
  .openapi(avatar, async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('avatar');
    if (!(file instanceof File)) throw new ApiError('BAD_REQUEST', AVATAR_MESSAGES.missing);
    const result = await replaceAvatar(c.var.db, c.env.PHOTOS, c.var.user.id, file);
    if (!result.ok) throw new ApiError(AVATAR_ERROR_CODES[result.reason], AVATAR_MESSAGES[result.reason]);
    return c.json(await ownProfile(c.var.db, c.var.user.id), 200);
  })
  .openapi(myData, async (c) => {
    const data = await memberExport(c.var.db, c.var.user.id, siteOrigin(c.env));
    c.header('Content-Disposition', `attachment; filename="${exportFilename(data.profile.username, new Date())}"`);
    return c.json(data, 200);
  })
  .openapi(photos, async (c) => {
    const { id } = c.req.valid('param');
    const [photos, stats] = await Promise.all([profilePhotos(c.var.db, id, c.var.user?.id ?? null), profileStats(c.var.db, id)]);
    return c.json({ photos, stats }, 200);
  })
  .openapi(one, async (c) => {
    const user = await findPublicUser(c.var.db, c.req.valid('param').id);
    if (!user) throw new ApiError('NOT_FOUND', 'User not found');
    return c.json(user, 200);
  });
