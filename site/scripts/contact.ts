// The footer's 'Contact us' (components/Footer.astro). Its dialog and everything it needs load
// when it may first be opened: a pointer over the link, focus on it, or a click. A link to
// `#contact` (the inbox's reply mails end with one) opens it too.
import { LOAD_FAILED } from '../lib/load-on-use';
import { showToast } from '../stores/toast';

type Dialog = typeof import('../islands/shared/contact-dialog');

const CONTACT_HASH = '#contact';

let dialog: Promise<Dialog> | undefined;
function load(): Promise<Dialog> {
  dialog ??= import('./contact-opening')
    .then((step) => step.loadContactDialog())
    .catch((error: unknown) => {
      // Offline, or a deploy replaced the files: the next try loads again.
      dialog = undefined;
      throw error;
    });
  return dialog;
}

function open() {
  load().then(
    ({ showContactForm }) => showContactForm(),
    () => showToast({ title: "Couldn't open the form", description: LOAD_FAILED, variant: 'destructive' }),
  );
}

function openFromAddress() {
  if (location.hash !== CONTACT_HASH) return;
  // Taken off the address, so a reload or a second link opens it again.
  history.replaceState(history.state, '', location.pathname + location.search);
  open();
}

for (const link of document.querySelectorAll<HTMLButtonElement>('[data-contact]')) {
  link.addEventListener('pointerenter', () => load().catch(() => undefined), { once: true });
  link.addEventListener('focus', () => load().catch(() => undefined), { once: true });
  link.addEventListener('click', open);
}
addEventListener('hashchange', openFromAddress);
openFromAddress();
