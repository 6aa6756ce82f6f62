import './dialog.css';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { preload } from '../../lib/load-on-use';
import { reportPhoto } from '../../stores/challenges';
import { showToast } from '../../stores/toast';
import TextAreaField from '../fields/TextAreaField';
import { useModalDialog } from '../shared/use-modal-dialog';

const loadSubmissions = () => import('../../../worker/contract/submissions');

type Props = { photoId: number; open: boolean; onClose: () => void };

// Reporting queues the photo for an admin; nothing is hidden automatically (DESIGN §3).
export default function ReportDialog({ photoId, open, onClose }: Props) {
  const ref = useModalDialog(open);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (open) preload(loadSubmissions);
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const parsed = (await loadSubmissions()).reportSchema.safeParse({ reason });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Tell us what is wrong with this photo');
      await reportPhoto(photoId, parsed.data.reason);
      setReason('');
      setError(null);
      onClose();
      showToast({ title: 'Thanks — our team will review this photo.' });
    } catch (err) {
      setError(serverMessage(err, "Your report wasn't sent. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className="dialog__body form" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>Report this photo</h2>
        <p>Tell our moderators what's wrong: someone else's work, offensive content, spam. Reports are private.</p>
        <TextAreaField
          name="reason"
          label="Reason"
          value={reason}
          maxLength={1000}
          error={error ?? undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <div className="dialog__actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
            {pending && <span className="btn__spinner" aria-hidden="true" />}
            Send report
          </button>
        </div>
      </form>
    </dialog>
  );
}
