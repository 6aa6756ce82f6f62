import { z } from 'zod';
import { submissionSchema } from './submissions';

export const galleryQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});

// One page of the gallery, newest first; nextCursor is the `before` of the next page, null
// on the last.
export const galleryPageSchema = z
  .object({ photos: z.array(submissionSchema), nextCursor: z.number().int().nullable() })
  .meta({ id: 'GalleryPage' });
export type GalleryPage = z.infer<typeof galleryPageSchema>;
