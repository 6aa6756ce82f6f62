import './admin-table.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { serverMessage } from '../../lib/api-fetch';
import { showToast } from '../../stores/toast';
import ErrorBoundary from '../shared/ErrorBoundary';
import Spinner from '../shared/Spinner';
import { removeChallenge } from '../../stores/admin';
import { $adminCommunityChallenges } from '../community/community-data';
import ConfirmDialog from '../shared/ConfirmDialog';
import LoadFailed from '../shared/LoadFailed';
import EmptyState from '../shared/EmptyState';
import ReasonField from './ReasonField';
import UserChallengesRow from './UserChallengesRow';

// /admin/user-challenges: every community challenge, whatever its privacy, with removal
// (hidden everywhere; entries, votes and comments kept).
function Table() {
  const { data, error } = useStore($adminCommunityChallenges);
  const [doomed, setDoomed] = useState<ChallengeDto | null>(null);
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');

  async function confirmRemove() {
    if (!doomed) return;
    setRemoving(true);
    try {
      await removeChallenge(doomed.id, reason);
      showToast({ title: 'Challenge removed', description: `“${doomed.title}” is hidden everywhere.` });
      setDoomed(null);
      setReason('');
    } catch (err) {
      showToast({
        title: 'Challenge not removed',
        description: serverMessage(err, 'Failed to remove the challenge. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setRemoving(false);
    }
  }

  if (error) return <LoadFailed what="the community challenges" />;
  if (!data) return <Spinner label="Loading community challenges..." />;
  return (
    <>
      {data.length === 0 ? (
        <EmptyState title="No community challenges yet">
          Challenges members create appear here, whatever their privacy.
        </EmptyState>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="sr-only">Community challenges</caption>
            <thead>
              <tr>
                <th scope="col">Challenge</th>
                <th scope="col">Creator</th>
                <th scope="col">Privacy</th>
                <th scope="col">Status</th>
                <th scope="col">Entries</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((c) => (
                <UserChallengesRow key={c.id} challenge={c} onRemove={setDoomed} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title="Remove this challenge?"
        message={
          doomed
            ? `“${doomed.title}” by ${doomed.creatorName ?? 'a member'} will be hidden everywhere. Its entries, votes and comments are kept.`
            : ''
        }
        confirmLabel="Remove Challenge"
        pendingLabel="Removing..."
        pending={removing}
        onConfirm={confirmRemove}
        onCancel={() => setDoomed(null)}
      >
        <ReasonField value={reason} onChange={setReason} />
      </ConfirmDialog>
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
