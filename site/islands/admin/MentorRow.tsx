import { useState } from 'react';
import type { AdminMentor } from '../../../worker/contract/admin-mentors';
import { mentorPath } from '../../../worker/domain/mentoring';
import { formatUsd } from '../../../worker/domain/money';
import { serverMessage } from '../../lib/api-fetch';
import { setFeatured, setSuspended } from '../../stores/admin-mentors';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import Switch from './Switch';

// An approved mentor: featured on the home page or not, suspended or restored.
export default function MentorRow({ mentor }: { mentor: AdminMentor }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function run(action: () => Promise<unknown>, done: string) {
    setPending(true);
    try {
      await action();
      showToast({ title: done });
      setConfirming(false);
    } catch (error) {
      showToast({ title: 'That did not work', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <tr>
      <th scope="row">
        {mentor.suspended ? (
          mentor.name
        ) : (
          <a href={mentorPath(mentor)} target="_blank" rel="noopener">
            {mentor.name}
          </a>
        )}
        <small>{mentor.email}</small>
      </th>
      <td data-label="Rate">{formatUsd(mentor.hourlyRateCents)}</td>
      <td data-label="Rating">{mentor.rating === null ? '—' : `${mentor.rating.toFixed(1)} (${mentor.reviewCount})`}</td>
      <td data-label="Featured">
        <Switch
          label={`Feature ${mentor.name} on the home page`}
          checked={mentor.featured}
          disabled={pending || mentor.suspended}
          onChange={(featured) =>
            run(() => setFeatured(mentor.userId, featured), featured ? 'Featured on the home page' : 'No longer featured')
          }
        />
      </td>
      <td data-label="Status">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirming(true)}>
          {mentor.suspended ? 'Restore' : 'Suspend'}
          <span className="sr-only"> {mentor.name}</span>
        </button>
        <ConfirmDialog
          open={confirming}
          title={mentor.suspended ? `Restore ${mentor.name}?` : `Suspend ${mentor.name}?`}
          message={
            mentor.suspended
              ? 'They are listed and bookable again.'
              : 'They leave discovery and cannot be booked or offer quick sessions. Booked sessions stay; their dashboard and earnings stay.'
          }
          confirmLabel={mentor.suspended ? 'Restore' : 'Suspend'}
          pendingLabel="Saving..."
          pending={pending}
          tone={mentor.suspended ? 'primary' : 'danger'}
          onConfirm={() =>
            run(() => setSuspended(mentor.userId, !mentor.suspended), mentor.suspended ? 'Mentor restored' : 'Mentor suspended')
          }
          onCancel={() => setConfirming(false)}
        />
      </td>
    </tr>
  );
}
