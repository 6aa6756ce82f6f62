import { atom } from 'nanostores';
import { answer, api } from '../lib/api-client';

// The bell's count, on every member's page. The socket (site/scripts/realtime.ts) says when
// it changed; it is asked again then. (The lines' calls: stores/notification-lines.ts.)

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
