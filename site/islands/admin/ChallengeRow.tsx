import './challenge-row.css';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { newYorkClock } from '../../../worker/domain/new-york-clock';
import StatusChip from './StatusChip';
import { titleCase } from '../challenges/challenge-time';
import { canDelete, canEdit, editPath, publicPath } from './challenge-links';

export type RowAction = 'delete' | 'remove';

type Props = { challenge: ChallengeDto; onAct: (challenge: ChallengeDto, action: RowAction) => void };

export default function ChallengeRow({ challenge: c, onAct }: Props) {
  const n = c.submissionCount;
  const entries = c.submissionLimit === null ? `${n} ${n === 1 ? 'entry' : 'entries'}` : `${n} of ${c.submissionLimit} entries`;
  return (
    <li className="challenge-row">
      <div className="challenge-row__main">
        <a className="challenge-row__title" href={publicPath(c.id)}>
          {c.title}
        </a>
        <p className="challenge-row__meta">
          {titleCase(c.category)}
          {c.isDaily && ' · Daily'} · {newYorkClock(new Date(c.startDate))} → {newYorkClock(new Date(c.endDate))} · {entries}
        </p>
      </div>
      <StatusChip status={c.status} />
      <div className="challenge-row__actions">
        {canEdit(c.status) && (
          <a className="btn btn-outline btn-sm" href={editPath(c.id)} aria-label={`Edit ${c.title}`}>
            Edit
          </a>
        )}
        {canDelete(c.status, n) ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-ghost--danger"
            onClick={() => onAct(c, 'delete')}
            aria-label={`Delete ${c.title}`}
          >
            Delete
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-ghost--danger"
            onClick={() => onAct(c, 'remove')}
            aria-label={`Remove ${c.title}`}
          >
            Remove
          </button>
        )}
      </div>
    </li>
  );
}
