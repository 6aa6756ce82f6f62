import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  type S3MigrationFailure,
  type S3MigrationMatch,
  type S3MigrationReport,
  s3Migrations,
  submissions,
  users,
} from '../../../db/schema';
import type { S3MigrationView, StartS3Migration } from '../../contract/admin-s3-migration';
import { PHOTO_FILENAME, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditIfChanged } from '../audit-log';
import { hex, putObject, sha256Hex } from '../storage/stored-objects';
import { decryptCredentials, encryptCredentials, migrationKeyOf } from './credentials';
import { getObject, listPage, type ListedObject, S3Error, type S3Bucket } from './s3-client';

// An import of photos from another S3-compatible bucket (/admin/s3-migration): the cron lists
// one page of the bucket a tick, copies each photo into R2 under `photos/` with its SHA-256
// (putObject), and matches it to the entry whose file has its name. docs/rules.md "Importing
// photos from S3".

// The cron job's name, and its lease's.
export const S3_MIGRATION_JOB = 's3Migration';
// Objects per tick: each is read whole into memory and written to R2, at most 15 MB apiece.
export const PAGE_OBJECTS = 25;
// The report keeps the first of each, so a bucket of thousands of failures stays one row.
export const REPORT_CAP = 100;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export type S3Migration = typeof s3Migrations.$inferSelect;

const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);
const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

export const runningMigration = async (db: Db): Promise<S3Migration | null> =>
  (await db.select().from(s3Migrations).where(eq(s3Migrations.status, 'running')))[0] ?? null;

// 'Start': the job, its sealed keys and the audit row in one batch; the unique index on
// running jobs lets one in whoever asks at once. The keys are never in the audit row.
export async function startMigration(
  db: Db,
  env: { MIGRATION_KEY?: string },
  input: StartS3Migration,
  audit: AuditRecord,
  now: Date,
): Promise<S3Migration> {
  const secret = migrationKeyOf(env);
  const credentials = await encryptCredentials(secret, {
    accessKeyId: input.accessKeyId,
    secretAccessKey: input.secretAccessKey,
  });
  const [[job]] = await db.batch([
    db
      .insert(s3Migrations)
      .values({
        endpoint: input.endpoint,
        bucket: input.bucket,
        prefix: input.prefix,
        region: input.region,
        credentials,
        byUserId: audit.admin.id,
        startedAt: now,
      })
      .onConflictDoNothing()
      .returning(),
    auditIfChanged(db, audit),
  ]);
  if (!job) throw new ApiError('CONFLICT', 'An import is running now. Its progress shows here; start another once it has ended.');
  return job;
}

// Stops a running import; what it copied stays. Its keys are erased with it.
export async function cancelMigration(db: Db, id: number, audit: AuditRecord, now: Date): Promise<S3Migration> {
  const [[job]] = await db.batch([
    db
      .update(s3Migrations)
      .set({ status: 'cancelled', credentials: null, finishedAt: now })
      .where(and(eq(s3Migrations.id, id), eq(s3Migrations.status, 'running')))
      .returning(),
    auditIfChanged(db, audit),
  ]);
  if (job) return job;
  const [exists] = await db.select({ id: s3Migrations.id }).from(s3Migrations).where(eq(s3Migrations.id, id));
  if (!exists) throw new ApiError('NOT_FOUND', 'No such import');
  throw new ApiError('CONFLICT', 'This import has already ended.');
}

// Ends the job with why; its keys are erased whatever the outcome.
async function endMigration(db: Db, job: S3Migration, error: string, now: Date) {
  await db
    .update(s3Migrations)
    .set({ status: 'failed', credentials: null, finishedAt: now, error })
    .where(and(eq(s3Migrations.id, job.id), eq(s3Migrations.status, 'running')));
}

