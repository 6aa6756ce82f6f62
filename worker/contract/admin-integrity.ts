import { z } from 'zod';
import { isoTime } from './common';
import { plainLine } from './plain-text';

// /admin/file-integrity and /admin/orphaned-uploads: the integrity scan's passes and what the
// latest finished one found; files no row points at, moved to quarantine after review; rows
// whose file is missing, listed for recovery.

const count = z.number().int().nonnegative();

export const integrityScanSchema = z
  .object({
    id: z.number().int(),
    trigger: z.enum(['scheduled', 'manual']),
    status: z.enum(['running', 'done', 'failed']),
    // The admin who asked for it; null for a scheduled one.
    by: z.string().nullable(),
    checked: count,
    missing: count,
    damaged: count,
    orphans: count,
    // The last page's failure while it runs (it tries again), or why it stopped.
    error: z.string().nullable(),
    startedAt: isoTime,
    finishedAt: isoTime.nullable(),
  })
  .meta({ id: 'IntegrityScan' });
export type IntegrityScanView = z.infer<typeof integrityScanSchema>;

export const fileIntegritySchema = z
  .object({
    // Newest first, the last ten.
    scans: z.array(integrityScanSchema),
    // When the next scheduled pass starts by itself (null while one runs, and before the first).
    nextScanAt: isoTime.nullable(),
  })
  .meta({ id: 'FileIntegrity' });
export type FileIntegrity = z.infer<typeof fileIntegritySchema>;

export const DAMAGE_PROBLEMS = ['missing', 'size', 'hash'] as const;
export type DamageProblem = (typeof DAMAGE_PROBLEMS)[number];

// One file a scan found missing or changed, with whose it is and the entry it is the photo of.
export const integrityFindingSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    // What the file is (db/schema/recovery.ts OBJECT_KINDS): photo, variant, avatar…
    kind: z.string(),
    problem: z.enum(DAMAGE_PROBLEMS),
    // Sizes in bytes or SHA-256 in hex, as recorded and as found (none when missing).
    expected: z.string().nullable(),
    found: z.string().nullable(),
    member: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    entry: z
      .object({ id: z.number().int(), title: z.string(), challengeId: z.number().int(), challengeTitle: z.string() })
      .nullable(),
    // When the file was brought back.
    resolvedAt: isoTime.nullable(),
  })
  .meta({ id: 'IntegrityFinding' });
export type IntegrityFinding = z.infer<typeof integrityFindingSchema>;

export const findingsQuery = z.object({
  // The last id of the page before.
  after: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});

// A page of the findings of the latest finished scan (none yet: `scan` null).
export const findingsPageSchema = z
  .object({
    scan: integrityScanSchema.nullable(),
    findings: z.array(integrityFindingSchema),
    nextCursor: z.number().int().nullable(),
  })
  .meta({ id: 'IntegrityFindingsPage' });
export type FindingsPage = z.infer<typeof findingsPageSchema>;

export const orphanSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    kind: z.string(),
    size: count,
    // Where an admin may look at it (photos, their variants and avatars), else null.
    previewUrl: z.string().nullable(),
    foundAt: isoTime,
  })
  .meta({ id: 'Orphan' });
export type Orphan = z.infer<typeof orphanSchema>;

// A page of the files no row points at, found by the latest finished scan and not yet moved.
export const orphansPageSchema = z
  .object({
    scan: integrityScanSchema.nullable(),
    orphans: z.array(orphanSchema),
    nextCursor: z.number().int().nullable(),
  })
  .meta({ id: 'OrphansPage' });
export type OrphansPage = z.infer<typeof orphansPageSchema>;

export const MOVE_AT_MOST = 100;

export const quarantineOrphansSchema = z
  .object({
    keys: z
      .array(plainLine().min(1).max(1024))
      .min(1, 'Choose at least one file')
      .max(MOVE_AT_MOST, `Move at most ${MOVE_AT_MOST} files at a time`),
  })
  .meta({ id: 'QuarantineOrphans' });
export type QuarantineOrphans = z.infer<typeof quarantineOrphansSchema>;

export const quarantinedOrphansSchema = z
  .object({
    moved: z.array(z.string()),
    // Each file left where it was, and why.
    skipped: z.array(z.object({ key: z.string(), reason: z.string() })),
  })
  .meta({ id: 'QuarantinedOrphans' });
export type QuarantinedOrphans = z.infer<typeof quarantinedOrphansSchema>;
