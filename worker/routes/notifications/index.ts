import { idParam, messageSchema } from '../../contract/common';
import {
  mailSettingsChangeSchema,
  mailSettingsSchema,
  notificationPageSchema,
  notificationsQuery,
  unseenCountSchema,
  unsubscribeQuery,
} from '../../contract/notifications';
import { KIND_MAIL } from '../../contract/notification-kinds';
import { caller } from '../../middleware/caller';
import { ApiError } from '../../errors';
import { markAllSeen, markLineSeen, notificationPage, unseenCount } from '../../services/notifications/bell';
import { mailSettings, saveMailSettings, stopMail } from '../../services/notifications/mail-settings';
import { pushNotificationsChanged } from '../../services/notifications/push';
import { verifyUnsubscribe } from '../../services/notifications/unsubscribe-links';
import { apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Your notifications, newest first, one line per thing',
  middleware: [caller('member')],
  request: { query: notificationsQuery },
  responses: { 200: jsonAnswer(notificationPageSchema, 'A page of lines and the count unseen') },
});

const unseen = apiRoute({
  method: 'get',
  path: '/unseen',
  summary: 'How many lines of your notifications are unseen',
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(unseenCountSchema, 'The count for the bell') },
});

const readAll = apiRoute({
  method: 'post',
  path: '/read',
  summary: 'Mark all your notifications as read',
  middleware: [caller('member', { limit: 'notificationRead' })],
  responses: { 200: jsonAnswer(messageSchema, 'All are read') },
});

const readLine = apiRoute({
  method: 'post',
  path: '/{id}/read',
  summary: 'Mark one line of your notifications as read',
  middleware: [caller('member', { limit: 'notificationRead' })],
  request: { params: idParam },
  responses: { 200: jsonAnswer(messageSchema, 'The line is read') },
});

const settings = apiRoute({
  method: 'get',
  path: '/settings',
  summary: 'How each kind of your notifications is mailed, and the hour of your daily digest',
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(mailSettingsSchema, 'Your notification mail settings') },
});

const saveSettings = apiRoute({
  method: 'put',
  path: '/settings',
  summary: 'Choose per kind: the bell only, mail at once or the daily digest; and the digest’s hour',
  middleware: [caller('member', { limit: 'profile' })],
  request: { body: jsonBody(mailSettingsChangeSchema) },
  responses: { 200: jsonAnswer(mailSettingsSchema, 'Your notification mail settings, saved') },
});

const unsubscribe = apiRoute({
  method: 'post',
  path: '/unsubscribe',
  summary: 'One-click unsubscribe (RFC 8058) from a notice mail’s link: that kind, or the digest, is no longer mailed',
  middleware: [caller('signature')],
  request: { query: unsubscribeQuery },
  responses: { 200: jsonAnswer(messageSchema, 'That mail is stopped') },
});

// The bell's: a member's own notifications. Marking them read tells the member's other tabs.
export const notificationRoutes = routes()
  .openapi(list, async (c) => c.json(await notificationPage(c.var.db, c.var.user.id, c.req.valid('query')), 200))
  .openapi(unseen, async (c) => c.json({ unseen: await unseenCount(c.var.db, c.var.user.id) }, 200))
  .openapi(readAll, async (c) => {
    await markAllSeen(c.var.db, c.var.user.id, new Date());
    c.executionCtx.waitUntil(pushNotificationsChanged(c.env, [c.var.user.id]));
    return c.json({ message: 'All notifications marked as read' }, 200);
  })
  .openapi(readLine, async (c) => {
    if (!(await markLineSeen(c.var.db, c.var.user.id, c.req.valid('param').id, new Date()))) {
      throw new ApiError('NOT_FOUND', 'Notification not found');
    }
    c.executionCtx.waitUntil(pushNotificationsChanged(c.env, [c.var.user.id]));
    return c.json({ message: 'Notification marked as read' }, 200);
  })
  .openapi(settings, async (c) => c.json(await mailSettings(c.var.db, c.var.user.id), 200))
  .openapi(saveSettings, async (c) => {
    await saveMailSettings(c.var.db, c.var.user.id, c.req.valid('json'));
    return c.json(await mailSettings(c.var.db, c.var.user.id), 200);
  })
  // Signed out: the link's signature is the proof, and it stops only what it names.
  .openapi(unsubscribe, async (c) => {
    const { u, k, s } = c.req.valid('query');
    if (!(await verifyUnsubscribe(c.var.db, u, k, s))) {
      throw new ApiError('FORBIDDEN', 'This unsubscribe link is not valid. Change your mail settings on your profile.');
    }
    await stopMail(c.var.db, u, k);
    const what = k === 'digest' ? 'the daily digest' : `mail about ${KIND_MAIL[k].label.toLowerCase()}`;
    return c.json({ message: `You will no longer get ${what}` }, 200);
  });
