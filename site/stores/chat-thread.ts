import { map, onMount } from 'nanostores';
import type { ChatMessage } from '../../worker/contract/messages';
import { conversationIdOf, THREAD_PAGE } from '../../worker/domain/messages';
import { fetchThread, markThreadRead } from './chat-api';
import { $socketState, onInboxEvent, refreshUnread, type SocketState } from './realtime';

// Spec §9: while the socket is down, the open thread is asked for every 250 ms.
export const POLL_MS = 250;
// A typing signal that is never followed by a stop (a closed tab) fades after this long.
export const TYPING_FADE_MS = 5000;

export type ThreadState = {
  messages: ChatMessage[];
  status: 'loading' | 'ready' | 'error';
  // The other person is typing.
  typing: boolean;
  // The other person has read my messages up to this id.
  seenUpTo: number;
};

export type ThreadDeps = {
  fetch: (recipientId: number, after?: number) => Promise<ChatMessage[]>;
  markRead: (recipientId: number, upToId: number) => Promise<{ upToId: number | null }>;
  repeat: (run: () => void, ms: number) => () => void;
  after: (run: () => void, ms: number) => () => void;
};

const defaults: ThreadDeps = {
  fetch: fetchThread,
  markRead: markThreadRead,
  repeat: (run, ms) => {
    const timer = setInterval(run, ms);
    return () => clearInterval(timer);
  },
  after: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

// Merged by id: the socket, the poll, the catch-up and the send's own answer may all bring
// the same message, which is shown once.
export function mergeMessages(known: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return known;
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

// One thread between the viewer and another member, live while something shows it: it loads
// on first use, takes pushed messages, typing and read receipts, polls while the socket is
// down and asks for what it missed when the socket is back.
export function threadStore(me: number, recipientId: number, deps: ThreadDeps = defaults) {
  const $thread = map<ThreadState>({ messages: [], status: 'loading', typing: false, seenUpTo: 0 });
  const conversationId = conversationIdOf(me, recipientId);
  // The last id a fetch answered up to: pushed and sent messages may skip ahead of one the
  // socket missed, so catching up starts from here rather than from the last shown.
  let fetchedUpTo = 0;
  let asking = false;
  // A request wanted while one is out: asked once more when it is back.
  let askAgain = false;
  let stopPolling: (() => void) | null = null;
  let stopTypingFade: (() => void) | null = null;

  const merge = (incoming: ChatMessage[]) => $thread.setKey('messages', mergeMessages($thread.get().messages, incoming));

  // The store lives while the thread is on screen, so what it has of theirs is read: it tells
  // the server how far (fetching changes nothing there), once per new message, and the badge
  // is asked again when that marked any.
  let readUpTo = 0;
  async function markRead(): Promise<void> {
    const theirs = $thread.get().messages.filter((m) => m.senderId === recipientId && !m.isRead);
    const newest = Math.max(readUpTo, ...theirs.map((m) => m.id));
    if (newest === readUpTo) return;
    const before = readUpTo;
    readUpTo = newest;
    try {
      if ((await deps.markRead(recipientId, newest)).upToId !== null) refreshUnread();
    } catch {
      // Tried again with the next message or fetch.
      if (readUpTo === newest) readUpTo = before;
    }
  }

  async function ask(after?: number): Promise<void> {
    if (asking) {
      askAgain = true;
      return;
    }
    asking = true;
    try {
      const answered = await deps.fetch(recipientId, after);
      fetchedUpTo = Math.max(fetchedUpTo, ...answered.map((m) => m.id));
      merge(answered);
      $thread.setKey('status', 'ready');
      void markRead();
      // A catch-up answers the oldest page after `after`: a full one may have more behind it.
      if (after !== undefined && answered.length >= THREAD_PAGE) askAgain = true;
    } catch {
      if ($thread.get().status === 'loading') $thread.setKey('status', 'error');
    } finally {
      asking = false;
      if (askAgain) {
        askAgain = false;
        void catchUp();
      }
    }
  }

  const catchUp = () => ask(fetchedUpTo || undefined);

  function typing(isTyping: boolean): void {
    stopTypingFade?.();
    stopTypingFade = isTyping ? deps.after(() => $thread.setKey('typing', false), TYPING_FADE_MS) : null;
    $thread.setKey('typing', isTyping);
  }

  onMount($thread, () => {
    void ask();
    const offEvents = onInboxEvent((event) => {
      if (event.type === 'new_message' && event.message.conversationId === conversationId) {
        merge([event.message]);
        // Their message is read by being on screen: asking for it marks it read on the server.
        if (event.message.senderId === recipientId) {
          typing(false);
          void catchUp();
        }
      } else if (event.type === 'typing' && event.senderId === recipientId) {
        typing(event.isTyping);
      } else if (event.type === 'messages_read' && event.conversationId === conversationId && event.readerId === recipientId) {
        $thread.setKey('seenUpTo', Math.max($thread.get().seenUpTo, event.upToId));
      }
    });
    // Whatever came before the socket opened was pushed to nobody here: the first connect
    // (after the first load was asked), a reconnect, a page shown again from the back/forward
    // cache. Each time it opens, the thread asks for what came after what it has.
    let previous: SocketState | null = null;
    const offSocket = $socketState.subscribe((state) => {
      if (state === 'down' && !stopPolling) {
        stopPolling = deps.repeat(() => void catchUp(), POLL_MS);
      } else if (state === 'open' || state === 'closed') {
        stopPolling?.();
        stopPolling = null;
        if (state === 'open' && previous !== null && previous !== 'open') void catchUp();
      }
      previous = state;
    });
    return () => {
      offEvents();
      offSocket();
      stopPolling?.();
      stopPolling = null;
      stopTypingFade?.();
    };
  });

  return {
    $thread,
    // After a send: its own answer at once (the push may come later, or not while down).
    add: (message: ChatMessage) => merge([message]),
    // After a failed send (spec §8: the thread is refetched).
    reload: () => ask(),
    catchUp,
  };
}

export type Thread = ReturnType<typeof threadStore>;

const threads = new Map<string, Thread>();

// One store per thread on the page, shared by whatever shows it.
export function thread(me: number, recipientId: number): Thread {
  const key = `${me}:${recipientId}`;
  let found = threads.get(key);
  if (!found) {
    found = threadStore(me, recipientId);
    threads.set(key, found);
  }
  return found;
}
