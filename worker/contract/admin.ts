import { z } from 'zod';
import { categorySchema, coverImageField } from './challenges';
import { beforeIdField, isoTime } from './common';
import { plainLine, plainText } from './plain-text';

export const evergreenSchema = z.object({
  category: categorySchema,
  title: plainLine().trim().min(3, 'Title must be at least 3 characters').max(120),
  description: plainText().trim().max(2000).default(''),
  coverImage: coverImageField,
  coverImageCredit: plainLine().trim().max(200).nullable().default(null),
  active: z.boolean().default(true),
});
export type EvergreenInput = z.infer<typeof evergreenSchema>;

// A theme in the pool the cron plans daily challenges from.
export const evergreenThemeSchema = z
  .object({
    id: z.number().int(),
    category: z.string(),
    title: z.string(),
    description: z.string(),
    coverImage: z.string().nullable(),
    coverImageCredit: z.string().nullable(),
    active: z.boolean(),
    // When the cron last planned a challenge from it; null until then.
    lastUsedAt: isoTime.nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'EvergreenTheme' });
export type EvergreenThemeDto = z.infer<typeof evergreenThemeSchema>;

// Why an admin removed or restored a member's work: told to the member in their notification.
export const moderationReason = plainLine()
  .trim()
  .max(300, 'Keep the reason under 300 characters')
  .optional()
  .transform((reason) => reason || undefined);
export const removalSchema = z.object({ reason: moderationReason }).meta({ id: 'Removal' });

export const reportResolutionSchema = z.object({ resolution: z.enum(['remove', 'dismiss']), reason: moderationReason });
export type ReportResolution = z.infer<typeof reportResolutionSchema>['resolution'];

// A report waiting in the admins' queue, with enough of what was reported to judge it: an
// entry's photo, or a message's words.
const reportBase = {
  id: z.number().int(),
  reason: z.string(),
  createdAt: isoTime,
  // Null once the reporter's account is gone.
  reporter: z.string().nullable(),
};

const entryReportSchema = z.object({
  ...reportBase,
  targetType: z.literal('entry'),
  submissionId: z.number().int(),
  submissionTitle: z.string(),
  imageUrl: z.string(),
  authorId: z.number().int(),
  // A community entry, whose page lives under /user-submissions.
  isUserChallenge: z.boolean(),
});
export type EntryReportDto = z.infer<typeof entryReportSchema>;

const messageReportSchema = z.object({
  ...reportBase,
  targetType: z.literal('message'),
  message: z.object({
    id: z.number().int(),
    content: z.string(),
    hasPhoto: z.boolean(),
    senderId: z.number().int(),
    senderName: z.string(),
    recipientName: z.string(),
    sentAt: isoTime,
  }),
});
export type MessageReportDto = z.infer<typeof messageReportSchema>;

const critiqueReportSchema = z.object({
  ...reportBase,
  targetType: z.literal('critique'),
  critique: z.object({
    id: z.number().int(),
    requestId: z.number().int(),
    requestTitle: z.string(),
    criticId: z.number().int(),
    criticName: z.string(),
    // Everything the critic wrote, one note a line.
    text: z.string(),
    writtenAt: isoTime,
  }),
});
export type CritiqueReportDto = z.infer<typeof critiqueReportSchema>;

// A community challenge: admins judge its title and description, and open its page.
const challengeReportSchema = z.object({
  ...reportBase,
  targetType: z.literal('challenge'),
  challenge: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    creatorId: z.number().int().nullable(),
    creatorName: z.string().nullable(),
    privacyType: z.enum(['public', 'unlisted', 'invite']),
    // An unlisted or invite-only challenge's address is /user-challenges/{key}.
    key: z.string().nullable(),
    submissionCount: z.number().int(),
  }),
});
export type ChallengeReportDto = z.infer<typeof challengeReportSchema>;

export const openReportSchema = z
  .discriminatedUnion('targetType', [entryReportSchema, messageReportSchema, critiqueReportSchema, challengeReportSchema])
  .meta({ id: 'OpenReport' });
export type OpenReportDto = z.infer<typeof openReportSchema>;

export const auditLogQuery = z.object({
  before: beforeIdField,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    // Null for actions run from the command line (npm run promote-admin).
    adminId: z.number().int().nullable(),
    adminName: z.string(),
    action: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    // What the action was given: an admin's validated body ({ body }), or the command
    // line's own record of the roles it changed. Its shape is the action's.
    detail: z.record(z.string(), z.unknown()).nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

// Newest first; nextCursor is the `before` of the next page, null on the last.
export const auditLogPageSchema = z
  .object({ entries: z.array(auditEntrySchema), nextCursor: z.number().int().nullable() })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

// A flag as admins manage it, with the users it is on for.
export const adminFlagSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    enabled: z.boolean(),
    rolloutPercentage: z.number().int(),
    updatedAt: isoTime,
    // The ids of the users it is on for whatever the rollout.
    allowlist: z.array(z.number().int()),
  })
  .meta({ id: 'AdminFlag' });
export type AdminFlagDto = z.infer<typeof adminFlagSchema>;
