import './admin-chip.css';
import type { ChallengeStatus } from '../../../worker/domain/status';

const LABELS: Record<ChallengeStatus, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  voting: 'Voting',
  completed: 'Completed',
};

export default function StatusChip({ status }: { status: ChallengeStatus }) {
  return <span className={`admin-chip admin-chip--${status}`}>{LABELS[status]}</span>;
}
