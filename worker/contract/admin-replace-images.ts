import { z } from 'zod';
import { beforeIdField } from './common';
import { plainLine } from './plain-text';

// /admin/replace-submission-image and /admin/replace-images: an entry's file, and the site's
// own images (challenge covers, evergreen theme images, mentorship images), replaced by a new
// upload; the old file goes to quarantine.

// Why the file is replaced: kept with the old file in quarantine, and told to the member.
export const replaceReasonField = plainLine()
  .trim()
  .min(3, 'Say why the file is replaced')
  .max(300, 'Keep the reason under 300 characters');

export const entryLookupQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, "Enter the entry's number or a link to it")
    .max(500, 'That is too long for an entry number or link'),
});

export const entryForReplaceSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    imageUrl: z.string(),
    removed: z.boolean(),
    member: z.object({ id: z.number().int(), username: z.string() }),
    challenge: z.object({ id: z.number().int(), title: z.string() }),
    votes: z.number().int(),
    comments: z.number().int(),
    finalRank: z.number().int().nullable(),
  })
  .meta({ id: 'EntryForReplace' });
export type EntryForReplace = z.infer<typeof entryForReplaceSchema>;

export const replaceEntryFormSchema = {
  type: 'object' as const,
  required: ['photo', 'reason'],
  properties: {
    photo: { type: 'string' as const, format: 'binary', description: 'JPEG, PNG or WebP, at most 15 MB' },
    reason: { type: 'string' as const, description: 'Why the file is replaced (told to the member)' },
  },
};

export const replacedEntrySchema = z.object({ message: z.string(), entry: entryForReplaceSchema }).meta({ id: 'ReplacedEntry' });

export const SITE_IMAGE_KINDS = ['cover', 'theme', 'mentorship'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];

export const siteImageQuery = z.object({
  kind: z.enum(SITE_IMAGE_KINDS).default('cover'),
  before: beforeIdField,
});

// One of the site's images: a challenge's cover, a theme's image, a mentorship image. `words`
// is the credit (covers, themes) or the description (mentorship images).
export const siteImageSchema = z
  .object({
    kind: z.enum(SITE_IMAGE_KINDS),
    id: z.number().int(),
    title: z.string(),
    imageUrl: z.string(),
    words: z.string().nullable(),
  })
  .meta({ id: 'SiteImage' });
export type SiteImage = z.infer<typeof siteImageSchema>;

export const siteImagePageSchema = z
  .object({ items: z.array(siteImageSchema), nextCursor: z.number().int().nullable() })
  .meta({ id: 'SiteImagePage' });
export type SiteImagePage = z.infer<typeof siteImagePageSchema>;

export const replaceSiteImageFormSchema = {
  type: 'object' as const,
  required: ['image', 'reason'],
  properties: {
    image: { type: 'string' as const, format: 'binary', description: 'JPEG, PNG or WebP, at most 15 MB' },
    words: { type: 'string' as const, description: 'The credit (a cover, a theme) or description (a mentorship image)' },
    reason: { type: 'string' as const, description: 'Why it is replaced (kept with the old file in quarantine)' },
  },
};

export const replacedSiteImageSchema = z
  .object({ message: z.string(), image: siteImageSchema })
  .meta({ id: 'ReplacedSiteImage' });
