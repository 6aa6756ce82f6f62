import './admin-chip.css';
import './admin-table.css';
import './DataRecovery.css';
import { useEffect, useState } from 'react';
import type { DeletedAccount, QuarantinedItem, RestoreResult } from '../../../worker/contract/admin-data-recovery';
import { serverMessage } from '../../lib/api-fetch';
import { dateTime } from '../../lib/dates';
import { deletedAccounts, quarantinePage, restoreAccount, restoreEntry, restoreFile } from '../../stores/admin-data-recovery';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import EmptyState from '../shared/EmptyState';
import ErrorBoundary from '../shared/ErrorBoundary';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import Spinner from '../shared/Spinner';
import { browserClock } from '../shared/use-viewer-clock';
import DataRecoveryHistory from './DataRecoveryHistory';
import RecoveryNoticeEditor from './RecoveryNoticeEditor';
import { useCursorPages } from './use-cursor-pages';

const at = (iso: string) => dateTime(iso, browserClock());
const days = (n: number) => (n === 0 ? 'Purged today' : `${n} day${n === 1 ? '' : 's'}`);

const KIND_WORDS: Record<string, string> = {
  photo: 'Entry photo',
  avatar: 'Profile picture',
  print_master: 'Print file',
  message_photo: 'Message photo',
  cover: 'Challenge cover',
  theme_image: 'Theme image',
  mentorship_image: 'Mentorship image',
  critique: 'Critique photo',
  recording: 'Recording',
};

// What a restore of this file brings back: a removed entry comes back whole.
const isRemovedEntry = (item: QuarantinedItem) => item.subject?.type === 'submission' && item.subject.removed;

type Pending = { what: string; message: string; run: () => Promise<RestoreResult>; done: () => void };

function useRestore() {
  const [asked, setAsked] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!asked) return;
    setBusy(true);
    try {
      const result = await asked.run();
      showToast({ title: 'Restored', description: result.message });
      asked.done();
    } catch (error) {
      showToast({ title: 'Not restored', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setAsked(null);
    }
  }
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={asked?.what ?? ''}
      message={asked?.message ?? ''}
      confirmLabel="Restore"
      pendingLabel="Restoring..."
      tone="primary"
      pending={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setAsked(null)}
    />
  );
  return { ask: setAsked, dialog };
}

const readQuarantine = (_: null, before?: number) =>
  quarantinePage(before).then((page) => ({ rows: page.items, next: page.nextCursor }));

function QuarantineRow({ item, onRestore }: { item: QuarantinedItem; onRestore: (item: QuarantinedItem) => void }) {
  const entry = item.subject?.type === 'submission' ? item.subject : null;
  return (
    <tr>
      <th scope="row">
        {KIND_WORDS[item.kind] ?? 'File'}
        {entry && (
          <span className="recovery__note">
            {entry.title ? `“${entry.title}”` : `Entry ${entry.id}`} · entry {entry.id}
            {entry.removed && <span className="admin-chip recovery__chip">Removed</span>}
          </span>
        )}
        <span className="recovery__note recovery__key">{item.key}</span>
      </th>
      <td data-label="Whose">{item.owner ? <a href={`/admin/users/${item.owner.id}`}>{item.owner.username}</a> : 'The site'}</td>
      <td data-label="Why">
        {item.reason}
        <span className="recovery__note">by {item.by ?? 'the site'}</span>
      </td>
      <td data-label="When">{at(item.quarantinedAt)}</td>
      <td data-label="Days left">
        <span className={item.daysLeft <= 3 ? 'admin-chip recovery__chip--soon' : undefined}>{days(item.daysLeft)}</span>
      </td>
      <td>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onRestore(item)}>
          {isRemovedEntry(item) ? 'Restore entry' : 'Restore file'}
        </button>
      </td>
    </tr>
  );
}

