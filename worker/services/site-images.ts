import type { CarouselImage } from '../contract/site-images';
import type { Db } from '../env';
import type { ShowcaseSource } from './challenges/showcase';
import { recentWinners } from './challenges/submissions';

// The home page's background carousel shows the showcase's recent winners (the large
// variant, the small one on phones); the page has drawn fallbacks for an empty site.
export async function carouselImages(db: Db, source: ShowcaseSource): Promise<CarouselImage[]> {
  return (await recentWinners(db, source, 6)).map((photo) => ({
    imageUrl: photo.thumbnailUrl.replace('/thumb/', '/display/'),
    mobileImageUrl: photo.thumbnailUrl,
    alt: photo.altText || photo.title,
    name: photo.username ? `${photo.title} by ${photo.username}` : photo.title,
  }));
}
