import { atom } from 'nanostores';
import type { InboxEvent } from '../../worker/contract/messages';
import { answer, api } from '../lib/api-client';

// What the page's socket (site/scripts/realtime.ts) hears, for whoever listens: the chat dock,
// the inbox and thread pages. Kept tiny: every signed-in page loads it.

// 'down' is an unexpected close: threads poll until it is 'open' again.
export type SocketState = 'connecting' | 'open' | 'down' | 'closed';
export const $socketState = atom<SocketState>('connecting');

// Unread messages to the viewer, for the nav's badge.
export const $unread = atom(0);

type Listener = (event: InboxEvent) => void;
const listeners = new Set<Listener>();

export function onInboxEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitInboxEvent(event: InboxEvent): void {
  for (const listener of listeners) listener(event);
}

let send: ((text: string) => boolean) | null = null;

export function setSocketSender(sender: ((text: string) => boolean) | null): void {
  send = sender;
}

// Spec §7's typing signal; dropped while the socket is down (it is only a hint).
export function sendTyping(recipientId: number, isTyping: boolean): void {
  send?.(JSON.stringify({ type: 'typing', recipientId, isTyping, timestamp: Date.now() }));
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

// Asked after anything that may change the count; a burst of events makes one request.
export function refreshUnread(delayMs = 200): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(async () => {
    try {
      $unread.set((await answer(api.mentors.unread.$get())).count);
    } catch {
      // The badge keeps its last count; the next event asks again.
    }
  }, delayMs);
}
