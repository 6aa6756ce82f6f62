import { z } from 'zod';
import { isoTime } from './common';
import { NOTIFICATION_KINDS } from './notification-kinds';

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
