import { z } from 'zod';
import type { CameraExif } from '../domain/camera-exif';
import { isoTime } from './common';
import { plainLine, plainText } from './plain-text';

// What the photo page shows about how a picture was taken (domain/camera-exif.ts).
export const cameraSchema = z.object({
  make: z.string().nullable(),
  model: z.string().nullable(),
  lens: z.string().nullable(),
  focalLength: z.number().nullable(),
  focalLength35mm: z.number().nullable().optional(),
  fNumber: z.number().nullable(),
  exposureTime: z.number().nullable(),
  iso: z.number().nullable(),
  takenAt: z.string().nullable(),
}) satisfies z.ZodType<CameraExif>;

// What the API answers for an entry (spec §3 Submission, with the snake_case twins the
// spec's islands read).
export const submissionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    altText: z.string(),
    imageUrl: z.string(),
    image_url: z.string(),
    thumbnailUrl: z.string(),
    challengeId: z.number().int(),
    challengeTitle: z.string(),
    // The key of a private challenge (its page is /user-challenges/{key}); null for public ones.
    challengeKey: z.string().nullable(),
    // An entry of a community challenge (one with a creator): a 'user' photo in spec §7's paths.
    isUserChallenge: z.boolean(),
    // Null while the challenge runs: authors stay hidden until results are named.
    userId: z.number().int().nullable(),
    user_id: z.number().int().nullable(),
    username: z.string().nullable(),
    profile_image_url: z.string().nullable(),
    userAvatar: z.string().nullable(),
    likesCount: z.number().int(),
    commentCount: z.number().int(),
    voteCount: z.number().int().nullable(),
    rank: z.number().int().nullable(),
    score: z.number().nullable(),
    camera: cameraSchema.nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    createdAt: isoTime,
    isMine: z.boolean(),
    // Whether the viewer likes it (false for visitors), so a grid needs no call per card.
    likedByMe: z.boolean(),
  })
  .meta({ id: 'Submission' });
export type SubmissionDto = z.infer<typeof submissionSchema>;

export const commentSchema = z
  .object({
    id: z.number().int(),
    submissionId: z.number().int(),
    userId: z.number().int(),
    username: z.string(),
    profile_image_url: z.string().nullable(),
    body: z.string(),
    createdAt: isoTime,
    updatedAt: isoTime.nullable(),
  })
  .meta({ id: 'Comment' });
export type CommentDto = z.infer<typeof commentSchema>;

// Scores stay private while voting runs: a voter sees only their own (isMine); after
// results, everyone sees the anonymous list.
export const voteListSchema = z.array(z.object({ score: z.number().int(), isMine: z.literal(true).optional() }));

export const voteAnswerSchema = z.object({ submissionId: z.number().int(), score: z.number().int() });

export const voteSchema = z.object({
  score: z
    .number({ error: 'Score must be a whole number from 1 to 10' })
    .int('Score must be a whole number from 1 to 10')
    .min(1, 'Score must be a whole number from 1 to 10')
    .max(10, 'Score must be a whole number from 1 to 10'),
});

export const commentInputSchema = z.object({
  body: plainText({ error: 'Write a comment first' })
    .trim()
    .min(1, 'Write a comment first')
    .max(2000, 'Comments must be at most 2000 characters'),
});

export const reportSchema = z.object({
  reason: plainText({ error: 'Tell us what is wrong with this photo' })
    .trim()
    .min(3, 'Tell us what is wrong with this photo')
    .max(1000),
});

export const listLimitQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(3) });

export const submissionFieldsSchema = z.object({
  title: plainLine({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(120, 'Titles must be at most 120 characters'),
  description: plainText().trim().max(2000, 'Descriptions must be at most 2000 characters').default(''),
  altText: plainLine({ error: 'Describe the photo for people who use screen readers' })
    .trim()
    .min(3, 'Describe the photo for people who use screen readers')
    .max(500, 'Alt text must be at most 500 characters'),
});

// The multipart form an entry is uploaded with. Documented here; the photo's bytes are
// checked by the service (sniffed, size-capped, metadata stripped), with its own messages.
const text = (more: object = {}) => ({ type: 'string' as const, ...more });
export const photoFormSchema = {
  type: 'object' as const,
  required: ['photo', 'title', 'altText'],
  properties: {
    photo: text({ format: 'binary', description: 'JPEG, PNG or WebP, at most 15 MB' }),
    title: text({ maxLength: 120 }),
    description: text({ maxLength: 2000 }),
    altText: text({ minLength: 3, maxLength: 500 }),
    inviteCode: text({ description: 'For an invite-only challenge' }),
  },
};
