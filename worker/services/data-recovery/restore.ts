import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { challenges, comments, quarantinedObjects, submissions, users, votes } from '../../../db/schema';
import type { RestoreResult } from '../../contract/admin-data-recovery';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditIfChanged, recordAdminAction } from '../audit-log';
import { recomputeStatsStatement } from '../challenges/leaderboard';
import { computeResults, resultWrites } from '../challenges/results';
import { photoKey, VARIANT_NAMES, variantKey } from '../images/variants';
import { type MemberContext, restoreMember } from '../members/actions';
import { moderationNotice } from '../notifications/about-moderation';
import { noticeRows, notify } from '../notifications/notify';
import { type QuarantinedObject, RestoreRefused, restoreQuarantined } from '../storage/quarantine';

// Bringing back what was taken out of use: a file from quarantine, a removed entry with its
// file, votes and comments. docs/rules.md "Restoring from quarantine".

export type Restorer = { bucket: R2Bucket; byUserId: number; now: Date };

const pending = () => and(isNull(quarantinedObjects.restoredAt), isNull(quarantinedObjects.purgedAt));

const variantKeysOf = (key: string) => {
  const filename = key.slice(key.lastIndexOf('/') + 1);
  return key === photoKey(filename) ? VARIANT_NAMES.map((variant) => variantKey(variant, filename)) : [];
};

// A photo's variants come back with it; one that cannot (another file took its key) is
// skipped, since /api/optimized makes a missing variant again.
async function restoreFiles(db: Db, rows: QuarantinedObject[], { bucket, byUserId, now }: Restorer): Promise<string[]> {
  const restored: string[] = [];
  for (const row of rows) {
    try {
      restored.push((await restoreQuarantined(db, bucket, row.id, byUserId, now)).key);
    } catch (error) {
      if (!(error instanceof RestoreRefused) || row.kind !== 'variant') throw error;
    }
  }
  return restored;
}

const refusal = (error: unknown): never => {
  if (error instanceof RestoreRefused) {
    throw new ApiError(error.reason === 'not_found' ? 'NOT_FOUND' : 'CONFLICT', error.message);
  }
  throw error;
};

async function pendingVariants(db: Db, key: string): Promise<QuarantinedObject[]> {
  const keys = variantKeysOf(key);
  if (keys.length === 0) return [];
  return db
    .select()
    .from(quarantinedObjects)
    .where(and(inArray(quarantinedObjects.key, keys), pending()));
}

// One file (and, for a photo, its variants) back where it was. The file moves first and is
// recorded by the move itself (storage/quarantine.ts); the audit row follows with the keys
// that came back, since it cannot share that batch.
export async function restoreFile(db: Db, id: number, restorer: Restorer, audit: AuditRecord): Promise<RestoreResult> {
  const [row] = await db.select().from(quarantinedObjects).where(eq(quarantinedObjects.id, id));
  if (!row) throw new ApiError('NOT_FOUND', 'There is no such file in quarantine.');
  const first = await restoreQuarantined(db, restorer.bucket, row.id, restorer.byUserId, restorer.now).catch(refusal);
  const variants = await restoreFiles(db, await pendingVariants(db, row.key), restorer);
  const restored = [first.key, ...variants];
  await recordAdminAction(db, {
    ...audit,
    detail: { key: row.key, kind: row.kind, reason: row.reason, files: restored },
  });
  return { message: 'Restored: the file is back where it was.', restored };
}

