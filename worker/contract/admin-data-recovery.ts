import { z } from 'zod';
import { beforeIdField, isoTime } from './common';
import { plainLine } from './plain-text';

// /admin/data-recovery: what is in quarantine, the deleted accounts still restorable, what
// each restore brought back; and /admin/manual-upload.

export const quarantineQuery = z.object({ before: beforeIdField });

// A file in quarantine, waiting for a restore or its purge. Variants travel with their photo,
// so the list shows the photo alone.
export const quarantinedItemSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    // What sort of file: 'photo', 'avatar', 'cover'… (stored_objects' kinds).
    kind: z.string(),
    owner: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    // The row it belonged to; for an entry, its title and whether it was removed.
    subject: z
      .object({
        type: z.string(),
        id: z.number().int(),
        title: z.string().nullable(),
        removed: z.boolean(),
      })
      .nullable(),
    reason: z.string(),
    by: z.string().nullable(),
    quarantinedAt: isoTime,
    purgeAfter: isoTime,
    daysLeft: z.number().int(),
  })
  .meta({ id: 'QuarantinedItem' });
export type QuarantinedItem = z.infer<typeof quarantinedItemSchema>;

export const quarantinePageSchema = z
  .object({ items: z.array(quarantinedItemSchema), nextCursor: z.number().int().nullable() })
  .meta({ id: 'QuarantinePage' });
export type QuarantinePage = z.infer<typeof quarantinePageSchema>;

export const deletedAccountSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    deletedAt: isoTime,
    purgeAfter: isoTime,
    daysLeft: z.number().int(),
    entries: z.number().int(),
  })
  .meta({ id: 'DeletedAccount' });
export type DeletedAccount = z.infer<typeof deletedAccountSchema>;

export const historyQuery = z.object({ before: beforeIdField });

// One restore, from its audit row: who, when, and what came back.
export const restoreRecordSchema = z
  .object({
    id: z.number().int(),
    action: z.string(),
    adminName: z.string(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'RestoreRecord' });
export type RestoreRecord = z.infer<typeof restoreRecordSchema>;

export const restoreHistorySchema = z
  .object({ entries: z.array(restoreRecordSchema), nextCursor: z.number().int().nullable() })
  .meta({ id: 'RestoreHistory' });
export type RestoreHistory = z.infer<typeof restoreHistorySchema>;

export const restoreResultSchema = z.object({ message: z.string(), restored: z.array(z.string()) }).meta({ id: 'RestoreResult' });
export type RestoreResult = z.infer<typeof restoreResultSchema>;

// A challenge an admin may upload into for a member: open for entries.
export const uploadChallengeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(['upcoming', 'active']),
    community: z.boolean(),
    submissionLimit: z.number().int().nullable(),
    endDate: isoTime,
  })
  .meta({ id: 'UploadChallenge' });
export type UploadChallenge = z.infer<typeof uploadChallengeSchema>;

export const manualUploadParam = z.object({
  userId: z.coerce.number().int().positive('Ids are positive whole numbers').max(Number.MAX_SAFE_INTEGER, 'No such id'),
});

// The multipart form: the entry as the member's own upload form has it, plus the challenge
// and why it came by another road (kept in the audit log).
export const manualUploadFormSchema = {
  type: 'object' as const,
  required: ['challengeId', 'photo', 'title'],
  properties: {
    challengeId: { type: 'string' as const, description: 'The challenge to enter' },
    photo: { type: 'string' as const, format: 'binary', description: 'JPEG, PNG or WebP, at most 15 MB' },
    title: { type: 'string' as const },
    description: { type: 'string' as const },
    altText: { type: 'string' as const },
    note: { type: 'string' as const, description: 'How the photo came (kept in the audit log)' },
  },
};

export const manualUploadNoteField = plainLine().trim().max(300, 'Keep the note under 300 characters').default('');

export const manualUploadResultSchema = z
  .object({ message: z.string(), entryId: z.number().int() })
  .meta({ id: 'ManualUploadResult' });
export type ManualUploadResult = z.infer<typeof manualUploadResultSchema>;
