import { z } from 'zod';
import { CATEGORIES } from '../domain/categories';
import { CHALLENGE_STATUSES } from '../domain/status';
import { isoTime } from './common';
import { plainLine, plainText } from './plain-text';

export const categorySchema = z
  .string()
  .trim()
  .transform((c) => c.toLowerCase())
  .pipe(z.enum(CATEGORIES, { error: 'Unknown category' }));

// A community challenge's address names its id or its key (services/challenges/access.ts
// tells them apart); anything else is a challenge not found rather than a bad request.
export const challengeRefParam = z.object({
  id: z.string().meta({ description: 'The challenge id, or the key of an unlisted or invite-only one' }),
});

export const challengeStatusSchema = z.enum(CHALLENGE_STATUSES);

export const challengeListQuery = z.object({
  status: challengeStatusSchema.optional(),
  category: categorySchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

// A cover is one of our own images: pages load pictures from this site only (their
// Content-Security-Policy), and a picture from elsewhere would tell its host who looked.
export const coverImageField = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])\S*$/, 'Cover images must be a path on this site, such as /api/uploads/…')
  .nullable()
  .default(null);

export const imageTransformSchema = z.object({
  scale: z.number().min(0.1).max(10),
  x: z.number().min(-100).max(100),
  y: z.number().min(-100).max(100),
});

// What the API answers for a challenge (times as ISO strings).
export const challengeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    startDate: isoTime,
    endDate: isoTime,
    votingStartDate: isoTime,
    votingEndDate: isoTime.nullable(),
    thumbnailImage: z.string().nullable(),
    coverImage: z.string().nullable(),
    coverImageCredit: z.string().nullable(),
    imageTransform: imageTransformSchema.nullable(),
    submissionLimit: z.number().int().nullable(),
    status: challengeStatusSchema,
    submissionCount: z.number().int(),
    isDaily: z.boolean(),
    // When the cron named the results; null until then.
    resultsAt: isoTime.nullable(),
    // Community challenges (spec §3: creatorName and privacyType); null/'public' for official ones.
    isUserChallenge: z.boolean(),
    creatorId: z.number().int().nullable(),
    creatorName: z.string().nullable(),
    privacyType: z.enum(['public', 'unlisted', 'invite']),
    // An unlisted or invite-only challenge's address is /user-challenges/{key}; null for public
    // ones. Only people who may see the challenge get an answer that names it.
    key: z.string().nullable(),
    // When an admin removed it; only admins are ever told about a removed challenge.
    removedAt: isoTime.nullable(),
  })
  .meta({ id: 'Challenge' });
export type ChallengeDto = z.infer<typeof challengeSchema>;

// A community challenge as its creator sees it: invite-only ones carry the code they share.
export const communityChallengeDtoSchema = challengeSchema
  .extend({ inviteCode: z.string().nullable().optional() })
  .meta({ id: 'CommunityChallenge' });
export type CommunityChallengeDto = z.infer<typeof communityChallengeDtoSchema>;

// The viewer's own scores in one challenge.
export const myVotesSchema = z.array(z.object({ submissionId: z.number().int(), score: z.number().int() }));

export const challengeInputSchema = z
  .object({
    title: plainLine().trim().min(3, 'Title must be at least 3 characters').max(120),
    description: plainText().trim().max(2000).default(''),
    category: categorySchema,
    startDate: z.coerce.date({ error: 'Start date is required' }),
    endDate: z.coerce.date({ error: 'End date is required' }),
    votingEndDate: z.coerce.date().nullable().default(null),
    coverImage: coverImageField,
    coverImageCredit: plainLine().trim().max(200).nullable().default(null),
    imageTransform: imageTransformSchema.nullable().default(null),
    submissionLimit: z.number().int().min(1).max(100).nullable().default(null),
  })
  .refine((c) => c.endDate > c.startDate, { message: 'End date must be after the start date', path: ['endDate'] })
  .refine((c) => !c.votingEndDate || c.votingEndDate > c.endDate, {
    message: 'Voting must end after submissions close',
    path: ['votingEndDate'],
  });
export type ChallengeInput = z.infer<typeof challengeInputSchema>;

export const PRIVACY_TYPES = ['public', 'unlisted', 'invite'] as const;

// A challenge that opens and closes within minutes can be won by a handful of helper
// accounts before anyone else sees it, so entries and voting each stay open at least an hour.
export const COMMUNITY_MIN_WINDOW_MS = 60 * 60 * 1000;
export const COMMUNITY_WINDOW_MESSAGES = {
  entries: 'Entries must stay open for at least 1 hour',
  voting: 'Voting must stay open for at least 1 hour after entries close',
} as const;
const windowOf = (from: Date, to: Date) => to.getTime() - from.getTime();

// What a member fills in to create a community challenge. Voting runs for 24 hours after
// entries close unless they choose another end.
export const communityChallengeSchema = z
  .object({
    title: plainLine({ error: 'Title is required' }).trim().min(3, 'Title must be at least 3 characters').max(120),
    description: plainText().trim().max(2000, 'Descriptions must be at most 2000 characters').default(''),
    category: categorySchema,
    startDate: z.coerce.date({ error: 'Start date is required' }),
    endDate: z.coerce.date({ error: 'End date is required' }),
    votingEndDate: z.coerce.date().nullable().default(null),
    coverImage: coverImageField,
    coverImageCredit: plainLine().trim().max(200).nullable().default(null),
    imageTransform: imageTransformSchema.nullable().default(null),
    submissionLimit: z.number().int().min(1, 'The limit is at least 1').max(100).nullable().default(null),
    privacyType: z.enum(PRIVACY_TYPES, { error: 'Choose who can see the challenge' }).default('public'),
  })
  .refine((c) => c.endDate > c.startDate, { message: 'End date must be after the start date', path: ['endDate'] })
  .refine((c) => c.endDate <= c.startDate || windowOf(c.startDate, c.endDate) >= COMMUNITY_MIN_WINDOW_MS, {
    message: COMMUNITY_WINDOW_MESSAGES.entries,
    path: ['endDate'],
  })
  .refine((c) => !c.votingEndDate || c.votingEndDate > c.endDate, {
    message: 'Voting must end after submissions close',
    path: ['votingEndDate'],
  })
  .refine(
    (c) => !c.votingEndDate || c.votingEndDate <= c.endDate || windowOf(c.endDate, c.votingEndDate) >= COMMUNITY_MIN_WINDOW_MS,
    {
      message: COMMUNITY_WINDOW_MESSAGES.voting,
      path: ['votingEndDate'],
    },
  );
export type CommunityChallengeInput = z.infer<typeof communityChallengeSchema>;

// A member's report of a community challenge: what is wrong with it, for the admins.
export const challengeReportSchema = z.object({
  reason: plainText({ error: 'Tell us what is wrong with this challenge' })
    .trim()
    .min(3, 'Tell us what is wrong with this challenge')
    .max(1000),
});
