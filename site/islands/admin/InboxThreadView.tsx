import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { INBOX_REPLY_LENGTH, type InboxThread } from '../../../worker/contract/inbox';
import { serverMessage } from '../../lib/api-fetch';
import { dateTime } from '../../lib/dates';
import {
  $inboxAdmins,
  assignInboxThread,
  closeInboxThread,
  inboxThread,
  markInboxRead,
  reopenInboxThread,
  replyToInboxThread,
} from '../../stores/admin-inbox';
import { showToast } from '../../stores/toast';
import { $viewer } from '../../stores/user';
import TextAreaField from '../fields/TextAreaField';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import { useViewerClock } from '../shared/use-viewer-clock';
import { KIND_LABELS } from './InboxList';

async function act(run: () => Promise<unknown>, done: string, failed: string, description?: string) {
  try {
    await run();
    showToast({ title: done, description });
    return true;
  } catch (error) {
    showToast({ title: failed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    return false;
  }
}

// Who has the thread: any admin, the one looking first among them.
function AssignField({ thread, busy, onAssign }: { thread: InboxThread; busy: boolean; onAssign: (id: number | null) => void }) {
  const { data: admins } = useStore($inboxAdmins);
  const viewer = useStore($viewer);
  const id = useId();
  const others = (admins ?? []).filter((a) => a.id !== viewer?.id);
  return (
    <div className="inbox-thread__assign">
      <label htmlFor={id}>Assigned to</label>
      <select
        id={id}
        className="input select"
        value={thread.assignee?.id ?? ''}
        disabled={busy || !admins}
        onChange={(e) => onAssign(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">No one</option>
        {viewer && <option value={viewer.id}>Me</option>}
        {/* An assignee no longer an admin still shows, until someone else is chosen. */}
        {thread.assignee && thread.assignee.id !== viewer?.id && !others.some((a) => a.id === thread.assignee?.id) && (
          <option value={thread.assignee.id}>{thread.assignee.name}</option>
        )}
        {others.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function ReplyForm({ thread }: { thread: InboxThread }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (body.trim() === '') return setError('Write your reply');
    setPending(true);
    try {
      await replyToInboxThread(thread.id, body);
      setBody('');
      setError(undefined);
      showToast({ title: 'Reply sent', description: `Mailed to ${thread.address}` });
    } catch (err) {
      setError(serverMessage(err, "Your reply wasn't sent. Please try again."));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="inbox-reply" onSubmit={send} noValidate>
      <TextAreaField
        name="body"
        label={`Reply to ${thread.name}`}
        rows={6}
        value={body}
        maxLength={INBOX_REPLY_LENGTH}
        error={error}
        hint={`Mailed to ${thread.address} and kept in this thread. Plain text.`}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          setError(undefined);
        }}
      />
      <div className="inbox-reply__actions">
        <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending}>
          {pending && <span className="btn__spinner" aria-hidden="true" />}
          {pending ? 'Sending...' : 'Send reply'}
        </button>
      </div>
    </form>
  );
}

// One thread: who wrote and how to answer them, its messages oldest first, and the admin's
// actions. Opening an unread thread marks it read.
export default function InboxThreadView({ id, onBack }: { id: number; onBack: () => void }) {
  const { data: thread, error } = useStore(inboxThread(id));
  const clock = useViewerClock();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const unread = thread?.unread === true;

  useEffect(() => {
    // The marker is a courtesy to the other admins: a failure leaves it for the next opening.
    if (unread) markInboxRead(id).catch(() => undefined);
  }, [id, unread]);

  if (error) return <LoadFailed what="this thread" />;
  if (!thread) return <Spinner label="Loading the thread..." />;

  const run = async (change: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    await act(change, done, failed);
    setBusy(false);
  };
  const open = thread.status === 'open';

  return (
    <article className="inbox-thread admin-panel" aria-labelledby={titleId}>
      <button type="button" className="btn btn-ghost btn-sm inbox-thread__back" onClick={onBack}>
        ← All threads
      </button>
      <header className="inbox-thread__head">
        <div className="inbox-thread__chips">
          <span className="admin-chip admin-chip--upcoming">{KIND_LABELS[thread.kind]}</span>
          <span className={open ? 'admin-chip admin-chip--active' : 'admin-chip admin-chip--completed'}>
            {open ? 'Open' : 'Closed'}
          </span>
        </div>
        <h2 id={titleId}>{thread.subject}</h2>
        <p className="inbox-thread__from">
          From {thread.name} · <a href={`mailto:${thread.address}`}>{thread.address}</a>
          {thread.member && (
            <>
              {' · '}
              <a href={`/admin/users/${thread.member.id}`}>Member @{thread.member.username}</a>
            </>
          )}
        </p>
        <div className="inbox-thread__actions">
          <AssignField
            thread={thread}
            busy={busy}
            onAssign={(assigneeId) => run(() => assignInboxThread(id, assigneeId), 'Thread assigned', 'Not assigned')}
          />
          {open ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={busy}
              onClick={() => run(() => closeInboxThread(id), 'Thread closed', 'Not closed')}
            >
              Close thread
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={busy}
              onClick={() => run(() => reopenInboxThread(id), 'Thread reopened', 'Not reopened')}
            >
              Reopen thread
            </button>
          )}
        </div>
      </header>
      <ol className="inbox-messages">
        {thread.messages.map((m) => (
          <li key={m.id} className={`inbox-message inbox-message--${m.direction}`}>
            <p className="inbox-message__head">
              <strong>{m.direction === 'out' ? `${m.authorName}, for the site` : m.authorName}</strong>
              <time dateTime={m.createdAt}>{dateTime(m.createdAt, clock)}</time>
            </p>
            <p className="inbox-message__body">{m.body}</p>
          </li>
        ))}
      </ol>
      {open ? <ReplyForm thread={thread} /> : <p className="inbox-thread__closed">This thread is closed. Reopen it to reply.</p>}
    </article>
  );
}
