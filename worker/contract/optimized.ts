import { z } from 'zod';
import { PHOTO_FILENAME, VARIANT_WIDTHS, type VariantName } from './files';

export const optimizedParams = z.object({
  variant: z.enum(Object.keys(VARIANT_WIDTHS) as [VariantName, ...VariantName[]], 'Variant must be thumb or display'),
  filename: z.string().regex(PHOTO_FILENAME, 'Not a photo file name'),
});