// The entry whose file has this object's name: its `filename`, or the end of its `image_url`.
async function entryNamed(db: Db, name: string) {
  const [entry] = await db
    .select({ id: submissions.id, userId: submissions.userId, filename: submissions.filename })
    .from(submissions)
    .where(
      or(
        eq(submissions.filename, name),
        eq(submissions.imageUrl, name),
        sql`substr(${submissions.imageUrl}, -${name.length + 1}) = ${`/${name}`}`,
      ),
    )
    .orderBy(submissions.id)
    .limit(1);
  return entry ?? null;
}

type Outcome =
  | { copied: boolean; match: S3MigrationMatch | null; failure?: undefined }
  | { failure: S3MigrationFailure; copied?: undefined; match?: undefined };

// One object brought over. An entry's file that R2 already holds is left as it is (the match is
// still recorded); a name already taken by other bytes gets a fresh one, so nothing is
// overwritten, and a file already brought over with the same bytes is not copied again.
async function importObject(
  db: Db,
  photos: R2Bucket,
  from: S3Bucket,
  credentials: { accessKeyId: string; secretAccessKey: string },
  object: ListedObject,
): Promise<Outcome> {
  const name = fileNameOf(object.key);
  const contentType = CONTENT_TYPES[extensionOf(name)];
  if (!contentType) return { failure: { key: object.key, reason: PHOTO_MESSAGES.type } };
  if (object.size > PHOTO_MAX_BYTES) return { failure: { key: object.key, reason: PHOTO_MESSAGES.size } };
  if (object.size === 0) return { failure: { key: object.key, reason: PHOTO_MESSAGES.empty } };

  const entry = await entryNamed(db, name);
  if (entry) {
    const key = `photos/${entry.filename}`;
    const match = { key: object.key, submissionId: entry.id, storedAs: key };
    if (await photos.head(key)) return { copied: false, match: { ...match, copied: false } };
    const bytes = await getObject(from, credentials, object.key);
    await putObject(db, photos, key, bytes, { kind: 'photo', userId: entry.userId, contentType });
    return { copied: true, match: { ...match, copied: true } };
  }
  const bytes = await getObject(from, credentials, object.key);
  const wanted = PHOTO_FILENAME.test(name) ? `photos/${name}` : null;
  const there = wanted ? await photos.head(wanted) : null;
  // The same bytes under its name already: brought over before (an import started again).
  if (there?.checksums.sha256 && hex(there.checksums.sha256) === (await sha256Hex(bytes))) return { copied: false, match: null };
  const key =
    wanted && !there ? wanted : `photos/${crypto.randomUUID()}.${extensionOf(name) === 'jpeg' ? 'jpg' : extensionOf(name)}`;
  await putObject(db, photos, key, bytes, { kind: 'photo', contentType });
  return { copied: true, match: null };
}

const failureReason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export type TickOutcome = { id: number; listed: number; copied: number; matched: number; failed: number; done: boolean };

