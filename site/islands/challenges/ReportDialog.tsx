import './dialog.css';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { preload } from '../../lib/load-on-use';
import { reportPhoto } from '../../stores/challenges';
import { showToast } from '../../stores/toast';
import TextAreaField from '../fields/TextAreaField';
import { reportChallenge } from '../community/community-data';
import { useModalDialog } from '../shared/use-modal-dialog';

const loadSubmissions = () => import('../../../worker/contract/submissions');
const loadChallenges = () => import('../../../worker/contract/challenges');

// What can be reported here: an entry's photo, or a community challenge (by its id or, for a
// private one, its key). Each says what it is, checks the reason with its own schema and
// answers with the words to thank the member with.
const SUBJECTS = {
  photo: {
    title: 'Report this photo',
    intro: "Tell our moderators what's wrong: someone else's work, offensive content, spam. Reports are private.",
    load: loadSubmissions,
    schema: async () => (await loadSubmissions()).reportSchema,
    send: async (ref: string, reason: string) => {
      await reportPhoto(Number(ref), reason);
      return 'Thanks — our team will review this photo.';
    },
  },
  challenge: {
    title: 'Report this challenge',
    intro: "Tell our moderators what's wrong: an offensive theme, spam, a copy of someone else's challenge. Reports are private.",
    load: loadChallenges,
    schema: async () => (await loadChallenges()).challengeReportSchema,
    send: reportChallenge,
  },
} as const;

type Props = { subject: keyof typeof SUBJECTS; target: string; open: boolean; onClose: () => void };

// Reporting queues the photo or challenge for an admin; nothing is hidden automatically (DESIGN §3).
export default function ReportDialog({ subject, target, open, onClose }: Props) {
  const ref = useModalDialog(open);
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const about = SUBJECTS[subject];

  useEffect(() => {
    if (open) preload(about.load);
  }, [open, about]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      const parsed = (await about.schema()).safeParse({ reason });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Tell us what is wrong');
      const thanks = await about.send(target, parsed.data.reason);
      setReason('');
      setError(null);
      onClose();
      showToast({ title: thanks });
    } catch (err) {
      setError(serverMessage(err, "Your report wasn't sent. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <dialog ref={ref} className="dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form className="dialog__body form" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{about.title}</h2>
        <p>{about.intro}</p>
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
