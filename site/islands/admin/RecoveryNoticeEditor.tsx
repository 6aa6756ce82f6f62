import '../../styles/forms.css';
import './admin-chip.css';
import './RecoveryNoticeEditor.css';
import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import type { RecoveryNotice } from '../../../worker/contract/recovery-notice';
import { dateTime } from '../../lib/dates';
import { serverMessage } from '../../lib/api-fetch';
import { $adminNotices, closeNotice, openNotice, saveNotice } from '../../stores/recovery-notice';
import { showToast } from '../../stores/toast';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import RecoveryNoticeText, { noticePeriod } from '../RecoveryNoticeText';
import ConfirmDialog from '../shared/ConfirmDialog';
import EmptyState from '../shared/EmptyState';
import ErrorBoundary from '../shared/ErrorBoundary';
import RetryState from '../shared/RetryState';
import Spinner from '../shared/Spinner';
import SubmitButton from '../shared/SubmitButton';
import { browserClock } from '../shared/use-viewer-clock';
import { formValues, useFieldErrors } from '../shared/use-field-errors';

const loadContract = () => import('../../../worker/contract/recovery-notice');

const when = (iso: string) => dateTime(iso, browserClock());

// The parent remounts the form (by key) for the notice it edits, and with none to write one.
function NoticeForm({ notice, onDone }: { notice: RecoveryNotice | null; onDone: () => void }) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const { errors, validate, formProps } = useFieldErrors(loadContract);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    // An empty day leaves that side of the period open.
    const input = await validate((contract) => contract.recoveryNoticeInputSchema, {
      ...values,
      affectedFrom: values.affectedFrom || null,
      affectedUntil: values.affectedUntil || null,
    });
    if (!input) return;
    setPending(true);
    try {
      if (notice) await saveNotice(notice.id, input);
      else await openNotice(input);
      showToast({
        title: notice ? 'Notice saved' : 'Notice open',
        description: 'Every page shows its banner, linking to /recovery-notification.',
      });
      onDone();
    } catch (error) {
      showToast({ title: 'Notice not saved', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <form {...formProps} className="card form notice-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="card__title">
        {notice ? 'Edit the notice' : 'Write a notice'}
      </h3>
      <TextField name="title" label="Title" maxLength={120} defaultValue={notice?.title} error={errors.title} />
      <TextAreaField
        name="whatHappened"
        label="What happened"
        rows={4}
        defaultValue={notice?.whatHappened}
        error={errors.whatHappened}
        hint="Plain words: what was lost or damaged, and what we are doing about it."
      />
      <div className="form__row">
        <TextField
          name="affectedFrom"
          label="Affected from (optional)"
          type="date"
          defaultValue={notice?.affectedFrom ?? ''}
          error={errors.affectedFrom}
        />
        <TextField
          name="affectedUntil"
          label="Affected until (optional)"
          type="date"
          defaultValue={notice?.affectedUntil ?? ''}
          error={errors.affectedUntil}
        />
      </div>
      <TextAreaField
        name="whatToDo"
        label="What to do"
        rows={4}
        defaultValue={notice?.whatToDo}
        error={errors.whatToDo}
        hint="What members should do now, if anything."
      />
      <p className="notice-form__days">Days are New York days.</p>
      <div className="notice-form__actions">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
        <SubmitButton
          pending={pending}
          label={notice ? 'Save Notice' : 'Open Notice'}
          pendingLabel={notice ? 'Saving...' : 'Opening...'}
        />
      </div>
    </form>
  );
}

function OpenNotice({ notice, onEdit }: { notice: RecoveryNotice; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function close() {
    setPending(true);
    try {
      await closeNotice(notice.id);
      showToast({ title: 'Notice closed', description: 'The banner is off every page.' });
    } catch (error) {
      showToast({ title: 'Notice not closed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  }

  return (
    <article className="admin-panel notice-open">
      <header className="notice-open__head">
        <h3>{notice.title}</h3>
        <span className="admin-chip admin-chip--voting">Open: the banner is on every page</span>
      </header>
      <RecoveryNoticeText notice={notice} />
      <p className="notice-open__when">
        Opened {when(notice.createdAt)}, last changed {when(notice.updatedAt)}. <a href="/recovery-notification">See the page</a>
      </p>
      <div className="notice-form__actions">
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
          Close Notice
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Close the notice?"
        message="The banner leaves every page, and /recovery-notification says no recovery is in progress. A closed notice can't be opened again."
        confirmLabel="Close Notice"
        pendingLabel="Closing..."
        cancelLabel="Keep it open"
        tone="primary"
        pending={pending}
        onConfirm={close}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}

function ClosedNotices({ notices }: { notices: RecoveryNotice[] }) {
  if (notices.length === 0) return null;
  return (
    <details className="notice-history">
      <summary>Closed notices ({notices.length})</summary>
      <ol className="admin-rows">
        {notices.map((n) => (
          <li key={n.id}>
            <p>{n.title}</p>
            <p className="notice-history__muted">
              {[noticePeriod(n.affectedFrom, n.affectedUntil), n.closedAt && `closed ${when(n.closedAt)}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}

// The incident notice that /recovery-notification shows: write one, edit it while it is open,
// close it when the recovery is over. A self-contained section for an admin page.
function Editor() {
  const { data, error } = useStore($adminNotices);
  const [editing, setEditing] = useState(false);
  if (error) return <RetryState onRetry={() => $adminNotices.revalidate()}>Couldn't load the notices.</RetryState>;
  if (!data) return <Spinner label="Loading the notices..." />;
  const { open, closed } = data;
  return (
    <>
      {editing ? (
        <NoticeForm key={open?.id ?? 'new'} notice={open} onDone={() => setEditing(false)} />
      ) : open ? (
        <OpenNotice notice={open} onEdit={() => setEditing(true)} />
      ) : (
        <EmptyState
          compact
          action={
            <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
              Write a Notice
            </button>
          }
        >
          No notice is open: pages show no banner, and /recovery-notification says no recovery is in progress.
        </EmptyState>
      )}
      <ClosedNotices notices={closed} />
    </>
  );
}

export default function RecoveryNoticeEditor() {
  return (
    <section className="admin-section" aria-labelledby="recovery-notice-title">
      <div>
        <h2 id="recovery-notice-title">Incident notice</h2>
        <p className="admin-section__lead">
          When photos or data were lost or damaged, tell members what happened and what to do. While a notice is open, every page
          links to it.
        </p>
      </div>
      <ErrorBoundary>
        <Editor />
      </ErrorBoundary>
    </section>
  );
}
