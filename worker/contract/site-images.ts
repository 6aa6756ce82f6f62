import { z } from 'zod';

// A slide of the home page's background carousel: the large variant, the small one on phones.
export const carouselImageSchema = z
  .object({ imageUrl: z.string(), mobileImageUrl: z.string(), alt: z.string(), name: z.string() })
  .meta({ id: 'CarouselImage' });
export type CarouselImage = z.infer<typeof carouselImageSchema>;

export const mentorshipImageSchema = z.object({ imageUrl: z.string(), alt: z.string() }).meta({ id: 'MentorshipImage' });
export type MentorshipImage = z.infer<typeof mentorshipImageSchema>;
