import './ChallengeCard.css';
import { thumbFor } from '../../../worker/contract/files';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { challengeHref } from '../shared/community-links';
import ChallengeClock from './ChallengeClock';
import { liveDaysLeft, liveStatus, titleCase } from './challenge-time';
import Photo from '../shared/Photo';
import StatusBadge from './StatusBadge';
import SubmitAction from './SubmitAction';

// How soon the card's picture is fetched: the first cards are in the first view.
type Props = { challenge: ChallengeDto; now: Date; picture?: 'urgent' | 'eager' | 'lazy' };

// Spec §2 challenge card: image, status and category badges, title, two-line description,
// entry count (limit '∞' when unset), time line, days left and the submit button. A
// community challenge's card opens its own page and names the member who set it.
export default function ChallengeCard({ challenge, now, picture = 'lazy' }: Props) {
  const status = liveStatus(challenge, now);
  const href = challengeHref(challenge);
  const days = liveDaysLeft(challenge, now);
  return (
    <article className="challenge-card">
      <a className="challenge-card__media" href={href} tabIndex={-1} aria-hidden="true">
        <Photo
          sources={[challenge.thumbnailImage, challenge.coverImage && thumbFor(challenge.coverImage), challenge.coverImage]}
          alt=""
          className="challenge-card__img"
          eager={picture === 'eager'}
          urgent={picture === 'urgent'}
        />
      </a>
      <div className="challenge-card__badges">
        <StatusBadge status={status} />
        <span className="chip chip--category">{titleCase(challenge.category)}</span>
      </div>
      <div className="challenge-card__body">
        <h3 className="challenge-card__title">
          <a href={href}>{challenge.title}</a>
        </h3>
        {challenge.isUserChallenge && <p className="community-card__creator">by {challenge.creatorName ?? 'a member'}</p>}
        <p className="challenge-card__description">{challenge.description || 'No description yet.'}</p>
        <ChallengeClock challenge={challenge} status={status} />
        <div className="challenge-card__footer">
          <p className="challenge-card__meta">
            <span>
              {challenge.submissionCount} {challenge.submissionCount === 1 ? 'entry' : 'entries'}
              <span className="challenge-card__limit"> · {challenge.submissionLimit ?? '∞'} per person</span>
            </span>
            {status === 'active' && <span>{days === 0 ? 'Last day' : `${days} ${days === 1 ? 'day' : 'days'} left`}</span>}
          </p>
          <SubmitAction challengeId={challenge.id} status={status} />
        </div>
      </div>
    </article>
  );
}
