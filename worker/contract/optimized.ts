import { z } from 'zod';

// Resized WebP copies of every photo, by the width they are made for.
export const VARIANT_WIDTHS = { thumb: 480, display: 1600 } as const;
export type VariantName = keyof typeof VARIANT_WIDTHS;

// Stored photos are named `{uuid}.{ext}`: no slashes or dots to climb out of the bucket prefix.
export const PHOTO_FILENAME = /^[\w-]+\.(?:jpg|png|webp)$/;

export const optimizedParams = z.object({
  variant: z.enum(Object.keys(VARIANT_WIDTHS) as [VariantName, ...VariantName[]], 'Variant must be thumb or display'),
  filename: z.string().regex(PHOTO_FILENAME, 'Not a photo file name'),
});
