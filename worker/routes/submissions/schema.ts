import { z } from 'zod';

export const voteSchema = z.object({
  score: z.number({ error: 'Score must be a whole number from 1 to 10' }).int('Score must be a whole number from 1 to 10').min(1, 'Score must be a whole number from 1 to 10').max(10, 'Score must be a whole number from 1 to 10'),
});

export const commentSchema = z.object({
  body: z.string({ error: 'Write a comment first' }).trim().min(1, 'Write a comment first').max(2000, 'Comments must be at most 2000 characters'),
});

export const reportSchema = z.object({
  reason: z.string({ error: 'Tell us what is wrong with this photo' }).trim().min(3, 'Tell us what is wrong with this photo').max(1000),
});

export const listLimitQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(3) });

export const submissionFieldsSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Titles must be at most 120 characters'),
  description: z.string().trim().max(2000, 'Descriptions must be at most 2000 characters').default(''),
  altText: z
    .string({ error: 'Describe the photo for people who use screen readers' })
    .trim()
    .min(3, 'Describe the photo for people who use screen readers')
    .max(500, 'Alt text must be at most 500 characters'),
});

export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MESSAGES = {
  type: 'Photos must be JPEG, PNG or WebP images',
  size: 'Photos must be 15 MB or smaller',
  empty: 'The photo file is empty',
  missing: 'Choose a photo to submit',
} as const;
