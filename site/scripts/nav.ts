// The frame's script: the header's menus, cart badge, avatar fallback, log out and real time
// for members, and the footer's 'Contact us'. The menus are <details> so they already work
// before (and without) this runs.
import { api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { LOAD_FAILED } from '../lib/load-on-use';
import { whenIdle } from '../lib/when-idle';
import { $cartItems, cartCount } from '../stores/cart-items';
import { showToast } from '../stores/toast';

const menus = [...document.querySelectorAll<HTMLDetailsElement>('details[data-menu]')];

function closeMenus(except?: Node): void {
  for (const menu of menus) if (menu.open && !menu.contains(except ?? null)) menu.open = false;
}

const isContact = (event: Event) => event.target instanceof Element && event.target.closest('[data-contact]') !== null;

document.addEventListener('click', (event) => {
  closeMenus(event.target as Node);
  if (isContact(event)) openContact();
});
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

// The buttons come disabled: until this script runs, a click would do nothing.
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout]')) {
  button.disabled = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    // Spec §7: go home whether or not the server confirmed; the session is gone either way
    // for this page, and the Worker renders home for whoever the cookie now says.
    await withMutationRetry(() => api.auth.logout.$post()).catch(() => undefined);
    location.assign('/');
  });
}

// 'Contact us' (components/Footer.astro): its dialog and everything it needs load when it may
// first be opened (a pointer over the link, focus on it, or a click), through a step of its own
// (contact-opening.ts), so that this script, which every page runs, does not carry the list of
// the dialog's files. A link to `#contact` (the inbox's reply mails end with one) opens it too.
const CONTACT_HASH = '#contact';
type ContactDialog = typeof import('../islands/shared/contact-dialog');

let contactDialog: Promise<ContactDialog> | undefined;
function loadContactDialog(): Promise<ContactDialog> {
  contactDialog ??= import('./contact-opening')
    .then((step) => step.loadContactDialog())
    .catch((error: unknown) => {
      // Offline, or a deploy replaced the files: the next try loads again.
      contactDialog = undefined;
      throw error;
    });
  return contactDialog;
}

function openContact() {
  loadContactDialog().then(
    ({ showContactForm }) => showContactForm(),
    () => showToast({ title: "Couldn't open the form", description: LOAD_FAILED, variant: 'destructive' }),
  );
}

// Like Log out, it comes disabled until this script can open it.
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-contact]')) button.disabled = false;

const preloadContact = (event: Event) => {
  if (isContact(event)) loadContactDialog().catch(() => undefined);
};
document.addEventListener('pointerover', preloadContact);
document.addEventListener('focusin', preloadContact);

function openContactFromAddress() {
  if (location.hash !== CONTACT_HASH) return;
  // Taken off the address, so a reload or a second link opens it again.
  history.replaceState(history.state, '', location.pathname + location.search);
  openContact();
}
addEventListener('hashchange', openContactFromAddress);
openContactFromAddress();
