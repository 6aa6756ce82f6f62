import type { ChallengeDto } from '../../../worker/contract/challenges';
import { newYorkClock, nextNewYorkMidnight } from '../../../worker/domain/new-york-clock';
import { liveStatus, liveVotingOpen, STATUS_LABELS, titleCase } from '../../islands/challenges/challenge-time';
import { fill, fromTemplate, link, required, slot } from './dom';
import { homeData, isSignedIn } from './home-data';
import { showPhoto } from './photo';

// The flag-on sections (the Worker removed them otherwise): Active Challenges, today's daily
// buttons and yesterday's voting buttons. Status always comes from the viewer's clock.
function challengeCard(c: ChallengeDto, now: Date): DocumentFragment {
  const card = fromTemplate('home-challenge-card');
  const status = liveStatus(c, now);
  const href = `/challenges/${c.id}`;
  showPhoto(slot(card, 'img'), { sources: [c.thumbnailImage, c.coverImage], alt: '' });
  link(card, 'media', href);
  link(card, 'title', href);
  const entries = `${c.submissionCount} ${c.submissionCount === 1 ? 'entry' : 'entries'}`;
  const limit =
    c.submissionLimit === null ? 'Unlimited entries' : `${c.submissionLimit} submission${c.submissionLimit === 1 ? '' : 's'} max`;
  fill(card, {
    status: STATUS_LABELS[status],
    category: titleCase(c.category),
    title: c.title,
    description: c.description || 'No description yet.',
    count: entries,
    limit,
    clock:
      status === 'upcoming'
        ? `Submissions Start ${newYorkClock(new Date(c.startDate))}`
        : status === 'active'
          ? `Submissions End ${newYorkClock(new Date(c.endDate))}`
          : '',
  });
  slot(card, 'status').classList.add(`chip--${status}`);
  // Spec §2: members submit while it runs (or early while upcoming); visitors are asked to
  // register first. Once submissions close the card just leads to the challenge.
  const action = slot<HTMLAnchorElement>(card, 'action');
  const [label, to] =
    !isSignedIn() && (status === 'active' || status === 'upcoming')
      ? ['Register to Submit', '/auth?tab=register']
      : status === 'upcoming'
        ? ['Submit Early', `/submit-photo/${c.id}`]
        : status === 'active'
          ? ['Submit', `/submit-photo/${c.id}`]
          : ['View Challenge', href];
  action.textContent = label;
  action.href = to;
  return card;
}

// Spec §4's promo counted down to a hard-coded mid-June 2025 launch, long past. We point it at
// the next New York midnight instead, when the daily cron opens the next challenges: 'soon' in
// the hour before it, 'tomorrow' otherwise. ('today' belonged to a launch later the same day,
// which a midnight schedule never has.)
function firstChallengePromo(promo: HTMLElement, now: Date): void {
  const next = nextNewYorkMidnight(now);
  const soon = next.getTime() - now.getTime() <= 60 * 60 * 1000;
  fill(promo, { when: soon ? 'soon' : 'tomorrow', at: newYorkClock(next) });
  slot(promo, 'at').setAttribute('datetime', next.toISOString());
  promo.hidden = false;
}

export function buildChallenges(): void {
  const data = homeData();
  const now = new Date();
  const grid = document.querySelector<HTMLElement>('[data-active-grid]');
  if (grid) {
    for (const challenge of data.activeChallenges) grid.appendChild(challengeCard(challenge, now));
    if (data.activeChallenges.length === 0) firstChallengePromo(required(document, '[data-first-challenge]'), now);
  }

  // Today's buttons join a running daily challenge, or show the category's list until it opens.
  for (const button of document.querySelectorAll<HTMLAnchorElement>('[data-daily]')) {
    const today = data.todaysDaily[button.dataset.daily as keyof typeof data.todaysDaily];
    if (!today || liveStatus(today, now) !== 'active') continue;
    button.href = `/challenges/${today.id}`;
    fill(button, { label: 'Join Challenge', theme: today.title });
    button.classList.add('is-open');
  }

  // Yesterday's buttons open the entries while voting runs (the homepage's voting rule).
  for (const button of document.querySelectorAll<HTMLAnchorElement>('[data-vote]')) {
    const yesterday = data.yesterdaysDaily[button.dataset.vote as keyof typeof data.yesterdaysDaily];
    if (!yesterday || !liveVotingOpen(yesterday, now)) continue;
    button.href = `/challenge/${yesterday.id}/entries`;
    fill(button, { label: 'Vote Now', theme: yesterday.title });
    button.classList.add('is-open');
  }
}
