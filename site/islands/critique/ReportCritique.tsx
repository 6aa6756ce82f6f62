import '../../styles/link-button.css';
import { useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { reportCritique } from '../../stores/critiques';
import { showToast } from '../../stores/toast';
import TextAreaField from '../fields/TextAreaField';
import ConfirmDialog from '../shared/ConfirmDialog';
import { useHydrated } from '../shared/use-hydrated';

// Reporting asks why, and queues the critique for the admins; nothing is hidden by it alone.
export default function ReportCritique({ critiqueId, critic }: { critiqueId: number; critic: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);

  async function send() {
    setPending(true);
    try {
      const { message } = await reportCritique(critiqueId, reason);
      setOpen(false);
      setReason('');
      showToast({ title: 'Report sent', description: message });
    } catch (problem) {
      showToast({
        title: 'Could not send the report',
        description: serverMessage(problem, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button type="button" className="link-button critique-card__report" disabled={!hydrated} onClick={() => setOpen(true)}>
        Report<span className="sr-only"> {critic}'s critique</span>
      </button>
      {open && (
        <ConfirmDialog
          open
          title="Report this critique"
          message="Tell the admins what is wrong with it: rude, off-topic, copied, spam. Reports are private."
          confirmLabel="Send report"
          pendingLabel="Sending..."
          tone="primary"
          pending={pending}
          confirmDisabled={reason.trim().length < 3}
          onConfirm={send}
          onCancel={() => setOpen(false)}
        >
          <TextAreaField
            name="reason"
            label="What is wrong?"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
