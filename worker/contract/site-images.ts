import { z } from 'zod';
import { plainLine } from './plain-text';

// A slide of the home page's background carousel: the large variant, the small one on phones.
export const carouselImageSchema = z
  .object({ imageUrl: z.string(), mobileImageUrl: z.string(), alt: z.string(), name: z.string() })
  .meta({ id: 'CarouselImage' });
export type CarouselImage = z.infer<typeof carouselImageSchema>;

export const mentorshipImageSchema = z.object({ imageUrl: z.string(), alt: z.string() }).meta({ id: 'MentorshipImage' });
export type MentorshipImage = z.infer<typeof mentorshipImageSchema>;

// The admins' view of a mentorship image: its id and place in the order.
export const adminMentorshipImageSchema = mentorshipImageSchema
  .extend({ id: z.number().int(), position: z.number().int() })
  .meta({ id: 'AdminMentorshipImage' });
export type AdminMentorshipImage = z.infer<typeof adminMentorshipImageSchema>;

const ALT_MESSAGE = 'Describe the image for people who cannot see it';
// The form's alt text on upload (multipart), and the update's.
export const mentorshipImageAltField = plainLine().trim().min(3, ALT_MESSAGE).max(200, ALT_MESSAGE);

export const mentorshipImageUpdateSchema = z
  .object({
    alt: mentorshipImageAltField.optional(),
    position: z.number().int().min(0).max(1000).optional(),
  })
  .refine((update) => update.alt !== undefined || update.position !== undefined, 'Nothing to update');

// The multipart form an image is added with (checked by the service like an entry's photo).
export const mentorshipImageFormSchema = {
  type: 'object' as const,
  required: ['image', 'alt'],
  properties: {
    image: { type: 'string' as const, format: 'binary', description: 'JPEG, PNG or WebP, at most 15 MB' },
    alt: { type: 'string' as const, description: 'What the image shows, for people who cannot see it' },
  },
};
