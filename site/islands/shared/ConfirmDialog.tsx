import './ConfirmDialog.css';
import { type ReactNode, useId } from 'react';
import { useModalDialog } from './use-modal-dialog';

type Props = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  pendingLabel: string;
  // What keeping things as they are is called ('Keep it' where "Cancel" would read both ways).
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  // Fields the action takes (an amount…), between the message and the buttons.
  children?: ReactNode;
  // Until those fields are filled the action waits (cancelling never does).
  confirmDisabled?: boolean;
  // Actions that destroy nothing (approving, moving) are not drawn as dangerous.
  tone?: 'danger' | 'primary';
};

// Destructive actions ask first. A native modal <dialog>: focus moves in, Escape cancels,
// and the page behind is inert. While the action runs it cannot be cancelled or repeated.
export default function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending,
  onConfirm,
  onCancel,
  children,
  confirmDisabled = false,
  tone = 'danger',
}: Props) {
  const ref = useModalDialog(open);
  const id = useId();
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-message`}>{message}</p>
      {children}
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending} autoFocus>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`btn btn-${tone}`}
          onClick={onConfirm}
          disabled={pending || confirmDisabled}
          aria-busy={pending}
        >
          {pending && <span className="btn__spinner" aria-hidden="true" />}
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
