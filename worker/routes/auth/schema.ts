import { z } from 'zod';

export const mentorProfileSummarySchema = z.object({
  profileStatus: z.enum(['pending', 'approved', 'rejected']),
});

// What GET /api/auth/user answers: the signed-in user's own fields (spec §3), never a hash.
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  isAuthenticated: z.literal(true),
  mentorProfile: mentorProfileSummarySchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
