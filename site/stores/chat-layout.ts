// Spec §4 chat windows and §9 sizes, as a pure reducer: the dock, the page script and the
// tests all lay windows out the same way.

export const CHAT_WIDTH = 320;
export const CHAT_GAP = 20;
export const CHAT_RIGHT = 20;
export const CHAT_BOTTOM = 20;

export type ChatWindow = {
  recipientId: number;
  isMinimized: boolean;
  position: { bottom: number; right: number };
};

export type ChatAction =
  | { type: 'open'; recipientId: number }
  | { type: 'close'; recipientId: number }
  | { type: 'minimize'; recipientId: number }
  | { type: 'toggle'; recipientId: number };

// The first window sits 20 px from the bottom-right corner; each later one 340 px further left.
export function layOut(windows: ChatWindow[]): ChatWindow[] {
  return windows.map((w, i) => ({
    ...w,
    position: { bottom: CHAT_BOTTOM, right: CHAT_RIGHT + i * (CHAT_WIDTH + CHAT_GAP) },
  }));
}

export function chatWindows(windows: ChatWindow[], action: ChatAction): ChatWindow[] {
  const found = windows.find((w) => w.recipientId === action.recipientId);
  const others = windows.filter((w) => w.recipientId !== action.recipientId);
  switch (action.type) {
    case 'open':
      // Already open: moved to the end and restored; otherwise added at the end.
      return layOut([...others, { recipientId: action.recipientId, isMinimized: false, position: { bottom: 0, right: 0 } }]);
    case 'close':
      return found ? layOut(others) : windows;
    case 'minimize':
      return windows.map((w) => (w === found ? { ...w, isMinimized: !w.isMinimized } : w));
    case 'toggle':
      if (!found) return chatWindows(windows, { type: 'open', recipientId: action.recipientId });
      if (found.isMinimized) return windows.map((w) => (w === found ? { ...w, isMinimized: false } : w));
      return layOut(others);
  }
}

// What localStorage held, if it still has the shape: anything else starts with no windows.
export function parseWindows(text: string | null): ChatWindow[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const ids = value
      .filter((w): w is ChatWindow => Number.isSafeInteger(w?.recipientId) && w.recipientId > 0)
      .map((w) => ({ recipientId: w.recipientId, isMinimized: w.isMinimized === true, position: { bottom: 0, right: 0 } }));
    return layOut(ids.filter((w, i) => ids.findIndex((o) => o.recipientId === w.recipientId) === i));
  } catch {
    return [];
  }
}
