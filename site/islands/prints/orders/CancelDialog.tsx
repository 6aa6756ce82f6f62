import { useEffect, useId, useRef } from 'react';

type Props = { open: boolean; seller: string; pending: boolean; onConfirm: () => void; onClose: () => void };

// Asks before a buyer cancels one photographer's part of an order. A native modal <dialog>:
// focus moves in, Escape keeps the order, and the page behind is inert.
export default function CancelDialog({ open, seller, pending, onConfirm, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="order-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onClose();
      }}
    >
      <h2 id={`${id}-title`}>Cancel this part of the order?</h2>
      <p id={`${id}-message`}>You are refunded in full. {seller} won't print or send these prints.</p>
      <div className="order-dialog__actions">
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending} autoFocus>
          Keep it
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending && <span className="btn__spinner" aria-hidden="true" />}
          {pending ? 'Cancelling...' : 'Cancel and refund'}
        </button>
      </div>
    </dialog>
  );
}
