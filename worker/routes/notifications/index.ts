import { idParam, messageSchema } from '../../contract/common';
import { notificationPageSchema, notificationsQuery, unseenCountSchema } from '../../contract/notifications';
import { caller } from '../../middleware/caller';
import { ApiError } from '../../errors';
import { markAllSeen, markLineSeen, notificationPage, unseenCount } from '../../services/notifications/bell';
import { pushNotificationsChanged } from '../../services/notifications/push';
import { apiRoute, jsonAnswer, routes } from '../openapi';

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
  });
