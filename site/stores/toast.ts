import { atom } from 'nanostores';

export type Toast = {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

export const TOAST_DURATION_MS = 5000;

// One toast at a time (spec §9): a new toast replaces the one on screen.
export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showToast(toast: Omit<Toast, 'id'>, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  clearTimeout(timer);
  $toast.set({ ...toast, id });
  timer = setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  $toast.set(null);
}
