import { photoHref } from '../../islands/shared/photo-urls';
import { photoTypeOf } from '../../lib/photo-type';
import { fill, fromTemplate, link, required, slot } from './dom';
import { homeData } from './home-data';
import { photoSrcset, showPhoto } from './photo';
import { rotate } from './rotation';

// Spec §2/§9: featured photos and the challenge calls to action, a new slide every 7 s,
// with dot buttons. Every change goes through a 100 ms debounce, so a burst of dot clicks
// (or a click landing on a timer tick) settles on one slide instead of flickering.
export function buildSideCard(): void {
  const card = required(document, '[data-side-card]');
  const track = required(card, '[data-side-slides]');
  const dots = required(card, '[data-side-dots]');

  const photoSlides = document.createDocumentFragment();
  for (const photo of homeData().featured) {
    const slide = fromTemplate('home-side-photo');
    showPhoto(slot(slide, 'img'), {
      sources: [photo.thumbnailUrl, photo.imageUrl],
      alt: photo.altText || photo.title,
      srcset: photoSrcset(photo.thumbnailUrl),
    });
    fill(slide, { title: photo.title, by: photo.username ? `by ${photo.username}` : photo.challengeTitle });
    link(slide, 'link', photoHref(photo.id, photoTypeOf(photo)));
    photoSlides.appendChild(slide);
  }
  track.insertBefore(photoSlides, track.firstChild);

  const slides = [...track.children] as HTMLElement[];
  for (const [i, slide] of slides.entries()) slide.setAttribute('aria-label', `${i + 1} of ${slides.length}`);
  const buttons = slides.map((slide, i) => {
    const button = fromTemplate('home-side-dot').firstElementChild as HTMLButtonElement;
    button.setAttribute('aria-label', `Show slide ${i + 1}: ${slide.dataset.label ?? slot(slide, 'title').textContent}`);
    button.addEventListener('click', () => {
      go(i);
      timer.restart();
    });
    dots.appendChild(button);
    return button;
  });

  let current = 0;
  function show(index: number): void {
    current = (index + slides.length) % slides.length;
    for (const [i, slide] of slides.entries()) slide.hidden = i !== current;
    // aria-current needs the value "true": an empty attribute reads as false.
    for (const [i, button] of buttons.entries()) {
      if (i === current) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
  }

  let pending: ReturnType<typeof setTimeout> | undefined;
  function go(index: number): void {
    clearTimeout(pending);
    pending = setTimeout(() => show(index), 100);
  }

  show(0);
  dots.hidden = slides.length < 2;
  const timer = rotate(7000, () => go(current + 1));
  if (slides.length < 2) timer.hold('single', true);
  // Nothing moves under the pointer or while someone is reading with the keyboard.
  card.addEventListener('pointerenter', () => timer.hold('pointer', true));
  card.addEventListener('pointerleave', () => timer.hold('pointer', false));
  card.addEventListener('focusin', () => timer.hold('focus', true));
  card.addEventListener('focusout', (event) => {
    if (!card.contains(event.relatedTarget as Node | null)) timer.hold('focus', false);
  });
}
