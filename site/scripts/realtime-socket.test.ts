import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_CLOSE_CODE } from '../../worker/domain/inbox-socket';
import type { SocketState } from '../stores/realtime';
import { inboxSocket, RECONNECT_DELAY_MS } from './realtime-socket';

class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  opened() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  dropped(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

// A socket whose sockets and timers the test drives by hand.
function harness() {
  const sockets: FakeSocket[] = [];
  const states: SocketState[] = [];
  const events: unknown[] = [];
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const inbox = inboxSocket({
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onEvent: (event) => events.push(event),
    onState: (state) => states.push(state),
    delay: (run, ms) => {
      const timer = { ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const fire = () => {
    for (const timer of timers.splice(0)) if (!timer.cancelled) timer.run();
  };
  return { inbox, sockets, states, events, timers, fire };
}

describe('the inbox socket', () => {
  it('passes events on once open, and sends only while open', () => {
    const h = harness();
    expect(h.inbox.send('early')).toBe(false);
    h.sockets[0]?.opened();
    h.sockets[0]?.onmessage?.({ data: '{"type":"typing","senderId":4,"isTyping":true}' } as MessageEvent);
    h.sockets[0]?.onmessage?.({ data: 'not json' } as MessageEvent);
    expect(h.events).toEqual([{ type: 'typing', senderId: 4, isTyping: true }]);
    expect(h.inbox.send('hello')).toBe(true);
    expect(h.sockets[0]?.sent).toEqual(['hello']);
    expect(h.states).toEqual(['connecting', 'open']);
  });

  it('reconnects 3 s after an unexpected close, and again after a failed attempt', () => {
    const h = harness();
    h.sockets[0]?.opened();
    h.sockets[0]?.dropped(1006);
    expect(h.states.at(-1)).toBe('down');
    expect(h.timers.map((t) => t.ms)).toEqual([RECONNECT_DELAY_MS]);
    expect(h.sockets).toHaveLength(1);
    h.fire();
    expect(h.sockets).toHaveLength(2);
    h.sockets[1]?.dropped(1006);
    h.fire();
    h.sockets[2]?.opened();
    expect(h.states).toEqual(['connecting', 'open', 'down', 'connecting', 'down', 'connecting', 'open']);
  });

  it('does not reconnect after a normal close', () => {
    const h = harness();
    h.sockets[0]?.opened();
    h.sockets[0]?.dropped(1000);
    expect(h.states.at(-1)).toBe('closed');
    expect(h.timers).toHaveLength(0);
  });

  it('stays closed once its session was signed out, even when the page is shown again', () => {
    const h = harness();
    h.sockets[0]?.opened();
    h.sockets[0]?.dropped(SIGNED_OUT_CLOSE_CODE);
    expect(h.states.at(-1)).toBe('closed');
    expect(h.timers).toHaveLength(0);
    h.inbox.stop();
    h.inbox.restart();
    expect(h.sockets).toHaveLength(1);
  });

  it('stopping closes with 1000 and cancels a pending retry', () => {
    const h = harness();
    h.sockets[0]?.opened();
    h.sockets[0]?.dropped(1011);
    h.inbox.stop();
    h.fire();
    expect(h.sockets).toHaveLength(1);
    expect(h.states.at(-1)).toBe('closed');

    const other = harness();
    other.sockets[0]?.opened();
    other.inbox.stop();
    expect(other.sockets[0]?.closedWith).toBe(1000);
    other.sockets[0]?.dropped(1000);
    expect(other.timers).toHaveLength(0);
    other.inbox.restart();
    expect(other.sockets).toHaveLength(2);
  });
});
