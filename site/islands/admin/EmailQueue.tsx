import './admin-chip.css';
import './admin-table.css';
import './EmailQueue.css';
import { useState } from 'react';
import type { QueuedMail, QueueStatus } from '../../../worker/contract/admin-mail';
import { serverMessage } from '../../lib/api-fetch';
import { dateTime } from '../../lib/dates';
import {
  ANY_MAIL,
  cancelMail,
  type QueueListState,
  queueListSearch,
  queuePage,
  readQueueList,
  retryMail,
} from '../../stores/admin-mail';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import EmptyState from '../shared/EmptyState';
import ErrorBoundary from '../shared/ErrorBoundary';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { useUrlState } from '../shared/use-url-state';
import { browserClock } from '../shared/use-viewer-clock';
import ListFilters from './ListFilters';
import { useCursorPages } from './use-cursor-pages';

const STATES: [QueueStatus | '', string][] = [
  ['', 'All'],
  ['waiting', 'Waiting'],
  ['sending', 'Sending'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['cancelled', 'Cancelled'],
];
const STATE_LABELS = Object.fromEntries(STATES) as Record<QueueStatus, string>;

const at = (iso: string) => dateTime(iso, browserClock());

type Filters = { list: QueueListState; templates: string[]; onChange: (list: QueueListState) => void };

// The recipient search, one state at a time and the template; each change goes to the page's
// address.
function QueueFilters({ list, templates, onChange }: Filters) {
  const shownTemplates = list.template && !templates.includes(list.template) ? [list.template, ...templates] : templates;
  return (
    <ListFilters
      search={{
        id: 'email-queue-to',
        label: "Find mail by the start of the recipient's address",
        placeholder: 'Recipient, e.g. ann@ or ann@example.com',
        maxLength: 254,
        value: list.to,
      }}
      onSearch={(to) => onChange({ ...list, to: to.toLowerCase() })}
      filters={STATES}
      filter={list.status}
      onFilter={(status) => onChange({ ...list, status })}
      select={{
        label: 'Template',
        choices: [['', 'Any template'], ...shownTemplates.map((template) => [template, template] as const)],
        value: list.template,
        className: 'email-filters__template',
      }}
      onSelect={(template) => onChange({ ...list, template })}
    />
  );
}

type RowProps = { mail: QueuedMail; busy: boolean; onRetry: (mail: QueuedMail) => void; onCancel: (mail: QueuedMail) => void };

function Row({ mail, busy, onRetry, onCancel }: RowProps) {
  const cancellable = mail.status === 'waiting' || mail.status === 'failed';
  return (
    <tr>
      <th scope="row" className="email-queue__to">
        {mail.to}
      </th>
      <td data-label="Mail">
        {mail.subject}
        <span className="email-queue__note">{mail.template}</span>
      </td>
      <td data-label="State">
        <span className={`admin-chip email-chip--${mail.status}`}>{STATE_LABELS[mail.status]}</span>
        {mail.lastError && <span className="email-queue__note email-queue__error">{mail.lastError}</span>}
        {mail.attempts > 0 && mail.status !== 'sent' && (
          <span className="email-queue__note">
            {mail.attempts} {mail.attempts === 1 ? 'try' : 'tries'}
          </span>
        )}
      </td>
      <td data-label="When">
        Queued {at(mail.createdAt)}
        {mail.sentAt && <span className="email-queue__note">Sent {at(mail.sentAt)}</span>}
      </td>
      <td>
        {(mail.status === 'failed' || cancellable) && (
          <div className="email-queue__actions">
            {mail.status === 'failed' && (
              <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => onRetry(mail)}>
                Retry
              </button>
            )}
            {cancellable && (
              <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => onCancel(mail)}>
                Cancel
              </button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}

const readQueue = (list: QueueListState, before?: number) =>
  queuePage(list, before).then((page) => ({ rows: page.mail, next: page.nextCursor, templates: page.templates }));

// One filter: its first page, and the pages 'Load more' adds after it. Retry and cancel
// replace the row with the mail as it now stands.
function Results({ list, onChange }: { list: QueueListState; onChange: (list: QueueListState) => void }) {
  const { loaded, setLoaded, failed, loadingMore, more } = useCursorPages(list, readQueue);
  const [busy, setBusy] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<QueuedMail | null>(null);

  async function act(mail: QueuedMail, run: (id: number) => Promise<QueuedMail>, done: string, refused: string) {
    setBusy(mail.id);
    try {
      const now = await run(mail.id);
      setLoaded((shown) => shown && { ...shown, rows: shown.rows.map((m) => (m.id === now.id ? now : m)) });
      showToast({ title: done, description: now.to });
      return true;
    } catch (error) {
      showToast({ title: refused, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const confirmCancel = async () => {
    if (cancelling) await act(cancelling, cancelMail, 'Mail cancelled', 'Not cancelled');
    setCancelling(null);
  };

  const filtered = list.status !== '' || list.template !== '' || list.to !== '';
  return (
    <>
      <QueueFilters list={list} templates={loaded?.templates ?? []} onChange={onChange} />
      {failed ? (
        <LoadFailed what="the outbox" />
      ) : !loaded ? (
        <Spinner label="Loading mail..." />
      ) : loaded.rows.length === 0 ? (
        <EmptyState
          title="No mail here"
          level={2}
          action={
            filtered && (
              <button type="button" className="btn btn-outline empty-state__action" onClick={() => onChange(ANY_MAIL)}>
                Show all mail
              </button>
            )
          }
        >
          {list.to ? `No mail to an address starting “${list.to}” matches.` : 'Nothing in the outbox matches.'}
        </EmptyState>
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table email-queue">
              <caption className="sr-only">Mail in the outbox, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Recipient</th>
                  <th scope="col">Mail</th>
                  <th scope="col">State</th>
                  <th scope="col">When</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaded.rows.map((mail) => (
                  <Row
                    key={mail.id}
                    mail={mail}
                    busy={busy === mail.id}
                    onRetry={(m) => void act(m, retryMail, 'Mail queued again', 'Not queued again')}
                    onCancel={setCancelling}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {loaded.next && (
            <LoadMore className="list-more" busy={loadingMore} onMore={() => loaded.next && void more(loaded.next)} />
          )}
        </>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this mail?"
        message={`“${cancelling?.subject ?? ''}” to ${cancelling?.to ?? ''} will not be sent, and its text is deleted.`}
        confirmLabel="Cancel Mail"
        pendingLabel="Cancelling..."
        cancelLabel="Keep it"
        pending={busy !== null}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </>
  );
}

// /admin/email/queue: the outbox, newest first, by state, template and recipient (all kept in
// the page's address), with failed mail retried and waiting mail cancelled. No mail's text
// is ever shown.
export default function EmailQueue() {
  const [list, setList] = useUrlState(readQueueList, (next) => `${location.pathname}${queueListSearch(next)}`);
  return (
    <ErrorBoundary>
      <Results key={queueListSearch(list)} list={list} onChange={setList} />
    </ErrorBoundary>
  );
}
