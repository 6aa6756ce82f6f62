import { showToast, type Toast } from '../../stores/toast';

const KEY = 'aperture-carried-toast';

// Every route change is a full page load, which would drop a toast raised just before it;
// this one waits in sessionStorage and shows on the next page.
export function toastOnNextPage(toast: Omit<Toast, 'id'>): void {
  sessionStorage.setItem(KEY, JSON.stringify(toast));
}

export function showCarriedToast(): void {
  const saved = sessionStorage.getItem(KEY);
  if (!saved) return;
  sessionStorage.removeItem(KEY);
  try {
    showToast(JSON.parse(saved) as Omit<Toast, 'id'>);
  } catch {
    // A malformed entry only means no toast.
  }
}
