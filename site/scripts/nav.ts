// The header's script: menus, cart badge, avatar fallback, log out, and real time for members.
// The menus are <details> so they already work before (and without) this runs.
import { api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { whenIdle } from '../lib/when-idle';
import { $cartItems, cartCount } from '../stores/cart-items';

const menus = [...document.querySelectorAll<HTMLDetailsElement>('details[data-menu]')];

function closeMenus(except?: Node): void {
  for (const menu of menus) if (menu.open && !menu.contains(except ?? null)) menu.open = false;
}

document.addEventListener('click', (event) => closeMenus(event.target as Node));
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const open = menus.find((menu) => menu.open);
  if (!open) return;
  open.open = false;
  open.querySelector('summary')?.focus();
});

$cartItems.subscribe((items) => {
  const count = cartCount(items);
  for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
});

// Members get the inbox socket for their bell, and with messages their chat windows (the Worker
// left the bell in for members only), once the page is idle: not among its islands' hydration
// on a slow phone. (The count is asked for as the socket opens.)
if (document.querySelector('[data-bell]')) whenIdle(() => void import('./realtime'));

// A broken profile image reveals the initials underneath.
for (const img of document.querySelectorAll<HTMLImageElement>('.avatar img')) {
  if (img.complete && img.naturalWidth === 0) img.hidden = true;
  else img.addEventListener('error', () => (img.hidden = true), { once: true });
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout]')) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    // Spec §7: go home whether or not the server confirmed; the session is gone either way
    // for this page, and the Worker renders home for whoever the cookie now says.
    await withMutationRetry(() => api.auth.logout.$post()).catch(() => undefined);
    location.assign('/');
  });
}
