import { z } from 'zod';
import { categorySchema, coverImageField } from './challenges';

export const evergreenSchema = z.object({
  category: categorySchema,
  title: z.string().trim().min(3, 'Title must be at least 3 characters').max(120),
  description: z.string().trim().max(2000).default(''),
  coverImage: coverImageField,
  coverImageCredit: z.string().trim().max(200).nullable().default(null),
  active: z.boolean().default(true),
});
export type EvergreenInput = z.infer<typeof evergreenSchema>;

export const reportResolutionSchema = z.object({ resolution: z.enum(['remove', 'dismiss']) });
export type ReportResolution = z.infer<typeof reportResolutionSchema>['resolution'];
