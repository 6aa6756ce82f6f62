import type { Context } from 'hono';
import { idParam } from '../../contract/common';
import {
  type SiteImageKind,
  entryForReplaceSchema,
  entryLookupQuery,
  replaceEntryFormSchema,
  replaceReasonField,
  replaceSiteImageFormSchema,
  replacedEntrySchema,
  replacedSiteImageSchema,
  siteImagePageSchema,
  siteImageQuery,
} from '../../contract/admin-replace-images';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import type { SignedInEnv } from '../../env';
import { ApiError } from '../../errors';
import { auditOf, caller } from '../../middleware/caller';
import { fileBodyLimit } from '../../middleware/json-body-limit';
import { findEntry, replaceEntryPhoto } from '../../services/data-recovery/replace-entry-photo';
import { replaceSiteImage, siteImagePage } from '../../services/data-recovery/site-images';
import { siteOrigin } from '../../services/site-origin';
import { SITE_ADDRESS_ANSWER, apiRoute, jsonAnswer, routes } from '../openapi';
import { sendMailSoon } from '../send-mail-soon';

// /admin/replace-images and /admin/replace-submission-image: a file replaced by a new upload
// through the upload pipeline, the old one to quarantine (docs/rules.md "Replacing images").

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: "The site's own images of one kind (challenge covers, theme images, mentorship images), newest first",
  middleware: [caller('admin')],
  request: { query: siteImageQuery },
  responses: { 200: jsonAnswer(siteImagePageSchema, 'A page of images') },
});

const fileLimit = fileBodyLimit(PHOTO_MAX_BYTES, PHOTO_MESSAGES.size);

const replaceOne = <P extends string>(path: P, summary: string, audit: string) =>
  apiRoute({
    method: 'post',
    path: `/${path}/{id}` as `/${P}/{id}`,
    summary,
    middleware: [caller('admin', { limit: 'admin', audit }), fileLimit],
    request: {
      params: idParam,
      body: { required: true, content: { 'multipart/form-data': { schema: replaceSiteImageFormSchema } } },
    },
    responses: { 200: jsonAnswer(replacedSiteImageSchema, 'The image as it is now') },
  });

const cover = replaceOne(
  'covers',
  "Replace a challenge's cover (multipart: image, words = credit, reason)",
  'challenge.cover-replace',
);
const theme = replaceOne(
  'themes',
  "Replace an evergreen theme's image (multipart: image, words = credit, reason)",
  'evergreen.image-replace',
);
const mentorship = replaceOne(
  'mentorship',
  'Replace a mentorship image (multipart: image, words = description, reason)',
  'mentorship_image.replace',
);

const lookup = apiRoute({
  method: 'get',
  path: '/entries',
  summary: "Find an entry by its number, its page's link or its photo's link",
  middleware: [caller('admin')],
  request: { query: entryLookupQuery },
  responses: { 200: jsonAnswer(entryForReplaceSchema, 'The entry') },
});

const replaceEntry = apiRoute({
  method: 'post',
  path: '/entries/{id}',
  summary:
    "Replace an entry's file (multipart: photo, reason): it keeps its votes, comments and place, the old file goes to quarantine, the member is mailed",
  middleware: [caller('admin', { limit: 'admin', audit: 'submission.replace-photo' }), fileLimit],
  request: {
    params: idParam,
    body: { required: true, content: { 'multipart/form-data': { schema: replaceEntryFormSchema } } },
  },
  responses: { 200: jsonAnswer(replacedEntrySchema, 'Replaced'), ...SITE_ADDRESS_ANSWER },
});

// The form's file and reason, refused with the field's words before anything is stored.
async function readForm(c: Context<SignedInEnv>, fileField: string) {
  const form = await c.req.formData().catch(() => {
    throw new ApiError('BAD_REQUEST', 'Choose an image to upload');
  });
  const file = form.get(fileField);
  if (!(file instanceof File)) throw new ApiError('BAD_REQUEST', 'Choose an image to upload');
  const reason = replaceReasonField.safeParse(form.get('reason') ?? '');
  if (!reason.success) throw new ApiError('VALIDATION_FAILED', reason.error.issues[0]?.message ?? 'Say why the file is replaced');
  const words = form.get('words');
  return { file, reason: reason.data, words: typeof words === 'string' ? words : null };
}

async function replaced(c: Context<SignedInEnv>, kind: SiteImageKind, id: number) {
  const { file, reason, words } = await readForm(c, 'image');
  const image = await replaceSiteImage(
    c.env,
    c.var.db,
    kind,
    id,
    { file, words, reason, now: new Date() },
    auditOf(c, { detail: null }),
  );
  return { message: 'Replaced: the new image shows now, and the old file is in quarantine.', image };
}

export const adminReplaceImageRoutes = routes()
  .openapi(list, async (c) => {
    const { kind, before } = c.req.valid('query');
    return c.json(await siteImagePage(c.var.db, kind, before ?? null), 200);
  })
  .openapi(cover, async (c) => c.json(await replaced(c, 'cover', c.req.valid('param').id), 200))
  .openapi(theme, async (c) => c.json(await replaced(c, 'theme', c.req.valid('param').id), 200))
  .openapi(mentorship, async (c) => c.json(await replaced(c, 'mentorship', c.req.valid('param').id), 200))
  .openapi(lookup, async (c) => c.json(await findEntry(c.var.db, c.req.valid('query').q), 200))
  .openapi(replaceEntry, async (c) => {
    const { id } = c.req.valid('param');
    const origin = siteOrigin(c.env);
    const { file, reason } = await readForm(c, 'photo');
    const message = await replaceEntryPhoto(
      c.env,
      c.var.db,
      id,
      { file, reason, origin, now: new Date() },
      auditOf(c, { detail: null }),
    );
    sendMailSoon(c);
    return c.json({ message, entry: await findEntry(c.var.db, String(id)) }, 200);
  });
