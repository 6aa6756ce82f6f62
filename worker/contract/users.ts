import { z } from 'zod';
import { profileStatsSchema } from './leaderboard';
import { isoTime } from './common';
import { submissionSchema } from './submissions';
import { plainLine, plainText } from './plain-text';
import { timeZoneSchema } from './time-zone';

export const userIdParam = z.object({
  id: z.coerce.number().int().positive('User ids are positive whole numbers').max(Number.MAX_SAFE_INTEGER, 'No such id'),
});

// Only what anyone may see of a person: never their email or anything secret.
export const publicUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    bio: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

const optionalName = (label: string) =>
  plainLine().trim().min(1, `${label} is required`).max(60, `${label} must be at most 60 characters`).optional();

export const profileUpdateSchema = z
  .object({
    firstName: optionalName('First name'),
    lastName: optionalName('Last name'),
    bio: plainText().trim().max(500, 'Bio must be at most 500 characters').optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to update');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

// The signed-in person's own profile: the public fields, their email and whether it is verified,
// and why mail to it is stopped (it bounced, or they marked our mail as spam), if it is.
export const ownProfileSchema = publicUserSchema
  .extend({
    email: z.string(),
    emailVerified: z.boolean(),
    timeZone: z.string().nullable(),
    mailBlocked: z.enum(['bounce', 'complaint']).nullable(),
  })
  .meta({ id: 'OwnProfile' });
export type OwnProfile = z.infer<typeof ownProfileSchema>;

// What GET /api/users/{id}/photos answers: the photos others may see (entries with results)
// and the totals.
export const profilePhotosSchema = z
  .object({ photos: z.array(submissionSchema), stats: profileStatsSchema })
  .meta({ id: 'ProfilePhotos' });

// The multipart form an avatar is uploaded with. Documented here; the route reads the form
// and the service checks the bytes (sniffed, size-capped, metadata stripped), with the
// messages above.
export const avatarFormSchema = {
  type: 'object' as const,
  required: ['avatar'],
  properties: {
    avatar: { type: 'string' as const, format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' },
  },
};
