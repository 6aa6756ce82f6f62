import './MentorApplicationCard.css';
import { useState } from 'react';
import type { AdminMentor } from '../../../worker/contract/admin-mentors';
import { SESSION_TYPE_LABELS } from '../../../worker/domain/mentoring';
import { formatUsd } from '../../../worker/domain/money';
import { shortDate } from '../../lib/dates';
import { serverMessage } from '../../lib/api-fetch';
import { reviewApplication } from '../../stores/admin-mentors';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';

type Decision = 'approve' | 'reject';

// One application, in full, with the admin's decision and a note the applicant is mailed.
export default function MentorApplicationCard({ mentor }: { mentor: AdminMentor }) {
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function decide() {
    if (!deciding) return;
    if (deciding === 'reject' && !note.trim()) {
      setError('Say why: the note is mailed to the applicant');
      return;
    }
    setPending(true);
    try {
      await reviewApplication(mentor.userId, deciding, note);
      showToast({
        title: deciding === 'approve' ? `${mentor.name} is now a mentor` : 'Application rejected',
        description: 'They have been emailed.',
      });
      setDeciding(null);
    } catch (failure) {
      showToast({ title: 'That did not work', description: serverMessage(failure, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <article className="application">
      <header className="application__head">
        <img src={mentor.photoUrl ?? '/default-avatar.svg'} alt="" width={56} height={56} />
        <div>
          <h3>{mentor.name}</h3>
          <p>
            @{mentor.username} · {mentor.email} · sent {mentor.submittedAt ? shortDate(mentor.submittedAt) : '—'}
          </p>
        </div>
      </header>
      <p className="application__headline">{mentor.headline}</p>
      <p className="application__bio">{mentor.bio}</p>
      <dl className="application__facts">
        <div>
          <dt>Specialties</dt>
          <dd>{mentor.specialties.join(', ')}</dd>
        </div>
        <div>
          <dt>Experience</dt>
          <dd>{mentor.yearsExperience} years</dd>
        </div>
        <div>
          <dt>Rate</dt>
          <dd>{formatUsd(mentor.hourlyRateCents)} / hour</dd>
        </div>
        <div>
          <dt>Sessions</dt>
          <dd>{mentor.sessionOffers.map((o) => `${SESSION_TYPE_LABELS[o.type]} (${o.durations.join('/')} min)`).join(', ')}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{mentor.timeZone}</dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>{mentor.languages.join(', ')}</dd>
        </div>
        {mentor.portfolioLinks.length > 0 && (
          <div>
            <dt>Portfolio</dt>
            <dd className="application__links">
              {mentor.portfolioLinks.map((link) => (
                <a key={link} href={link} rel="noopener nofollow" target="_blank">
                  {link}
                </a>
              ))}
            </dd>
          </div>
        )}
      </dl>
      {mentor.reviewNote && <p className="application__note">Last note: “{mentor.reviewNote}”</p>}
      {mentor.profileStatus === 'pending' && (
        <div className="application__actions">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setDeciding('approve')}>
            Approve<span className="sr-only"> {mentor.name}</span>
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setDeciding('reject')}>
            Reject<span className="sr-only"> {mentor.name}</span>
          </button>
        </div>
      )}
      <ConfirmDialog
        open={deciding !== null}
        title={deciding === 'approve' ? `Approve ${mentor.name}?` : `Reject ${mentor.name}'s application?`}
        message={
          deciding === 'approve'
            ? 'Their profile is listed at once and they can be booked. The note is optional.'
            : 'They can edit the application and send it again. Tell them what to change.'
        }
        confirmLabel={deciding === 'approve' ? 'Approve' : 'Reject'}
        pendingLabel="Saving..."
        pending={pending}
        tone={deciding === 'approve' ? 'primary' : 'danger'}
        onConfirm={decide}
        onCancel={() => setDeciding(null)}
      >
        <label className="field">
          <span className="field__label">Note to the applicant</span>
          <textarea
            className="input textarea"
            rows={3}
            maxLength={1000}
            value={note}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setError(undefined);
            }}
          />
          {error && <span className="field__error">{error}</span>}
        </label>
      </ConfirmDialog>
    </article>
  );
}
