import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../worker/contract/messages';
import { conversationIdOf, THREAD_PAGE } from '../../worker/domain/messages';
import { mergeMessages, POLL_MS, threadStore, TYPING_FADE_MS } from './chat-thread';
import { $socketState, emitInboxEvent } from './realtime';

const ME = 9;
const THEM = 10;

const message = (id: number, senderId = THEM): ChatMessage => ({
  id,
  conversationId: conversationIdOf(ME, THEM),
  senderId,
  recipientId: senderId === ME ? THEM : ME,
  messageType: 'text',
  messageContent: `message ${id}`,
  quickSessionData: null,
  isRead: false,
  createdAt: new Date(0).toISOString(),
  senderName: 'a',
  recipientName: 'b',
  attachment: null,
  removed: false,
  offer: null,
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

// A thread whose server, interval and timeouts the test plays.
function harness(server: ChatMessage[]) {
  const asked: (number | undefined)[] = [];
  const marked: number[] = [];
  const intervals: { ms: number; run: () => void; stopped: boolean }[] = [];
  const timeouts: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const t = threadStore(ME, THEM, {
    fetch: async (_recipient, after) => {
      asked.push(after);
      // As the server pages: the newest, or the oldest after `after`.
      const found = server.filter((m) => after === undefined || m.id > after);
      return after === undefined ? found.slice(-THREAD_PAGE) : found.slice(0, THREAD_PAGE);
    },
    markRead: async (_recipient, upToId) => {
      marked.push(upToId);
      return { upToId };
    },
    repeat: (run, ms) => {
      const interval = { ms, run, stopped: false };
      intervals.push(interval);
      return () => {
        interval.stopped = true;
      };
    },
    after: (run, ms) => {
      const timeout = { ms, run, cancelled: false };
      timeouts.push(timeout);
      return () => {
        timeout.cancelled = true;
      };
    },
  });
  const stop = t.$thread.listen(() => undefined);
  return { t, asked, marked, intervals, timeouts, stop, ids: () => t.$thread.get().messages.map((m) => m.id) };
}

afterEach(() => $socketState.set('connecting'));

describe('a chat thread', () => {
  it('shows each message once whichever way it came', () => {
    expect(mergeMessages([message(1), message(3)], [message(2), message(3)]).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('tells the server how far it has shown their messages, once for each newer one, never for mine', async () => {
    const server = [message(1), message(2), message(3, ME)];
    const h = harness(server);
    await tick();
    expect(h.marked).toEqual([2]);
    $socketState.set('open');
    emitInboxEvent({ type: 'new_message', message: message(4, ME) });
    await tick();
    expect(h.marked).toEqual([2]);
    server.push(message(5));
    emitInboxEvent({ type: 'new_message', message: message(5) });
    await tick();
    await tick();
    expect(h.marked).toEqual([2, 5]);
    h.stop();
  });

  it('polls every 250 ms while the socket is down, stops when it is back and asks for what it missed', async () => {
    const server = [message(1), message(2, ME)];
    const h = harness(server);
    await tick();
    expect(h.ids()).toEqual([1, 2]);
    $socketState.set('open');
    expect(h.intervals).toHaveLength(0);

    $socketState.set('down');
    expect(h.intervals.map((i) => i.ms)).toEqual([POLL_MS]);
    server.push(message(3));
    h.intervals[0]?.run();
    await tick();
    expect(h.ids()).toEqual([1, 2, 3]);
    expect(h.asked.at(-1)).toBe(2);

    // A reconnect attempt that fails keeps the poll going; the socket being back stops it.
    $socketState.set('connecting');
    expect(h.intervals[0]?.stopped).toBe(false);
    server.push(message(4));
    $socketState.set('open');
    expect(h.intervals[0]?.stopped).toBe(true);
    await tick();
    expect(h.asked.at(-1)).toBe(3);
    expect(h.ids()).toEqual([1, 2, 3, 4]);
    h.stop();
  });

  it('catches up from the last message a fetch brought, not from one it sent or was pushed', async () => {
    const server = [message(1)];
    const h = harness(server);
    await tick();
    $socketState.set('open');
    $socketState.set('down');
    // Sent while down: the server has 2 (theirs, missed) and 3 (mine, from the send's answer).
    server.push(message(2), message(3, ME));
    h.t.add(message(3, ME));
    $socketState.set('open');
    await tick();
    expect(h.asked.at(-1)).toBe(1);
    expect(h.ids()).toEqual([1, 2, 3]);
    h.stop();
  });

  it('asks for what came meanwhile whenever the socket opens: at first connect and back from the page cache', async () => {
    const server = [message(1)];
    const h = harness(server);
    await tick();
    // Sent after the first load was answered, before the socket was open to push it.
    server.push(message(2));
    $socketState.set('open');
    await tick();
    expect(h.asked).toEqual([undefined, 1]);
    expect(h.ids()).toEqual([1, 2]);

    // Left for the back/forward cache (a normal close), then shown again.
    $socketState.set('closed');
    server.push(message(3));
    $socketState.set('connecting');
    $socketState.set('open');
    await tick();
    expect(h.asked).toEqual([undefined, 1, 2]);
    expect(h.ids()).toEqual([1, 2, 3]);
    h.stop();
  });

  it('asks on while a catch-up comes back full, so a long absence misses nothing', async () => {
    const server = [message(1)];
    const h = harness(server);
    await tick();
    const missed = 2 * THREAD_PAGE + 50;
    for (let id = 2; id <= missed + 1; id++) server.push(message(id));
    $socketState.set('open');
    for (let i = 0; i < 5; i++) await tick();
    expect(h.asked).toEqual([undefined, 1, 1 + THREAD_PAGE, 1 + 2 * THREAD_PAGE]);
    expect(h.ids()).toHaveLength(missed + 1);
    h.stop();
  });

  it('does not ask twice when the socket is already open as the thread loads', async () => {
    $socketState.set('open');
    const h = harness([message(1)]);
    await tick();
    expect(h.asked).toEqual([undefined]);
    h.stop();
  });

  it('takes pushed messages, typing and read receipts for its own conversation only', async () => {
    const h = harness([]);
    await tick();
    emitInboxEvent({ type: 'typing', senderId: THEM, isTyping: true });
    expect(h.t.$thread.get().typing).toBe(true);
    emitInboxEvent({ type: 'new_message', message: message(5) });
    expect(h.t.$thread.get().typing).toBe(false);
    emitInboxEvent({ type: 'new_message', message: { ...message(6), conversationId: 'conv_11_9' } });
    expect(h.ids()).toEqual([5]);

    emitInboxEvent({ type: 'typing', senderId: THEM, isTyping: true });
    h.timeouts.at(-1)?.run();
    expect(h.timeouts.at(-1)?.ms).toBe(TYPING_FADE_MS);
    expect(h.t.$thread.get().typing).toBe(false);

    emitInboxEvent({ type: 'messages_read', conversationId: conversationIdOf(ME, THEM), readerId: THEM, upToId: 7 });
    emitInboxEvent({ type: 'messages_read', conversationId: conversationIdOf(ME, THEM), readerId: ME, upToId: 9 });
    expect(h.t.$thread.get().seenUpTo).toBe(7);
    h.stop();
  });
});
