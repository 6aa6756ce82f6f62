import type { InboxEvent } from '../../worker/contract/messages';
import { SIGNED_OUT_CLOSE_CODE } from '../../worker/domain/inbox-socket';
import type { SocketState } from '../stores/realtime';

// Spec §9: a dropped socket is opened again after 3 s.
export const RECONNECT_DELAY_MS = 3000;
const NORMAL_CLOSURE = 1000;

type SocketLike = {
  readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(text: string): void;
  close(code?: number): void;
};

export type InboxSocketOptions<Event = InboxEvent> = {
  open: () => SocketLike;
  onEvent: (event: Event) => void;
  onState: (state: SocketState) => void;
  // Close codes after which asking again would only be refused (besides a signed-out session's):
  // the socket stays closed and `onFinal` hears the code.
  finalCodes?: number[];
  onFinal?: (code: number) => void;
  delay?: (run: () => void, ms: number) => () => void;
};

const wait = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

// The member's inbox socket (and a live webinar's room socket): any close but a normal one
// (1000) is retried after 3 s, for as long as the page lives; `stop` closes it normally
// (sign-out, leaving the page). A socket the server closed because its session was signed out
// (or with one of `finalCodes`) stays closed, even when the page is shown again from the
// back/forward cache: asking again would only be refused, again and again.
export function inboxSocket<Event = InboxEvent>({
  open,
  onEvent,
  onState,
  finalCodes = [],
  onFinal,
  delay = wait,
}: InboxSocketOptions<Event>) {
  let socket: SocketLike | null = null;
  let cancelRetry: (() => void) | null = null;
  let stopped = false;
  let signedOut = false;

  function connect(): void {
    cancelRetry = null;
    onState('connecting');
    const current = open();
    socket = current;
    current.onopen = () => onState('open');
    current.onmessage = (message) => {
      if (typeof message.data !== 'string') return;
      try {
        onEvent(JSON.parse(message.data) as Event);
      } catch {
        // Not an event of ours.
      }
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      const final = finalCodes.includes(event.code);
      signedOut ||= event.code === SIGNED_OUT_CLOSE_CODE || final;
      if (final) onFinal?.(event.code);
      if (stopped || signedOut || event.code === NORMAL_CLOSURE) {
        onState('closed');
        return;
      }
      onState('down');
      cancelRetry = delay(connect, RECONNECT_DELAY_MS);
    };
  }

  connect();
  return {
    send(text: string): boolean {
      if (socket?.readyState !== 1) return false;
      socket.send(text);
      return true;
    },
    stop(): void {
      stopped = true;
      cancelRetry?.();
      cancelRetry = null;
      const current = socket;
      socket = null;
      current?.close(NORMAL_CLOSURE);
      onState('closed');
    },
    restart(): void {
      if (socket || cancelRetry || signedOut) return;
      stopped = false;
      connect();
    },
  };
}
