import './admin-table.css';
import './admin-chip.css';
import './UserChallenges.css';
import { useCallback, useEffect, useState } from 'react';
import type { AdminCommunityChallengeDto } from '../../../worker/contract/admin-community';
import { serverMessage } from '../../lib/api-fetch';
import {
  type CommunityAction,
  type CommunityListQuery,
  communityAction,
  communityPage,
  deleteCommunityChallenge,
  removeCommunityChallenge,
} from '../../stores/admin-community';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import ConfirmDialog from '../shared/ConfirmDialog';
import LoadFailed from '../shared/LoadFailed';
import LoadMore from '../shared/LoadMore';
import EmptyState from '../shared/EmptyState';
import ReasonField from './ReasonField';
import UserChallengesFilters from './UserChallengesFilters';
import UserChallengesRow from './UserChallengesRow';

type Challenge = AdminCommunityChallengeDto;

const DONE: Record<CommunityAction, (title: string) => { title: string; description: string }> = {
  feature: (t) => ({
    title: 'Challenge featured',
    description: `“${t}” shows on the home page while the daily challenges are off.`,
  }),
  unfeature: (t) => ({ title: 'Taken off the home page', description: `“${t}” is no longer featured.` }),
  hide: (t) => ({ title: 'Challenge hidden', description: `“${t}” is out of the lists; its link still works.` }),
  unhide: (t) => ({ title: 'Challenge listed again', description: `“${t}” is back in Community Challenges.` }),
};

// What each action leaves on the row, as the server wrote it: featuring one takes the mark
// off the one before, and hiding one takes it off the home page.
function afterAction(rows: Challenge[], id: number, action: CommunityAction): Challenge[] {
  const now = new Date().toISOString();
  return rows.map((c) => {
    if (c.id !== id) return action === 'feature' ? { ...c, featuredAt: null } : c;
    if (action === 'feature') return { ...c, featuredAt: now };
    if (action === 'unfeature') return { ...c, featuredAt: null };
    if (action === 'hide') return { ...c, hiddenAt: now, featuredAt: null };
    return { ...c, hiddenAt: null };
  });
}

const FIRST: CommunityListQuery = { status: 'all', filter: 'all', q: '' };

// /admin/challenges/user-generated (and /admin/user-challenges): every community challenge,
// whatever its privacy, with its reports; admins feature one on the home page, hide one from
// the lists, remove one (hidden everywhere; entries, votes and comments kept) or delete one
// nobody entered.
function Table() {
  const [query, setQuery] = useState(FIRST);
  const [rows, setRows] = useState<Challenge[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Challenge | null>(null);
  const [deleting, setDeleting] = useState<Challenge | null>(null);
  const [reason, setReason] = useState('');

  const load = useCallback(async (shown: CommunityListQuery, before: number | null) => {
    try {
      const page = await communityPage(shown, before);
      setRows((current) => (before === null ? page.challenges : [...(current ?? []), ...page.challenges]));
      setNext(page.nextCursor);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    setRows(null);
    void load(query, null);
  }, [query, load]);

  async function run(challenge: Challenge, work: () => Promise<void>, done: () => void, failure: string) {
    setBusyId(challenge.id);
    try {
      await work();
      done();
    } catch (err) {
      showToast({
        title: failure,
        description: serverMessage(err, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  }

  const act = (challenge: Challenge, action: CommunityAction) =>
    run(
      challenge,
      () => communityAction(challenge.id, action),
      () => {
        setRows((current) => (current ? afterAction(current, challenge.id, action) : current));
        showToast(DONE[action](challenge.title));
      },
      'Challenge not changed',
    );

  const confirmRemove = (challenge: Challenge) =>
    run(
      challenge,
      () => removeCommunityChallenge(challenge.id, reason),
      () => {
        const removedAt = new Date().toISOString();
        setRows(
          (current) =>
            current?.map((c) =>
              c.id === challenge.id ? { ...c, removedAt, featuredAt: null, openReports: 0, reports: [] } : c,
            ) ?? null,
        );
        showToast({ title: 'Challenge removed', description: `“${challenge.title}” is hidden everywhere.` });
        setRemoving(null);
        setReason('');
      },
      'Challenge not removed',
    );

  const confirmDelete = (challenge: Challenge) =>
    run(
      challenge,
      () => deleteCommunityChallenge(challenge.id),
      () => {
        setRows((current) => current?.filter((c) => c.id !== challenge.id) ?? null);
        showToast({ title: 'Challenge deleted', description: `“${challenge.title}” is gone.` });
        setDeleting(null);
      },
      'Challenge not deleted',
    );

  if (failed) return <LoadFailed what="the community challenges" />;
  const narrowed = query.q !== '' || query.filter !== 'all' || query.status !== 'all';
  return (
    <>
      <UserChallengesFilters query={query} onChange={setQuery} />
      {!rows ? (
        <Spinner label="Loading community challenges..." />
      ) : rows.length === 0 ? (
        narrowed ? (
          <EmptyState title="No challenges match">Try other words, or show all of them.</EmptyState>
        ) : (
          <EmptyState title="No community challenges yet">
            Challenges members create appear here, whatever their privacy.
          </EmptyState>
        )
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table community-table">
            <caption className="sr-only">Community challenges</caption>
            <thead>
              <tr>
                <th scope="col">Challenge</th>
                <th scope="col">Creator</th>
                <th scope="col">Privacy</th>
                <th scope="col">Status</th>
                <th scope="col">Entries</th>
                <th scope="col">Reports</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <UserChallengesRow
                  key={c.id}
                  challenge={c}
                  busy={busyId === c.id}
                  onAction={act}
                  onRemove={setRemoving}
                  onDelete={setDeleting}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next !== null && rows && (
        <LoadMore
          className="list-more"
          busy={loadingMore}
          onMore={async () => {
            setLoadingMore(true);
            await load(query, next);
            setLoadingMore(false);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this challenge?"
        message={
          removing
            ? `“${removing.title}” by ${removing.creatorName ?? 'a member'} will be hidden everywhere and its open reports closed. Its entries, votes and comments are kept.`
            : ''
        }
        confirmLabel="Remove Challenge"
        pendingLabel="Removing..."
        pending={removing !== null && busyId === removing.id}
        onConfirm={() => removing && confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      >
        <ReasonField value={reason} onChange={setReason} />
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this challenge?"
        message={deleting ? `Nobody has entered “${deleting.title}”, so it can be deleted for good. This can't be undone.` : ''}
        confirmLabel="Delete Challenge"
        pendingLabel="Deleting..."
        pending={deleting !== null && busyId === deleting.id}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

export default function UserChallengesTable() {
  return (
    <ErrorBoundary>
      <Table />
    </ErrorBoundary>
  );
}
