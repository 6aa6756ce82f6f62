import { z } from 'zod';
import { isoTime } from './common';
import { CHOSEN_KINDS, type ChosenKind, MAIL_CHANNELS, NOTIFICATION_KINDS } from './notification-kinds';

export const NOTIFICATIONS_PAGE = 20;
// /notifications' first page, as the page asks for it and the Worker answers it into the page.
export const NOTIFICATIONS_FIRST_QUERY = { limit: String(NOTIFICATIONS_PAGE) };

// Newest first; `before` is the previous page's `nextCursor`.
export const notificationsQuery = z.object({
  before: z.coerce.number().int().positive('Cursors are positive whole numbers').max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1, 'Ask for 1 to 50').max(50, 'Ask for 1 to 50').default(NOTIFICATIONS_PAGE),
});

// One line of the bell: every notification about one thing (`count` of them, the latest
// one's actor and time), unseen while any of them is.
export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(NOTIFICATION_KINDS),
    text: z.string(),
    link: z.string(),
    count: z.number().int(),
    actorName: z.string().nullable(),
    actorAvatar: z.string().nullable(),
    unseen: z.boolean(),
    createdAt: isoTime,
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z
  .object({ notifications: z.array(notificationSchema), nextCursor: z.number().int().nullable(), unseen: z.number().int() })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

// Lines with anything unseen, for the bell's badge.
export const unseenCountSchema = z.object({ unseen: z.number().int() }).meta({ id: 'UnseenNotifications' });

// /profile's notification mail: per kind, the bell only, mail at once or the daily digest, and
// the local hour of the digest.
const chosenKind = z.enum(CHOSEN_KINDS as [ChosenKind, ...ChosenKind[]], 'No such kind of notification');
const mailChannel = z.enum(MAIL_CHANNELS, 'Choose the bell only, mail at once or the daily digest');
const digestHour = z
  .number('Choose an hour from the list')
  .int('Choose an hour from the list')
  .min(0, 'Choose an hour from the list')
  .max(23, 'Choose an hour from the list');

export const mailSettingsSchema = z
  .object({
    kinds: z.array(z.object({ kind: chosenKind, label: z.string(), channel: mailChannel })),
    digestHour,
    // The zone the hour is in; null while the member has none (the site's clock is used).
    timeZone: z.string().nullable(),
  })
  .meta({ id: 'MailSettings' });
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const mailSettingsChangeSchema = z
  .object({ channels: z.partialRecord(chosenKind, mailChannel).default({}), digestHour: digestHour.optional() })
  .meta({ id: 'MailSettingsChange' });

// A one-click unsubscribe's link, as the mail carries it.
export const unsubscribeQuery = z.object({
  u: z.coerce.number('Not an unsubscribe link').int('Not an unsubscribe link').positive('Not an unsubscribe link'),
  k: z.enum(['digest', ...CHOSEN_KINDS] as ['digest', ...ChosenKind[]], 'Not an unsubscribe link'),
  s: z.string('Not an unsubscribe link').min(1, 'Not an unsubscribe link').max(100, 'Not an unsubscribe link'),
});
