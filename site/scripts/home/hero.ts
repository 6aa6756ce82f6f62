import { fromTemplate, required } from './dom';
import { homeData } from './home-data';
import { rotate } from './rotation';

// Spec §9: the hero's word every 3 s, its background every 5 s. The community's photos
// rotate when there are any; otherwise the drawn scenes do.
const hero = required(document, '[data-hero]');
const word = required(hero, '[data-hero-word]');
if (!word.dataset.words) throw new Error('The hero word has no data-words');
const words = JSON.parse(word.dataset.words) as string[];
const scenes = [...hero.querySelectorAll<HTMLElement>('[data-hero-scene]')];
const credit = required(hero, '[data-hero-credit]');
const photoLayer = required(hero, '[data-hero-photos]');

// The first photo came in the HTML (Hero.astro); the others are made here.
const first = photoLayer.querySelector<HTMLImageElement>('img[data-fill-photo]');
const photos = homeData().carousel.map((image, index) => {
  const img = (index === 0 && first) || (fromTemplate('home-hero-photo').firstElementChild as HTMLImageElement);
  img.alt = image.alt;
  img.dataset.srcset = `${image.mobileImageUrl} 480w, ${image.imageUrl} 1600w`;
  img.dataset.src = image.imageUrl;
  img.dataset.name = image.name;
  // A photo that fails to load leaves the rotation; with none left, the scenes take over.
  img.addEventListener('error', () => {
    photos.splice(photos.indexOf(img), 1);
    img.remove();
    show(0);
  });
  // The first stays where it is: moved, even to the same place, it would be painted anew,
  // and the page's largest paint would wait for this script.
  if (img !== first) photoLayer.appendChild(img);
  return img;
});

// Sources are set only for the slide on screen and the next one, so six large photos
// are not all fetched at once.
function prime(img: HTMLImageElement | undefined): void {
  if (!img || img.src) return;
  const { srcset, src } = img.dataset;
  if (srcset === undefined || src === undefined) throw new Error('A hero photo has no data-srcset or data-src');
  img.srcset = srcset;
  img.src = src;
}

// Once the photo has loaded or failed; at once without one.
const loaded = (img: HTMLImageElement | undefined): Promise<void> =>
  !img || img.complete
    ? Promise.resolve()
    : new Promise((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });

let current = 0;
function show(index: number): void {
  const slides = photos.length ? photos : scenes;
  current = index % slides.length;
  for (const [i, slide] of slides.entries()) slide.classList.toggle('is-active', i === current);
  // Only the photo on screen is described to assistive tech.
  for (const [i, img] of photos.entries()) img.setAttribute('aria-hidden', String(i !== current));
  const shown = photos[current];
  prime(shown);
  // The next slide waits for this one: on a slow connection they would share its bandwidth.
  const next = photos[(current + 1) % photos.length];
  void loaded(shown).then(() => prime(next));
  credit.textContent = shown ? `Photo: ${shown.dataset.name}` : '';
}
show(0);

// The page's largest paint: the first photo, shown (or failed), or the drawn scene at once.
export const heroShown = loaded(photos[0]);

let wordIndex = 0;
const words3s = rotate(3000, () => {
  wordIndex = (wordIndex + 1) % words.length;
  word.textContent = words[wordIndex] ?? '';
  // Re-running the entrance animation needs a reflow between removing and adding the class.
  word.classList.remove('is-entering');
  void word.offsetWidth;
  word.classList.add('is-entering');
});
const backdrop5s = rotate(5000, () => show(current + 1));

// WCAG 2.2.2: anything that moves on its own for more than 5 s can be paused.
const pause = required<HTMLButtonElement>(hero, '[data-hero-pause]');
pause.addEventListener('click', () => {
  const paused = pause.getAttribute('aria-pressed') !== 'true';
  pause.setAttribute('aria-pressed', String(paused));
  words3s.hold('button', paused);
  backdrop5s.hold('button', paused);
});
