import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ChallengeDto } from '../../../worker/routes/challenges/schema';
import { serverMessage } from '../../lib/api-fetch';
import { CHALLENGE_LIST_SIZE, challengeListPage, deleteChallenge } from '../../stores/admin';
import { showToast } from '../../stores/toast';
import Spinner from '../Spinner';
import ChallengeRow from './ChallengeRow';
import ConfirmDialog from './ConfirmDialog';
import LoadFailed from './LoadFailed';

const FILTERS = [
  { label: 'All', status: undefined },
  { label: 'Upcoming', status: 'upcoming' },
  { label: 'Active', status: 'active' },
  { label: 'Voting', status: 'voting' },
  { label: 'Completed', status: 'completed' },
] as const;

type Status = (typeof FILTERS)[number]['status'];

// Every challenge, daily or not, a page at a time, with deletion for those not yet begun.
export default function ChallengeList() {
  const [status, setStatus] = useState<Status>(undefined);
  const [offset, setOffset] = useState(0);
  const [doomed, setDoomed] = useState<ChallengeDto | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { data, error } = useStore(challengeListPage(status, offset));

  function filter(next: Status) {
    setStatus(next);
    setOffset(0);
  }

  async function confirmDelete() {
    if (!doomed) return;
    setDeleting(true);
    try {
      await deleteChallenge(doomed.id);
      showToast({ title: 'Challenge deleted', description: `“${doomed.title}” will not run.` });
      setDoomed(null);
    } catch (err) {
      showToast({
        title: 'Challenge not deleted',
        description: serverMessage(err, 'Failed to delete the challenge. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
    }
  }

  const label = FILTERS.find((f) => f.status === status)?.label.toLowerCase();
  return (
    <>
      <div className="admin-filters" role="group" aria-label="Filter by status">
        {FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            className="admin-filters__item"
            aria-pressed={status === f.status}
            onClick={() => filter(f.status)}
          >
            {f.label}
          </button>
        ))}
      </div>
      {error ? (
        <LoadFailed what="the challenges" />
      ) : !data ? (
        <Spinner label="Loading challenges..." />
      ) : data.length === 0 ? (
        <div className="empty-state">
          <h3>{offset > 0 ? 'No more challenges' : status ? `No ${label} challenges` : 'No challenges yet'}</h3>
          <p>Plan one from the calendar above, or create a challenge outside the daily schedule.</p>
        </div>
      ) : (
        <ul className="challenge-list">
          {data.map((c) => (
            <ChallengeRow key={c.id} challenge={c} onDelete={setDoomed} />
          ))}
        </ul>
      )}
      {(offset > 0 || data?.length === CHALLENGE_LIST_SIZE) && (
        <nav className="admin-pager" aria-label="Challenge pages">
          <button type="button" className="btn btn-outline btn-sm" disabled={offset === 0} onClick={() => setOffset(offset - CHALLENGE_LIST_SIZE)}>
            Previous
          </button>
          <span>Page {offset / CHALLENGE_LIST_SIZE + 1}</span>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={data?.length !== CHALLENGE_LIST_SIZE}
            onClick={() => setOffset(offset + CHALLENGE_LIST_SIZE)}
          >
            Next
          </button>
        </nav>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this challenge?"
        message={doomed ? `“${doomed.title}” has not started yet. Deleting it cannot be undone.` : ''}
        confirmLabel="Delete Challenge"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