// A removed entry comes back as it was: active, with its file and variants out of
// quarantine, its votes (never deleted), the comments its removal hid, and — when its
// challenge already has results — those results named again with it, and the leaderboard.
// The entry's rows, the re-run and the audit row are one batch; the files move first, so the
// entry is never shown without its photo.
export async function restoreEntry(db: Db, id: number, restorer: Restorer, audit: AuditRecord): Promise<RestoreResult> {
  const entry = await db.query.submissions.findFirst({ where: eq(submissions.id, id) });
  if (!entry) throw new ApiError('NOT_FOUND', 'Photo not found');
  if (entry.status !== 'removed') throw new ApiError('CONFLICT', 'This entry is not removed: there is nothing to restore.');
  const original = photoKey(entry.filename);
  const files = await db
    .select()
    .from(quarantinedObjects)
    .where(
      and(
        inArray(quarantinedObjects.key, [original, ...variantKeysOf(original)]),
        eq(quarantinedObjects.subjectType, 'submission'),
        eq(quarantinedObjects.subjectId, entry.id),
        pending(),
      ),
    );
  const quarantinedOriginal = files.find((file) => file.key === original);
  if (!quarantinedOriginal && !(await restorer.bucket.head(original))) {
    throw new ApiError('CONFLICT', "This entry's photo is gone for good (purged from quarantine), so it cannot come back.");
  }
  const challenge = await db.query.challenges.findFirst({ where: eq(challenges.id, entry.challengeId) });
  const [[votesKept], [hidden]] = await db.batch([
    db.select({ n: count() }).from(votes).where(eq(votes.submissionId, entry.id)),
    db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.submissionId, entry.id), isNotNull(comments.hiddenAt))),
  ]);
  const restored = [
    ...(quarantinedOriginal ? await restoreFiles(db, [quarantinedOriginal], restorer).catch(refusal) : []),
    ...(await restoreFiles(
      db,
      files.filter((file) => file !== quarantinedOriginal),
      restorer,
    )),
  ];
  const { now } = restorer;
  const rerun = challenge?.resultsAt
    ? resultWrites(db, challenge.id, await computeResults(db, challenge.id, { includeSubmissionIds: [entry.id] }), now, {
        namesResults: false,
      })
    : [recomputeStatsStatement(db, [entry.userId], now)];
  const link = `/photo/${entry.id}?type=${challenge?.creatorId ? 'user' : 'standard'}`;
  const [[back]] = await db.batch([
    db
      .update(submissions)
      .set({ status: 'active' })
      .where(and(eq(submissions.id, entry.id), eq(submissions.status, 'removed')))
      .returning({ id: submissions.id }),
    auditIfChanged(db, {
      ...audit,
      detail: {
        title: entry.title,
        challengeId: entry.challengeId,
        files: restored,
        votes: votesKept?.n ?? 0,
        comments: hidden?.n ?? 0,
        resultsRerun: Boolean(challenge?.resultsAt),
      },
    }),
    // Only removal hides an entry's comments, so every hidden one was hidden by it.
    db
      .update(comments)
      .set({ hiddenAt: null })
      .where(
        and(
          eq(comments.submissionId, entry.id),
          isNotNull(comments.hiddenAt),
          sql`EXISTS (SELECT 1 FROM ${submissions} WHERE ${submissions.id} = ${entry.id} AND ${submissions.status} = 'active')`,
        ),
      ),
    ...rerun,
    notify(
      db,
      noticeRows(
        [
          moderationNotice(
            { ownerId: entry.userId, what: 'photo', id: entry.id, title: entry.title, link },
            'restored',
            undefined,
            now,
          ),
        ],
        now,
      ),
    ),
  ]);
  if (!back) throw new ApiError('CONFLICT', 'This entry is not removed: there is nothing to restore.');
  const rerunWords = challenge?.resultsAt ? " Its challenge's results were worked out again with it." : '';
  return { message: `Restored: "${entry.title}" is back with its votes and comments.${rerunWords}`, restored };
}

// A deleted account within its 30 days: the members' own restore (services/members/actions.ts),
// its audit row naming the account, so the history reads without a lookup.
export async function restoreAccount(ctx: MemberContext, userId: number, now: Date): Promise<RestoreResult> {
  const member = await ctx.db.query.users.findFirst({ where: eq(users.id, userId), columns: { username: true } });
  const audit = { ...ctx.audit, detail: member ? { username: member.username } : null };
  const message = await restoreMember({ ...ctx, audit }, userId, now);
  return { message, restored: [] };
}
