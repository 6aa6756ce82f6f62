import { z } from 'zod';
import { isoTime } from './common';
import { plainLine, plainText } from './plain-text';

// /admin/email/templates: every mail the site sends, its wording editable as plain text with
// `{{name}}` for its values. Each save is a version; the newest is in use.

export const MAIL_GROUPS = [
  'Account',
  'Mentoring',
  'Payments',
  'Prints',
  'Messages',
  'Challenges',
  'Critiques',
  'Webinars',
] as const;

export const mailTemplateKeyParam = z.object({
  key: z.string().regex(/^[A-Za-z0-9_]{1,60}$/, 'No such mail template'),
});

// A subject and a body. The body's blank lines part its paragraphs.
export const mailWordingSchema = z
  .object({
    subject: plainLine().trim().min(1, 'Write a subject').max(200, 'Keep the subject under 200 characters'),
    body: plainText().trim().min(1, 'Write the mail').max(10_000, 'Keep the mail under 10,000 characters'),
  })
  .meta({ id: 'MailWording' });
export type MailWording = z.infer<typeof mailWordingSchema>;

// `basedOn`: the version the admin started from (0 for none): a save or restore over a version
// someone else saved meanwhile is refused, not lost.
export const mailWordingSaveSchema = mailWordingSchema.extend({ basedOn: z.number().int().nonnegative() });
export const mailTemplateRestoreSchema = z.object({ basedOn: z.number().int().nonnegative() });

const version = z.number().int().nonnegative();

export const mailTemplateSummarySchema = z
  .object({
    key: z.string(),
    name: z.string(),
    description: z.string(),
    group: z.enum(MAIL_GROUPS),
    // Whether an admin's wording is in use (else the default the code keeps).
    edited: z.boolean(),
    // The newest version (0 when never saved), who saved it and when.
    version,
    savedBy: z.string().nullable(),
    savedAt: isoTime.nullable(),
  })
  .meta({ id: 'MailTemplateSummary' });
export type MailTemplateSummary = z.infer<typeof mailTemplateSummarySchema>;

export const mailTemplateVersionSchema = z
  .object({
    version,
    // Null: this version restored the default.
    subject: z.string().nullable(),
    body: z.string().nullable(),
    savedBy: z.string(),
    savedAt: isoTime,
  })
  .meta({ id: 'MailTemplateVersion' });
export type MailTemplateVersion = z.infer<typeof mailTemplateVersionSchema>;

export const mailTemplateSchema = mailTemplateSummarySchema
  .extend({
    // A notice: its footer (why it came, and the way out) is added to every wording.
    notice: z.boolean(),
    // Each value with what the preview and a test mail fill it with, in the template's order.
    variables: z.array(z.object({ name: z.string(), sample: z.string() })),
    defaultWording: mailWordingSchema,
    // The wording in use: the newest version's, or the default.
    current: mailWordingSchema,
    // Newest first.
    history: z.array(mailTemplateVersionSchema),
  })
  .meta({ id: 'MailTemplate' });
export type MailTemplateDetail = z.infer<typeof mailTemplateSchema>;

export const mailTestAnswerSchema = z.object({ to: z.string() }).meta({ id: 'MailTestQueued' });
