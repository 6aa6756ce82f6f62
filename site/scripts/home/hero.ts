import { fromTemplate } from './dom';
import { homeData } from './home-data';
import { rotate } from './rotation';

// Spec §9: the hero's word every 3 s, its background every 5 s. The community's photos
// rotate when there are any; otherwise the drawn scenes do.
const hero = document.querySelector<HTMLElement>('[data-hero]')!;
const word = hero.querySelector<HTMLElement>('[data-hero-word]')!;
const words = JSON.parse(word.dataset.words!) as string[];
const scenes = [...hero.querySelectorAll<HTMLElement>('[data-hero-scene]')];
const credit = hero.querySelector<HTMLElement>('[data-hero-credit]')!;

const photos = homeData().carousel.map((image) => {
  const img = fromTemplate('home-hero-photo').firstElementChild as HTMLImageElement;
  img.alt = image.alt;
  // Hero.astro preloads the first photo, at high priority, with this same srcset.
  img.dataset.srcset = `${image.mobileImageUrl} 480w, ${image.imageUrl} 1600w`;
  img.dataset.src = image.imageUrl;
  img.dataset.name = image.name;
  // A photo that fails to load leaves the rotation; with none left, the scenes take over.
  img.addEventListener('error', () => {
    photos.splice(photos.indexOf(img), 1);
    img.remove();
    show(0);
  });
  hero.querySelector('[data-hero-photos]')!.appendChild(img);
  return img;
});

// Sources are set only for the slide on screen and the next one, so six large photos
// are not all fetched at once.
function prime(img: HTMLImageElement | undefined): void {
  if (!img || img.src) return;
  img.srcset = img.dataset.srcset!;
  img.src = img.dataset.src!;
}

let current = 0;
function show(index: number): void {
  const slides = photos.length ? photos : scenes;
  current = index % slides.length;
  slides.forEach((slide, i) => slide.classList.toggle('is-active', i === current));
  // Only the photo on screen is described to assistive tech.
  photos.forEach((img, i) => img.setAttribute('aria-hidden', String(i !== current)));
  prime(photos[current]);
  prime(photos[(current + 1) % photos.length]);
  credit.textContent = photos.length ? `Photo: ${photos[current]!.dataset.name}` : '';
}
show(0);

let wordIndex = 0;
const words3s = rotate(3000, () => {
  wordIndex = (wordIndex + 1) % words.length;
  word.textContent = words[wordIndex]!;
  // Re-running the entrance animation needs a reflow between removing and adding the class.
  word.classList.remove('is-entering');
  void word.offsetWidth;
  word.classList.add('is-entering');
});
const backdrop5s = rotate(5000, () => show(current + 1));

// WCAG 2.2.2: anything that moves on its own for more than 5 s can be paused.
const pause = hero.querySelector<HTMLButtonElement>('[data-hero-pause]')!;
pause.addEventListener('click', () => {
  const paused = pause.getAttribute('aria-pressed') !== 'true';
  pause.setAttribute('aria-pressed', String(paused));
  words3s.hold('button', paused);
  backdrop5s.hold('button', paused);
});
