import { liveStatus, STATUS_LABELS, titleCase } from '../../islands/challenges/challenge-time';
import { userChallengeHref } from '../../islands/shared/community-links';
import { fill, link, slot } from './dom';
import { homeData } from './home-data';
import { showPhoto } from './photo';

// The featured community challenge (flag off; the Worker removed the section otherwise).
// Its status comes from the viewer's clock, as the other cards'.
export function buildFeaturedChallenge(): void {
  const section = document.querySelector<HTMLElement>('[data-featured-challenge]');
  const challenge = homeData().featuredChallenge;
  if (!section || !challenge) return;
  const status = liveStatus(challenge, new Date());
  const href = userChallengeHref(challenge);
  showPhoto(slot(section, 'img'), { sources: [challenge.thumbnailImage, challenge.coverImage], alt: '' });
  link(section, 'media', href);
  link(section, 'title', href);
  link(section, 'action', href);
  fill(section, {
    status: STATUS_LABELS[status],
    category: titleCase(challenge.category),
    title: challenge.title,
    by: challenge.creatorName ? `Set by ${challenge.creatorName}` : '',
    description: challenge.description || 'No description yet.',
    count: `${challenge.submissionCount} ${challenge.submissionCount === 1 ? 'entry' : 'entries'}`,
  });
  slot(section, 'status').classList.add(`chip--${status}`);
  section.hidden = false;
}
