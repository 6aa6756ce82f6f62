import './challenge-row.css';
import type { AdminCommunityChallengeDto } from '../../../worker/contract/admin-community';
import { shortDate } from '../../lib/dates';
import type { CommunityAction } from '../../stores/admin-community';
import { PRIVACY } from '../community/privacy';
import { userChallengeHref } from '../shared/community-links';
import StatusChip from './StatusChip';

type Challenge = AdminCommunityChallengeDto;
type Props = {
  challenge: Challenge;
  busy: boolean;
  onAction: (challenge: Challenge, action: CommunityAction) => void;
  onRemove: (challenge: Challenge) => void;
  onDelete: (challenge: Challenge) => void;
};

// One community challenge: its page, who made it, who can see it, where it stands, what
// members reported, and what an admin can do about it.
export default function UserChallengesRow({ challenge: c, busy, onAction, onRemove, onDelete }: Props) {
  const live = c.removedAt === null;
  // The home page would give away a private challenge's link, and a hidden one is off it.
  const featurable = live && c.hiddenAt === null && c.privacyType === 'public';
  const button = (label: string, action: () => void, danger = false) => (
    <button
      type="button"
      className={`btn btn-ghost btn-sm${danger ? ' btn-ghost--danger' : ''}`}
      disabled={busy}
      onClick={action}
      aria-label={`${label} ${c.title}`}
    >
      {label}
    </button>
  );
  return (
    <tr>
      <th scope="row">
        <a className="challenge-row__title" href={userChallengeHref(c)}>
          {c.title}
        </a>
        <span className="community-row__marks">
          {c.featuredAt && <span className="admin-chip admin-chip--featured">On the home page</span>}
          {c.hiddenAt && <span className="admin-chip admin-chip--hidden">Hidden</span>}
          {c.removedAt && <span className="admin-chip admin-chip--removed">Removed</span>}
        </span>
        <p className="challenge-row__meta">Created {shortDate(c.createdAt)}</p>
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
      <td data-label="Reports">
        {c.openReports === 0 ? (
          <span className="challenge-row__meta">None</span>
        ) : (
          <details className="community-row__reports">
            <summary>
              {c.openReports} open {c.openReports === 1 ? 'report' : 'reports'}
            </summary>
            <ul>
              {c.reports.map((report) => (
                <li key={report.id}>
                  <q>{report.reason}</q>
                  <span className="challenge-row__meta">
                    {report.reporter ?? 'A deleted account'} · {shortDate(report.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
            {c.openReports > c.reports.length && (
              <p className="challenge-row__meta">The reports queue has the other {c.openReports - c.reports.length}.</p>
            )}
          </details>
        )}
      </td>
      <td>
        {live ? (
          <div className="community-row__actions">
            {c.featuredAt
              ? button('Unfeature', () => onAction(c, 'unfeature'))
              : featurable && button('Feature', () => onAction(c, 'feature'))}
            {c.hiddenAt ? button('Unhide', () => onAction(c, 'unhide')) : button('Hide', () => onAction(c, 'hide'))}
            {button('Remove', () => onRemove(c), true)}
            {c.submissionCount === 0 && button('Delete', () => onDelete(c), true)}
          </div>
        ) : (
          <span className="challenge-row__meta">Removed {shortDate(c.removedAt ?? c.createdAt)}</span>
        )}
      </td>
    </tr>
  );
}
