import './dialog.css';
import { useModalDialog } from '../shared/use-modal-dialog';

type Props = { open: boolean; onClose: () => void };

// Spec §2 like dialog for visitors. A native modal <dialog>: focus moves in, Escape closes,
// and the page behind is inert.
export default function LikeDialog({ open, onClose }: Props) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="like-dialog-title"
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="dialog__body">
        <h2 id="like-dialog-title">Like This Photo</h2>
        <p>Sign in to like photos, vote in challenges and keep track of the work you love.</p>
        <div className="dialog__actions">
          <a className="btn btn-primary" href="/auth?tab=login">
            Log In
          </a>
          <a className="btn btn-outline" href="/auth?tab=register">
            Create Account
          </a>
        </div>
        <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
    </dialog>
  );
}
