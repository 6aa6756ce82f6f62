import { z } from 'zod';
import { MASTER_MAX_BYTES, MASTER_PART_BYTES, MAX_PRINT_PRICE_CENTS, PRINT_SIZE_NAMES } from '../domain/prints';
import { isoTime } from './common';

// Selling prints: a seller's listings, their print masters and price sheets
// (docs/rules.md "Print sales: selling").

export const SELLERS_ONLY = 'Selling prints needs an active Print Seller or Portfolio Pro subscription';
export const MASTER_TOO_LARGE = 'Print masters must be 100 MB or smaller';
export const MASTER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// An entry its author may list: their own, in a public community challenge with its results named.
export const eligibleEntrySchema = z
  .object({
    submissionId: z.number().int(),
    title: z.string(),
    thumbnailUrl: z.string(),
    challengeId: z.number().int(),
    challengeTitle: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'EligibleEntry' });
export type EligibleEntry = z.infer<typeof eligibleEntrySchema>;

const sizeName = z.enum(PRINT_SIZE_NAMES as [string, ...string[]], { error: 'Unknown print size' });

export const listingSizeSchema = z.object({ size: z.string(), priceCents: z.number().int() });

export const sizeReadinessSchema = z.object({
  size: z.string(),
  dpi: z.number().int(),
  readiness: z.enum(['recommended', 'ready', 'too_small']),
});

// An upload in progress, enough to resume it: the declared size, the part size, and the
// parts already stored.
export const masterUploadSchema = z.object({
  uploadId: z.string(),
  bytes: z.number().int(),
  partBytes: z.number().int(),
  totalParts: z.number().int(),
  partsDone: z.array(z.number().int()),
});

export const printListingSchema = z
  .object({
    id: z.number().int(),
    submissionId: z.number().int(),
    status: z.enum(['draft', 'active', 'paused']),
    pausedBy: z.enum(['seller', 'subscription']).nullable(),
    publishedAt: isoTime.nullable(),
    photo: z.object({
      title: z.string(),
      thumbnailUrl: z.string(),
      displayUrl: z.string(),
      challengeTitle: z.string(),
    }),
    master: z.object({ width: z.number().int(), height: z.number().int(), bytes: z.number().int() }).nullable(),
    upload: masterUploadSchema.nullable(),
    sizes: z.array(listingSizeSchema),
    // Per size, from the master's pixels (empty until a master is stored).
    readiness: z.array(sizeReadinessSchema),
  })
  .meta({ id: 'PrintListing' });
export type PrintListing = z.infer<typeof printListingSchema>;

export const createListingSchema = z.object({ submissionId: z.number().int().positive() });

export const startMasterSchema = z.object({
  bytes: z.number().int().positive('The file is empty'),
  contentType: z.enum(MASTER_TYPES, { error: 'Print masters must be JPEG, PNG or WebP images' }),
});

export const partParam = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER, 'No such id'),
  n: z.coerce
    .number()
    .int()
    .min(1, 'Parts are numbered from 1')
    .max(Math.ceil(MASTER_MAX_BYTES / MASTER_PART_BYTES), 'No such part'),
});

export const partDoneSchema = z.object({ partNumber: z.number().int(), partsDone: z.array(z.number().int()) });

export const priceSheetSchema = z.object({
  sizes: z
    .array(
      z.object({
        size: sizeName,
        priceCents: z
          .number()
          .int('Prices are whole cents')
          .positive('A price must be more than $0')
          .max(MAX_PRINT_PRICE_CENTS, 'That price is above the most a print may cost'),
      }),
    )
    .max(PRINT_SIZE_NAMES.length)
    .refine((sizes) => new Set(sizes.map((s) => s.size)).size === sizes.length, 'Each size may appear once'),
});
export type PriceSheet = z.infer<typeof priceSheetSchema>;
