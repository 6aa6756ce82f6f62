import { z } from 'zod';

export const userIdParam = z.object({ id: z.coerce.number().int().positive('User ids are positive whole numbers') });

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
