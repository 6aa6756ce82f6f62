import type { ChallengeDto } from '../../../worker/contract/challenges';
import type { ChallengeStatus } from '../../../worker/domain/status';
import { titleCase } from './challenge-time';
import CoverImage from './CoverImage';
import StatusBadge from './StatusBadge';

type Props = { challenge: ChallengeDto; status: ChallengeStatus };

// The same frame as the shell's fallback header, with the cover behind the title.
export default function ChallengeHero({ challenge, status }: Props) {
  return (
    <header className="page-header challenge-hero">
      <CoverImage challenge={challenge} />
      <div className="container challenge-hero__content">
        <div className="challenge-hero__badges">
          <StatusBadge status={status} />
          <span className="chip chip--category">{titleCase(challenge.category)}</span>
          {challenge.isDaily && <span className="chip chip--muted">Daily</span>}
        </div>
        <h1>{challenge.title}</h1>
        {challenge.description && <p className="challenge-hero__description">{challenge.description}</p>}
        {challenge.coverImageCredit && <p className="challenge-hero__credit">Cover: {challenge.coverImageCredit}</p>}
      </div>
    </header>
  );
}
