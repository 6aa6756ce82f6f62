import type { SubmissionDto } from '../../../worker/contract/submissions';
import { DEFAULT_AVATAR, photoHref } from '../../islands/shared/photo-urls';
import { entryChallengeHref } from '../../islands/shared/community-links';
import { photoTypeOf } from '../../lib/photo-type';
import { fill, fromTemplate, link, required, slot } from './dom';
import { homeData } from './home-data';
import { photoSrcset, showPhoto } from './photo';

// Top Photographers, and the photo showcase: Recent Winners with the challenges flag on,
// Recent Submissions without it (the Worker kept only one of the two lists).
const PLACES = ['gold', 'silver', 'bronze'];
const ORDINALS = ['1st', '2nd', '3rd'];

function showEmpty(list: HTMLElement, hasItems: boolean): void {
  list.hidden = !hasItems;
  (list.nextElementSibling as HTMLElement).hidden = hasItems;
}

function photoCard(photo: SubmissionDto, winner: boolean): DocumentFragment {
  const card = fromTemplate('home-photo-card');
  showPhoto(slot(card, 'img'), {
    sources: [photo.thumbnailUrl, photo.imageUrl],
    alt: photo.altText || photo.title,
    srcset: photoSrcset(photo.thumbnailUrl),
  });
  const href = photoHref(photo.id, photoTypeOf(photo));
  link(card, 'media', href);
  link(card, 'title', href);
  link(card, 'challenge', entryChallengeHref(photo));
  fill(card, { title: photo.title, by: photo.username ? `by ${photo.username}` : '', challenge: photo.challengeTitle });
  const badge = slot(card, 'badge');
  const place = (photo.rank ?? 0) - 1;
  const placeName = PLACES[place];
  const ordinal = ORDINALS[place];
  if (winner && placeName && ordinal) {
    badge.classList.add(`home-winner-badge--${placeName}`);
    fill(badge, { place: ordinal });
  } else badge.remove();
  return card;
}

export function buildCommunity(): void {
  const data = homeData();
  const leaders = required(document, '[data-top-photographers]');
  data.topPhotographers.forEach((person, i) => {
    const row = fromTemplate('home-leader');
    const avatar = slot<HTMLImageElement>(row, 'avatar');
    avatar.addEventListener('error', () => (avatar.src = DEFAULT_AVATAR), { once: true });
    avatar.src = person.profile_image_url || DEFAULT_AVATAR;
    link(row, 'name', `/profile/${person.id}`);
    fill(row, {
      rank: String(i + 1),
      name: person.username,
      wins: `${person.challenges_won} ${person.challenges_won === 1 ? 'win' : 'wins'}`,
      entries: `${person.total_submissions} ${person.total_submissions === 1 ? 'entry' : 'entries'}`,
      score: String(person.total_score),
    });
    leaders.appendChild(row);
  });
  showEmpty(leaders, data.topPhotographers.length > 0);

  for (const list of document.querySelectorAll<HTMLElement>('[data-showcase]')) {
    const winners = list.dataset.showcase === 'winners';
    const photos = winners ? data.winners : data.featured;
    for (const photo of photos) list.appendChild(photoCard(photo, winners));
    showEmpty(list, photos.length > 0);
  }
}
