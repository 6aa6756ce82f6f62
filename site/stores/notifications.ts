import { atom } from 'nanostores';
import type { NotificationPage } from '../../worker/contract/notifications';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';

// The bell's count and the calls behind the bell and /notifications. The socket
// (site/scripts/realtime.ts) says when the count changed; the count is asked again then.

export const $unseenNotifications = atom(0);

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

// A burst of changes makes one request.
export function refreshUnseenNotifications(delayMs = 200): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(async () => {
    try {
      $unseenNotifications.set((await answer(api.notifications.unseen.$get())).unseen);
    } catch {
      // The badge keeps its last count; the next change asks again.
    }
  }, delayMs);
}

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
