import { atom } from 'nanostores';
import { type ChatAction, type ChatWindow, chatWindows, parseWindows } from './chat-layout';
import { chatStorageKey, pageThreadOf } from './chat-storage';

// The open chat windows, kept in localStorage per signed-in person so they survive a page
// load (and a shared browser never shows one member's windows to another).
export const $chatWindows = atom<ChatWindow[]>([]);

// The person whose full-page thread (/messages/{id}) is open: the dock leaves them to it.
export const $pageThread = atom<number | null>(typeof location === 'undefined' ? null : pageThreadOf(location.pathname));

// A window the member opened themself takes the focus; one opened by an arriving message does not.
export const $chatFocus = atom<number | null>(null);

let storageKey: string | null = null;

export function restoreChatWindows(userId: number): void {
  storageKey = chatStorageKey(userId);
  try {
    $chatWindows.set(parseWindows(localStorage.getItem(storageKey)));
  } catch {
    // Storage refused (private mode, disabled): windows last for this page only.
  }
}

$chatWindows.listen((windows) => {
  if (!storageKey) return;
  try {
    localStorage.setItem(storageKey, JSON.stringify(windows));
  } catch {
    // As above: nothing to keep them in.
  }
});

export function chatAction(action: ChatAction): void {
  $chatWindows.set(chatWindows($chatWindows.get(), action));
}

export function openChat(recipientId: number, focus = false): void {
  chatAction({ type: 'open', recipientId });
  if (focus) $chatFocus.set(recipientId);
}

// A message arrived from someone: their window opens, unless it is open already or their
// thread is this page.
export function openChatFor(senderId: number): void {
  if (senderId === $pageThread.get() || $chatWindows.get().some((w) => w.recipientId === senderId)) return;
  openChat(senderId);
}
export const closeChat = (recipientId: number) => chatAction({ type: 'close', recipientId });
export const minimizeChat = (recipientId: number) => chatAction({ type: 'minimize', recipientId });
export const toggleChat = (recipientId: number) => chatAction({ type: 'toggle', recipientId });
