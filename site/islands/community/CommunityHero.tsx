import './CommunityHero.css';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import type { ChallengeStatus } from '../../../worker/domain/status';
import CoverImage from '../challenges/CoverImage';
import StatusBadge from '../challenges/StatusBadge';
import { titleCase } from '../challenges/challenge-time';
import { PRIVACY } from './privacy';

type Props = { challenge: ChallengeDto; status: ChallengeStatus };

// The challenge hero (cover framed by its imageTransform) with what sets a community
// challenge apart: who made it and who can see it.
export default function CommunityHero({ challenge, status }: Props) {
  return (
    <header className="page-header challenge-hero">
      <CoverImage challenge={challenge} />
      <div className="container challenge-hero__content">
        <div className="challenge-hero__badges">
          <StatusBadge status={status} />
          <span className="chip chip--category">{titleCase(challenge.category)}</span>
          <span className="chip chip--muted">Community</span>
          {challenge.privacyType !== 'public' && (
            <span className="chip chip--privacy">{PRIVACY[challenge.privacyType].label}</span>
          )}
        </div>
        <h1>{challenge.title}</h1>
        <p className="community-hero__creator">
          Created by{' '}
          {challenge.creatorId !== null ? (
            <a href={`/profile/${challenge.creatorId}`}>{challenge.creatorName ?? 'a member'}</a>
          ) : (
            'a member'
          )}
        </p>
        {challenge.description && <p className="challenge-hero__description">{challenge.description}</p>}
        {challenge.coverImageCredit && <p className="challenge-hero__credit">Cover: {challenge.coverImageCredit}</p>}
      </div>
    </header>
  );
}
