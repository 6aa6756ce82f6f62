import { formatUsd } from '../../../worker/domain/money';
import { initialsOf, mentorPath } from '../../../worker/domain/mentoring';
import { fill, fromTemplate, link, required, slot } from './dom';
import { homeData } from './home-data';

// Featured Mentors: the mentors admins feature, three cards. The third is locked for
// visitors (spec §2); the Worker removed whichever of its two buttons this viewer must not see.
const LOCKED_CARD = 2;
const capitalized = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;

export function buildMentors(): void {
  const mentors = homeData().mentors;
  const list = required(document, '[data-featured-mentors]');
  mentors.forEach((mentor, i) => {
    const card = fromTemplate('home-mentor');
    const href = mentorPath(mentor);
    const photo = slot<HTMLImageElement>(card, 'photo');
    if (mentor.photoUrl) {
      photo.src = mentor.photoUrl;
      slot(card, 'initials').remove();
    } else {
      photo.remove();
      const badge = slot(card, 'initials');
      badge.textContent = initialsOf(mentor.name);
      badge.classList.add(`mentor__avatar--${(i % 3) + 1}`);
    }
    fill(card, {
      name: mentor.name,
      focus: mentor.specialties.slice(0, 2).map(capitalized).join(' & '),
      headline: mentor.headline,
      rate: formatUsd(mentor.hourlyRateCents).replace(/\.00$/, ''),
    });
    const locked = i === LOCKED_CARD;
    for (const name of locked ? ['open'] : ['member-open', 'locked']) slot(card, name)?.remove();
    const open = locked ? 'member-open' : 'open';
    if (slot(card, open)) {
      link(card, open, href);
      fill(card, { [`${open}-name`]: ` of ${mentor.name}` });
    }
    list.appendChild(card);
  });
  list.hidden = mentors.length === 0;
  (list.nextElementSibling as HTMLElement).hidden = mentors.length > 0;
}
