import { fromTemplate } from './dom';

type Options = { sources: (string | null | undefined)[]; alt: string; srcset?: string };

// Spec §4's image fallbacks, as the islands' Photo.tsx does them: no URL shows 'Photo
// Unavailable'; a failed source (the optimized variants first) moves on to the next one;
// when all fail, the drawn stock picture stands in.
export function showPhoto(img: HTMLImageElement, { sources, alt, srcset }: Options): void {
  const urls = [...new Set(sources.filter((s): s is string => Boolean(s)))];
  if (urls.length === 0) {
    swap(img, 'home-photo-missing', alt || 'Photo Unavailable');
    return;
  }
  let next = 0;
  const tryNext = () => {
    const url = urls[next];
    if (url === undefined) swap(img, 'home-photo-stock', alt || 'Photo');
    else {
      next++;
      img.src = url;
    }
  };
  img.alt = alt;
  img.addEventListener('error', () => {
    img.removeAttribute('srcset');
    tryNext();
  });
  if (srcset) img.srcset = srcset;
  tryNext();
}

function swap(img: HTMLImageElement, templateId: string, label: string): void {
  const stand = fromTemplate(templateId).firstElementChild;
  if (!stand) throw new Error(`Template #${templateId} is empty`);
  stand.setAttribute('aria-label', label);
  img.replaceWith(stand);
}

// A community photo's 480 px thumbnail and 1600 px display copy, for srcset.
export const photoSrcset = (thumbnailUrl: string): string =>
  `${thumbnailUrl} 480w, ${thumbnailUrl.replace('/thumb/', '/display/')} 1600w`;
