import { z } from 'zod';
import { isoTime } from './common';
import { plainLine } from './plain-text';

// /admin/s3-migration: importing photos from another S3-compatible bucket. The keys go in with
// 'Start' and never come back out.

const count = z.number().int().nonnegative();

export const startS3MigrationSchema = z
  .object({
    endpoint: z
      .url({
        protocol: /^https?$/,
        error: 'The endpoint is the address of the S3 service, like https://s3.us-east-1.amazonaws.com',
      })
      .max(300, 'The endpoint is at most 300 characters')
      .transform((url) => url.replace(/\/+$/, '')),
    bucket: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'A bucket name is 3 to 63 lowercase letters, digits, dots and hyphens'),
    // Only objects whose keys start with it; empty for the whole bucket.
    prefix: plainLine().max(1024, 'The prefix is at most 1024 characters').default(''),
    region: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, 'The region is like us-east-1, or auto')
      .default('auto'),
    accessKeyId: plainLine().trim().min(1, 'Enter the access key id').max(128, 'The access key id is at most 128 characters'),
    secretAccessKey: plainLine()
      .min(1, 'Enter the secret access key')
      .max(256, 'The secret access key is at most 256 characters'),
  })
  .meta({ id: 'StartS3Migration' });
export type StartS3Migration = z.infer<typeof startS3MigrationSchema>;
// What the form sends (the prefix and region may be left out).
export type StartS3MigrationFields = z.input<typeof startS3MigrationSchema>;

export const s3MigrationSchema = z
  .object({
    id: z.number().int(),
    endpoint: z.string(),
    bucket: z.string(),
    prefix: z.string(),
    region: z.string(),
    status: z.enum(['running', 'done', 'failed', 'cancelled']),
    listed: count,
    copied: count,
    matched: count,
    failed: count,
    // The first hundred objects that could not be brought over, and why.
    failures: z.array(z.object({ key: z.string(), reason: z.string() })),
    // The first hundred objects matched to an entry: where its file is, and whether it was copied
    // there (false: the entry's file was already here, left as it was).
    matches: z.array(z.object({ key: z.string(), submissionId: z.number().int(), storedAs: z.string(), copied: z.boolean() })),
    // The last page's failure while it runs (it tries again), or why it stopped.
    error: z.string().nullable(),
    by: z.string().nullable(),
    startedAt: isoTime,
    finishedAt: isoTime.nullable(),
  })
  .meta({ id: 'S3Migration' });
export type S3MigrationView = z.infer<typeof s3MigrationSchema>;

export const s3MigrationOverviewSchema = z
  .object({
    // False while the MIGRATION_KEY secret is missing: nothing can start.
    ready: z.boolean(),
    running: s3MigrationSchema.nullable(),
    // The last twenty that ended, newest first.
    past: z.array(s3MigrationSchema),
  })
  .meta({ id: 'S3MigrationOverview' });
export type S3MigrationOverview = z.infer<typeof s3MigrationOverviewSchema>;
