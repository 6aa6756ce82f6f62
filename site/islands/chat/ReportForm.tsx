import { type FormEvent, useId, useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { reportMessage } from '../../stores/chat-api';
import { showToast } from '../../stores/toast';

type Props = { messageId: number; onDone: () => void };

// Reporting a message asks why, then queues it for the admins' review.
export default function ReportForm({ messageId, onDone }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return;
    setBusy(true);
    try {
      await reportMessage(messageId, reason.trim());
      showToast({ title: 'Message reported', description: 'Thank you. Our team will review it.' });
      onDone();
    } catch (error) {
      showToast({
        title: 'Could not report the message',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  return (
    <form className="report-form" onSubmit={submit}>
      <label htmlFor={id}>What is wrong with this message?</label>
      <textarea id={id} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} required />
      <div className="report-form__actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !reason.trim()}>
          Send report
        </button>
      </div>
    </form>
  );
}
