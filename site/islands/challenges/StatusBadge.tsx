import type { ChallengeStatus } from '../../../worker/domain/status';
import { STATUS_LABELS } from './challenge-time';

export default function StatusBadge({ status }: { status: ChallengeStatus }) {
  return <span className={`chip chip--${status}`}>{STATUS_LABELS[status]}</span>;
}
