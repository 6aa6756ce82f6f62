import { z } from 'zod';

export const userIdParam = z.object({ id: z.coerce.number().int().positive('User ids are positive whole numbers').max(Number.MAX_SAFE_INTEGER, 'No such id') });

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const optionalName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(60, `${label} must be at most 60 characters`).optional();

export const profileUpdateSchema = z
  .object({
    firstName: optionalName('First name'),
    lastName: optionalName('Last name'),
    bio: z.string().trim().max(500, 'Bio must be at most 500 characters').optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to update');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const ownProfileSchema = publicUserSchema.extend({ email: z.string(), emailVerified: z.boolean() });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

// Shared with the avatar picker, which checks before uploading; the server sniffs the
// bytes and has the last say.
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const AVATAR_MESSAGES = {
  type: 'Avatars must be JPEG, PNG or WebP images',
  size: 'Avatars must be 5 MB or smaller',
  empty: 'The avatar file is empty',
} as const;