function Quarantine({ onRestored }: { onRestored: () => void }) {
  const { loaded, setLoaded, failed, loadingMore, more } = useCursorPages(null, readQuarantine);
  const { ask, dialog } = useRestore();
  const drop = (id: number) => setLoaded((shown) => shown && { ...shown, rows: shown.rows.filter((row) => row.id !== id) });

  function restore(item: QuarantinedItem) {
    const done = () => {
      drop(item.id);
      onRestored();
    };
    if (isRemovedEntry(item) && item.subject) {
      const entryId = item.subject.id;
      ask({
        what: 'Restore this entry?',
        message:
          'It comes back on the site with its photo, votes and the comments its removal hid. If its challenge has results, they are worked out again with it, and the leaderboard with them. Its maker is told.',
        run: () => restoreEntry(entryId),
        done,
      });
      return;
    }
    ask({
      what: 'Restore this file?',
      message: `It goes back to ${item.key}, with its resized copies. Nothing else changes: a record that no longer points at it keeps its current file.`,
      run: () => restoreFile(item.id),
      done,
    });
  }

  if (failed) return <LoadFailed what="the quarantine" />;
  if (!loaded) return <Spinner label="Loading the quarantine..." />;
  if (loaded.rows.length === 0) {
    return (
      <EmptyState compact>
        Nothing is in quarantine. Files taken out of use (a removal, a replaced image, a purged account) wait here for 30 days.
      </EmptyState>
    );
  }
  return (
    <>
      <div className="admin-table-wrap">
        <table className="admin-table recovery__table">
          <caption className="sr-only">Files in quarantine, newest first</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Whose</th>
              <th scope="col">Why</th>
              <th scope="col">When</th>
              <th scope="col">Days left</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaded.rows.map((item) => (
              <QuarantineRow key={item.id} item={item} onRestore={restore} />
            ))}
          </tbody>
        </table>
      </div>
      {loaded.next && <LoadMore className="list-more" busy={loadingMore} onMore={() => loaded.next && void more(loaded.next)} />}
      {dialog}
    </>
  );
}

function Accounts({ onRestored }: { onRestored: () => void }) {
  const [accounts, setAccounts] = useState<DeletedAccount[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { ask, dialog } = useRestore();
  useEffect(() => {
    deletedAccounts().then(setAccounts, () => setFailed(true));
  }, []);
  if (failed) return <LoadFailed what="the deleted accounts" />;
  if (!accounts) return <Spinner label="Loading deleted accounts..." />;
  if (accounts.length === 0) return <EmptyState compact>No account was deleted in the last 30 days.</EmptyState>;
  return (
    <>
      <ul className="recovery__accounts">
        {accounts.map((account) => (
          <li key={account.id} className="card recovery__account">
            <div>
              <a href={`/admin/users/${account.id}`} className="recovery__account-name">
                {account.username}
              </a>
              <span className="recovery__note">{account.email}</span>
              <span className="recovery__note">
                Deleted {at(account.deletedAt)} · {account.entries} {account.entries === 1 ? 'entry' : 'entries'} ·{' '}
                {account.daysLeft === 0 ? 'purged today' : `purged in ${days(account.daysLeft)}`}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() =>
                ask({
                  what: `Restore ${account.username}?`,
                  message: 'They can sign in again, and what they made is back on the site.',
                  run: () => restoreAccount(account.id),
                  done: () => {
                    setAccounts((shown) => shown?.filter((a) => a.id !== account.id) ?? null);
                    onRestored();
                  },
                })
              }
            >
              Restore account
            </button>
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}

// /admin/data-recovery: what can still come back, what came back, and the incident notice.
export default function DataRecovery() {
  // Each restore shows in the history at once: it is read again.
  const [restores, setRestores] = useState(0);
  const restored = () => setRestores((n) => n + 1);
  return (
    <ErrorBoundary>
      <div className="recovery">
        <section className="admin-section" aria-labelledby="recovery-quarantine">
          <div>
            <h2 id="recovery-quarantine">Quarantine</h2>
            <p className="admin-section__lead">Files taken out of use, kept 30 days before they are deleted for good.</p>
          </div>
          <Quarantine onRestored={restored} />
        </section>
        <section className="admin-section" aria-labelledby="recovery-accounts">
          <div>
            <h2 id="recovery-accounts">Deleted accounts</h2>
            <p className="admin-section__lead">Restorable until their purge, 30 days after deletion.</p>
          </div>
          <Accounts onRestored={restored} />
        </section>
        <section className="admin-section" aria-labelledby="recovery-history">
          <div>
            <h2 id="recovery-history">Restores</h2>
            <p className="admin-section__lead">What each restore brought back, newest first.</p>
          </div>
          <DataRecoveryHistory key={restores} />
        </section>
        <RecoveryNoticeEditor />
      </div>
    </ErrorBoundary>
  );
}
