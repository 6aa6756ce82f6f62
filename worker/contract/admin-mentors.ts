import { z } from 'zod';
import { idParam, isoTime } from './common';
import { myMentorProfileSchema } from './mentors';
import { moderationReason } from './admin';
import { plainText } from './plain-text';

// /admin/mentor-program: reviewing applications and managing mentors.

export const ADMIN_MENTOR_FILTERS = ['pending', 'approved', 'rejected', 'suspended', 'featured'] as const;

export const adminMentorsQuery = z.object({ filter: z.enum(ADMIN_MENTOR_FILTERS).default('pending') });

export const adminMentorSchema = myMentorProfileSchema
  .extend({
    name: z.string(),
    username: z.string(),
    email: z.string(),
    featured: z.boolean(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    createdAt: isoTime,
  })
  .meta({ id: 'AdminMentor' });
export type AdminMentor = z.infer<typeof adminMentorSchema>;

export const adminMentorListSchema = z.object({ mentors: z.array(adminMentorSchema) });

export const mentorReviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  // Mailed to the applicant; a rejection must say why.
  note: plainText().trim().max(1000, 'The note must be at most 1000 characters').default(''),
});
export type MentorReviewDecision = z.infer<typeof mentorReviewDecisionSchema>;

export const suspensionSchema = z.object({ suspended: z.boolean(), reason: moderationReason });
export const featuredSchema = z.object({ featured: z.boolean() });

export const adminMentorParams = idParam;
