import type { Db } from '../env';
import { featuredSubmissions, recentWinners } from './challenges/submissions';

export type CarouselImage = { imageUrl: string; mobileImageUrl: string; alt: string; name: string };
export type MentorshipImage = { imageUrl: string; alt: string };

// The home page's background carousel shows the community's own recent winners (the large
// variant, the small one on phones); the page has drawn fallbacks for an empty site.
export async function carouselImages(db: Db): Promise<CarouselImage[]> {
  return (await recentWinners(db, 6)).map((photo) => ({
    imageUrl: photo.thumbnailUrl.replace('/thumb/', '/display/'),
    mobileImageUrl: photo.thumbnailUrl,
    alt: photo.altText || photo.title,
    name: photo.username ? `${photo.title} by ${photo.username}` : photo.title,
  }));
}

export async function mentorshipImages(db: Db): Promise<MentorshipImage[]> {
  return (await featuredSubmissions(db, 6)).map((photo) => ({
    imageUrl: photo.thumbnailUrl.replace('/thumb/', '/display/'),
    alt: photo.altText || photo.title,
  }));
}