// One page of the running import. The counts, the report and the next token are one write, made
// only if the token is still the one this page began from: a page run twice (a tick that died
// half-way) counts once. A refusal of the listing (4xx: wrong keys or bucket) ends the job; any
// other failure is kept on it and the next tick tries the page again.
export async function s3MigrationTick(
  env: { MIGRATION_KEY?: string; PHOTOS: R2Bucket },
  db: Db,
  now: Date,
  pageObjects = PAGE_OBJECTS,
): Promise<TickOutcome | null> {
  const job = await runningMigration(db);
  if (!job) return null;
  if (!env.MIGRATION_KEY || !job.credentials) {
    await endMigration(
      db,
      job,
      'The MIGRATION_KEY secret is missing, so the keys cannot be read. Start the import again once it is set.',
      now,
    );
    return null;
  }
  const credentials = await decryptCredentials(env.MIGRATION_KEY, job.credentials);
  if (!credentials) {
    await endMigration(db, job, 'The keys cannot be read: MIGRATION_KEY changed since the import started. Start it again.', now);
    return null;
  }
  const from: S3Bucket = { endpoint: job.endpoint, bucket: job.bucket, region: job.region };
  let page: Awaited<ReturnType<typeof listPage>>;
  try {
    page = await listPage(from, credentials, job.prefix, job.continuationToken, pageObjects);
  } catch (error) {
    if (error instanceof S3Error && error.status >= 400 && error.status < 500) {
      await endMigration(db, job, `${error.message}. Check the endpoint, bucket and keys, then start again.`, now);
    } else {
      await db
        .update(s3Migrations)
        .set({ error: failureReason(error) })
        .where(and(eq(s3Migrations.id, job.id), eq(s3Migrations.status, 'running')));
    }
    return null;
  }

  const objects = page.objects.filter((object) => !object.key.endsWith('/'));
  const failures: S3MigrationFailure[] = [];
  const matches: S3MigrationMatch[] = [];
  let copied = 0;
  for (const object of objects) {
    try {
      const outcome = await importObject(db, env.PHOTOS, from, credentials, object);
      if (outcome.failure) failures.push(outcome.failure);
      else {
        if (outcome.copied) copied++;
        if (outcome.match) matches.push(outcome.match);
      }
    } catch (error) {
      failures.push({ key: object.key, reason: failureReason(error) });
    }
  }

  const report: S3MigrationReport = {
    failures: [...job.report.failures, ...failures].slice(0, REPORT_CAP),
    matches: [...job.report.matches, ...matches].slice(0, REPORT_CAP),
  };
  const done = page.nextToken === null;
  const samePage =
    job.continuationToken === null
      ? isNull(s3Migrations.continuationToken)
      : eq(s3Migrations.continuationToken, job.continuationToken);
  await db
    .update(s3Migrations)
    .set({
      listed: sql`${s3Migrations.listed} + ${objects.length}`,
      copied: sql`${s3Migrations.copied} + ${copied}`,
      matched: sql`${s3Migrations.matched} + ${matches.length}`,
      failed: sql`${s3Migrations.failed} + ${failures.length}`,
      report,
      continuationToken: page.nextToken,
      error: null,
      ...(done ? { status: 'done' as const, credentials: null, finishedAt: now } : {}),
    })
    .where(and(eq(s3Migrations.id, job.id), eq(s3Migrations.status, 'running'), samePage));
  return { id: job.id, listed: objects.length, copied, matched: matches.length, failed: failures.length, done };
}

// The screen: the running import and the last twenty that ended, never their keys.
export async function migrationViews(db: Db, jobs: S3Migration[]): Promise<S3MigrationView[]> {
  const userIds = [...new Set(jobs.map((job) => job.byUserId).filter((id) => id !== null))];
  const names =
    userIds.length > 0
      ? await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, userIds))
      : [];
  const nameOf = new Map(names.map((u) => [u.id, u.username]));
  return jobs.map((job) => ({
    id: job.id,
    endpoint: job.endpoint,
    bucket: job.bucket,
    prefix: job.prefix,
    region: job.region,
    status: job.status,
    listed: job.listed,
    copied: job.copied,
    matched: job.matched,
    failed: job.failed,
    failures: job.report.failures,
    matches: job.report.matches,
    error: job.error,
    by: job.byUserId === null ? null : (nameOf.get(job.byUserId) ?? null),
    startedAt: job.startedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  }));
}

export async function migrationOverview(db: Db, env: { MIGRATION_KEY?: string }) {
  const running = await runningMigration(db);
  const past = await db
    .select()
    .from(s3Migrations)
    .where(ne(s3Migrations.status, 'running'))
    .orderBy(desc(s3Migrations.startedAt), desc(s3Migrations.id))
    .limit(20);
  const [runningView = null] = running ? await migrationViews(db, [running]) : [];
  return { ready: Boolean(env.MIGRATION_KEY), running: runningView, past: await migrationViews(db, past) };
}
