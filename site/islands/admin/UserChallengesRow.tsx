import './challenge-row.css';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { PRIVACY } from '../community/privacy';
import { userChallengeHref } from '../shared/community-links';
import StatusChip from './StatusChip';

type Props = { challenge: ChallengeDto; onRemove: (challenge: ChallengeDto) => void };

// One community challenge: its page, who made it, who can see it, where it stands.
export default function UserChallengesRow({ challenge: c, onRemove }: Props) {
  return (
    <tr>
      <th scope="row">
        <a className="challenge-row__title" href={userChallengeHref(c)}>
          {c.title}
        </a>
      </th>
      <td data-label="Creator">
        {c.creatorId !== null ? <a href={`/profile/${c.creatorId}`}>{c.creatorName ?? `Member ${c.creatorId}`}</a> : 'Unknown'}
      </td>
      <td data-label="Privacy">{PRIVACY[c.privacyType].label}</td>
      <td data-label="Status">
        <StatusChip status={c.status} />
      </td>
      <td data-label="Entries">
        {c.submissionCount}
        {c.submissionLimit !== null && <span className="challenge-row__meta"> · {c.submissionLimit} per person</span>}
      </td>
      <td>
        {c.removedAt ? (
          <span className="challenge-row__meta">Removed</span>
        ) : (
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-ghost--danger"
            onClick={() => onRemove(c)}
            aria-label={`Remove ${c.title}`}
          >
            Remove
          </button>
        )}
      </td>
    </tr>
  );
}
