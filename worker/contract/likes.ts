import { z } from 'zod';
import { idParam } from './common';

// `standard` entries and community (`user`) entries share one table of likes.
export const likeParams = z.object({
  type: z.enum(['standard', 'user'], { error: 'Unknown photo type' }),
  id: idParam.shape.id,
});

const entryId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

// The entry to like or unlike, under either name the spec's islands send.
export const likeInputSchema = z
  .union([z.object({ submissionId: entryId }), z.object({ userSubmissionId: entryId })], {
    error: 'submissionId or userSubmissionId is required',
  })
  .transform((body) => ('submissionId' in body ? body.submissionId : body.userSubmissionId));

// The spec's client reads likesCount as a string.
export const likeCountSchema = z.object({ likesCount: z.string() });

export const likeStatusSchema = z.object({ userLiked: z.boolean() });

// Whether the entry is liked after the toggle.
export const likeToggleSchema = z.object({ liked: z.boolean() });
