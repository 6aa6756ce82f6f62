// Where a member's open chat windows are kept (localStorage, per person, so a shared browser
// never shows one member's windows to another), and which thread this page shows in full.
// Tiny on purpose: the socket script on every page reads it before the dock's code loads.

export const chatStorageKey = (userId: number) => `chat-windows:${userId}`;

// The person whose full-page thread (/messages/{id}) this page is: the dock leaves them to it.
export function pageThreadOf(path: string): number | null {
  const match = /^\/messages\/(\d+)$/.exec(path);
  return match ? Number(match[1]) : null;
}

// Whether windows were left open for anyone but the page's own thread (their layout is the
// dock's business: this only decides whether to load it).
export function hasStoredWindows(userId: number, pageThread: number | null): boolean {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(chatStorageKey(userId)) ?? '[]');
    return Array.isArray(value) && value.some((w) => w?.recipientId !== pageThread);
  } catch {
    return false;
  }
}
