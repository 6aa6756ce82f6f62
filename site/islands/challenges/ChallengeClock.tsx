import './ChallengeClock.css';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import type { ChallengeStatus } from '../../../worker/domain/status';
import LocalTime from './LocalTime';

type Props = { challenge: ChallengeDto; status: ChallengeStatus };

// The card's time line in New York time (DESIGN §3), with the viewer's own time in a
// tooltip.
export default function ChallengeClock({ challenge, status }: Props) {
  const line =
    status === 'active'
      ? { label: 'Submissions End', iso: challenge.endDate }
      : status === 'upcoming'
        ? { label: 'Submissions Start', iso: challenge.startDate }
        : status === 'voting' && challenge.votingEndDate
          ? { label: 'Voting Ends', iso: challenge.votingEndDate }
          : { label: 'Ended', iso: challenge.votingEndDate ?? challenge.endDate };
  return (
    <p className="challenge-clock">
      {line.label} <LocalTime iso={line.iso} />
    </p>
  );
}
