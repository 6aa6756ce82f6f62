import type { NotificationPage } from '../../worker/contract/notifications';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { $unseenNotifications } from './notifications';

// The calls behind the bell's panel and /notifications, loaded with them only.

// A page of lines; the caller sets the count it came with once it shows them.
export const notificationPage = (query: { before?: number; limit?: number } = {}): Promise<NotificationPage> =>
  answer(
    api.notifications.index.$get({
      query: { before: query.before === undefined ? undefined : String(query.before), limit: String(query.limit ?? 20) },
    }),
  );

export async function markAllNotificationsRead(): Promise<void> {
  await withMutationRetry(() => api.notifications.read.$post());
  $unseenNotifications.set(0);
}

// Opening a line: sent as the page leaves for its link, so `keepalive`.
export function markNotificationRead(id: number): void {
  void api.notifications[':id'].read.$post({ param: { id: String(id) } }, { init: { keepalive: true } }).catch(() => undefined);
}
