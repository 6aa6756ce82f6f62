import { z } from 'zod';
import { isoTime } from './common';
import { plainLine, plainText } from './plain-text';

// The incident notice: what an admin tells everyone when photos or data were damaged or lost,
// on /recovery-notification and, while it is open, in a banner on every page. At most one is
// open at a time (a unique index); a closed one is kept as history and never changes again.

export const NOTICE_LENGTHS = { title: 120, text: 4000 } as const;

const text = (missing: string) =>
  plainText({ error: missing })
    .trim()
    .min(1, missing)
    .max(NOTICE_LENGTHS.text, `Keep it under ${NOTICE_LENGTHS.text.toLocaleString('en-US')} characters`);

// A New York day, or null when the period is open on that side.
const day = z.iso.date({ error: 'Use a date like 2025-03-14' }).nullable().default(null);

export const recoveryNoticeInputSchema = z
  .object({
    title: plainLine({ error: 'Give the notice a title' })
      .trim()
      .min(1, 'Give the notice a title')
      .max(NOTICE_LENGTHS.title, `Keep the title under ${NOTICE_LENGTHS.title} characters`),
    whatHappened: text('Say what happened'),
    affectedFrom: day,
    affectedUntil: day,
    whatToDo: text('Say what members should do'),
  })
  .refine((n) => !n.affectedFrom || !n.affectedUntil || n.affectedFrom <= n.affectedUntil, {
    path: ['affectedUntil'],
    message: 'The period cannot end before it starts',
  })
  .meta({ id: 'RecoveryNoticeInput' });
export type RecoveryNoticeInput = z.input<typeof recoveryNoticeInputSchema>;
export type RecoveryNoticeFields = z.output<typeof recoveryNoticeInputSchema>;

export const recoveryNoticeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    whatHappened: z.string(),
    // The New York days affected; either may be null (not known yet, or still going on).
    affectedFrom: z.string().nullable(),
    affectedUntil: z.string().nullable(),
    whatToDo: z.string(),
    closedAt: isoTime.nullable(),
    updatedAt: isoTime,
    createdAt: isoTime,
  })
  .meta({ id: 'RecoveryNotice' });
export type RecoveryNotice = z.infer<typeof recoveryNoticeSchema>;

// GET /api/recovery-notice: the open notice, or null when no recovery is in progress.
export const currentNoticeSchema = z.object({ notice: recoveryNoticeSchema.nullable() }).meta({ id: 'CurrentRecoveryNotice' });
export type CurrentNotice = z.infer<typeof currentNoticeSchema>;

// The admins' view: the open notice and the latest closed ones, newest first.
export const adminNoticesSchema = z
  .object({ open: recoveryNoticeSchema.nullable(), closed: z.array(recoveryNoticeSchema) })
  .meta({ id: 'AdminRecoveryNotices' });
export type AdminNotices = z.infer<typeof adminNoticesSchema>;

// What every page's banner needs (the edge state carries it).
export type NoticeBanner = { title: string };
