import { z } from 'zod';
import { challengeSchema, challengeStatusSchema } from './challenges';
import { beforeIdField, isoTime } from './common';
import { plainLine } from './plain-text';

// /admin/challenges/user-generated (also /admin/user-challenges): members' community
// challenges, whatever their privacy, with what admins need to judge them.

const onlyIf = z.enum(['true']).optional();

export const adminCommunityQuery = z.object({
  status: challengeStatusSchema.optional(),
  // Only those with open reports / hidden from the lists / featured on the home page / removed.
  reported: onlyIf,
  hidden: onlyIf,
  featured: onlyIf,
  removed: onlyIf,
  // Part of the title or of the creator's username.
  q: plainLine().trim().max(100).optional(),
  // The challenges before this one (its id), for the next page.
  before: beforeIdField,
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminCommunityQuery = z.infer<typeof adminCommunityQuery>;

// An open report as the list shows it: why, by whom, when.
export const communityReportLineSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  // Null once the reporter's account is gone.
  reporter: z.string().nullable(),
  createdAt: isoTime,
});

export const adminCommunityChallengeSchema = challengeSchema
  .extend({
    createdAt: isoTime,
    // When an admin hid it from the lists and the home page (its page stays reachable).
    hiddenAt: isoTime.nullable(),
    // When an admin put it on the home page; null when it is not there.
    featuredAt: isoTime.nullable(),
    // Its open reports, newest first (the first 20; openReports counts them all).
    openReports: z.number().int(),
    reports: z.array(communityReportLineSchema),
  })
  .meta({ id: 'AdminCommunityChallenge' });
export type AdminCommunityChallengeDto = z.infer<typeof adminCommunityChallengeSchema>;

// Newest first; nextCursor is the `before` of the next page, null on the last.
export const adminCommunityPageSchema = z
  .object({ challenges: z.array(adminCommunityChallengeSchema), nextCursor: z.number().int().nullable() })
  .meta({ id: 'AdminCommunityPage' });
export type AdminCommunityPage = z.infer<typeof adminCommunityPageSchema>;
