import './ChallengeList.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { serverMessage } from '../../lib/api-fetch';
import { CHALLENGE_LIST_SIZE, challengeListPage, deleteChallenge, removeChallenge } from '../../stores/admin';
import { showToast } from '../../stores/toast';
import Spinner from '../shared/Spinner';
import ChallengeRow, { type RowAction } from './ChallengeRow';
import ConfirmDialog from '../shared/ConfirmDialog';
import LoadFailed from '../shared/LoadFailed';
import EmptyState from '../shared/EmptyState';

const FILTERS = [
  { label: 'All', status: undefined },
  { label: 'Upcoming', status: 'upcoming' },
  { label: 'Active', status: 'active' },
  { label: 'Voting', status: 'voting' },
  { label: 'Completed', status: 'completed' },
] as const;

type Status = (typeof FILTERS)[number]['status'];

// What each action does, in the words the admin confirms.
const ACTIONS = {
  delete: {
    title: 'Delete this challenge?',
    message: (c: ChallengeDto) => `“${c.title}” has not started and nobody has entered it. Deleting it cannot be undone.`,
    confirm: 'Delete Challenge',
    pending: 'Deleting...',
    run: deleteChallenge,
    done: (c: ChallengeDto) => ({ title: 'Challenge deleted', description: `“${c.title}” will not run.` }),
    failed: 'Challenge not deleted',
  },
  remove: {
    title: 'Remove this challenge?',
    message: (c: ChallengeDto) => `“${c.title}” will be hidden everywhere. Its entries, votes and comments are kept.`,
    confirm: 'Remove Challenge',
    pending: 'Removing...',
    run: removeChallenge,
    done: (c: ChallengeDto) => ({ title: 'Challenge removed', description: `“${c.title}” is hidden everywhere.` }),
    failed: 'Challenge not removed',
  },
} as const;

// Every challenge, daily or not, a page at a time: empty ones not yet begun can be deleted,
// the rest removed.
export default function ChallengeList() {
  const [status, setStatus] = useState<Status>(undefined);
  const [offset, setOffset] = useState(0);
  const [doomed, setDoomed] = useState<{ challenge: ChallengeDto; action: RowAction } | null>(null);
  const [pending, setPending] = useState(false);
  const { data, error } = useStore(challengeListPage(status, offset));

  function filter(next: Status) {
    setStatus(next);
    setOffset(0);
  }

  async function confirm() {
    if (!doomed) return;
    const { challenge, action } = doomed;
    setPending(true);
    try {
      await ACTIONS[action].run(challenge.id);
      showToast(ACTIONS[action].done(challenge));
      setDoomed(null);
    } catch (err) {
      showToast({
        title: ACTIONS[action].failed,
        description: serverMessage(err, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
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
        <EmptyState title={offset > 0 ? 'No more challenges' : status ? `No ${label} challenges` : 'No challenges yet'}>
          Plan one from the calendar above, or create a challenge outside the daily schedule.
        </EmptyState>
      ) : (
        <ul className="challenge-list">
          {data.map((c) => (
            <ChallengeRow key={c.id} challenge={c} onAct={(challenge, action) => setDoomed({ challenge, action })} />
          ))}
        </ul>
      )}
      {(offset > 0 || data?.length === CHALLENGE_LIST_SIZE) && (
        <nav className="admin-pager" aria-label="Challenge pages">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={offset === 0}
            onClick={() => setOffset(offset - CHALLENGE_LIST_SIZE)}
          >
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
        title={ACTIONS[doomed?.action ?? 'delete'].title}
        message={doomed ? ACTIONS[doomed.action].message(doomed.challenge) : ''}
        confirmLabel={ACTIONS[doomed?.action ?? 'delete'].confirm}
        pendingLabel={ACTIONS[doomed?.action ?? 'delete'].pending}
        pending={pending}
        onConfirm={confirm}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
