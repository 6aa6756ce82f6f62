// Renders the one current toast (site/stores/toast.ts) without React, so any
// page can raise toasts for the cost of nanostores alone.
import { $toast, dismissToast, type Toast } from '../stores/toast';

const SWIPE_THRESHOLD_PX = 50;

const region = document.querySelector<HTMLElement>('[data-toaster]');
const slot = region?.querySelector<HTMLElement>('[data-toast-slot]');

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

// Swipe right to dismiss; short of the threshold the toast snaps back.
function makeSwipeable(node: HTMLElement, id: number): void {
  let startX: number | null = null;
  node.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('button')) return;
    startX = event.clientX;
    node.setPointerCapture(event.pointerId);
    node.classList.add('toast--swiping');
  });
  node.addEventListener('pointermove', (event) => {
    if (startX === null) return;
    node.style.transform = `translateX(${Math.max(0, event.clientX - startX)}px)`;
  });
  const end = (event: PointerEvent) => {
    if (startX === null) return;
    const distance = event.clientX - startX;
    startX = null;
    node.classList.remove('toast--swiping');
    if (event.type === 'pointerup' && distance > SWIPE_THRESHOLD_PX) dismissToast(id);
    else node.style.transform = '';
  };
  node.addEventListener('pointerup', end);
  node.addEventListener('pointercancel', end);
}

function render(toast: Toast): HTMLElement {
  const node = el('div', toast.variant === 'destructive' ? 'toast toast--destructive' : 'toast');
  const body = el('div', 'toast__body');
  body.appendChild(el('p', 'toast__title', toast.title));
  if (toast.description) body.appendChild(el('p', 'toast__description', toast.description));
  const close = el('button', 'toast__close', '✕');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close notification');
  close.addEventListener('click', () => dismissToast(toast.id));
  node.replaceChildren(body, close);
  makeSwipeable(node, toast.id);
  return node;
}

if (region && slot) {
  $toast.subscribe((toast) => slot.replaceChildren(...(toast ? [render(toast)] : [])));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'F8') {
      event.preventDefault();
      region.focus();
    }
  });
}
