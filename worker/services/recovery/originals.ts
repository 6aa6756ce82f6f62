import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { challenges, integrityFindings, quarantinedObjects, submissions } from '../../../db/schema';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import type { RecoveredPhoto, RecoverPhotoAnswer } from '../../contract/recover-photos';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { REFUSAL_CODES } from '../challenges/submit-photo';
import { prepareUpload } from '../images/prepare-upload';
import { swapEntryPhoto } from '../images/swap-entry-photo';
import type { ImageStorage } from '../images/variants';
import type { Limit } from '../rate-limit';

// docs/rules.md "Bringing back a damaged photo".

const HOUR = 3600_000;

// Open to anyone, and every try costs a hash of up to 15 MB: limited per network address.
// A member with several damaged photos brings one file at a time, so the limit leaves room.
export const RECOVER_LIMITS = { perIp: { limit: 20, windowMs: HOUR } } as const;

export const recoverLimits = (ip: string): Limit[] => [{ key: `recover-photos:ip:${ip}`, ...RECOVER_LIMITS.perIp }];

export const REPLACED_BY_ORIGINAL = 'replaced by the original';

// An entry needs attention when the file it points at is missing or damaged: the integrity
// scan found it so and nothing has fixed it since, or it was taken into quarantine while the
// entry itself stayed up. A removed entry never does: bringing it back is an admin's call.
// Written against `submissions` as the query's own table, for any query over entries.
export const needsAttention: SQL = sql`(
  EXISTS (SELECT 1 FROM ${integrityFindings} WHERE ${integrityFindings.key} = 'photos/' || ${submissions.filename} AND ${integrityFindings.resolvedAt} IS NULL)
  OR EXISTS (SELECT 1 FROM ${quarantinedObjects} WHERE ${quarantinedObjects.key} = 'photos/' || ${submissions.filename} AND ${quarantinedObjects.restoredAt} IS NULL)
)`;

export type PhotoNeedingAttention = RecoveredPhoto & { userId: number; filename: string };

// A photo's own page (a community challenge's entries say so in the address).
const photoPath = (id: number, creatorId: number | null) => `/photo/${id}?type=${creatorId === null ? 'standard' : 'user'}`;

const entryColumns = {
  id: submissions.id,
  title: submissions.title,
  userId: submissions.userId,
  filename: submissions.filename,
  creatorId: challenges.creatorId,
};

// The live entries whose file is missing or damaged, one member's or everyone's, oldest first.
export async function photosNeedingAttention(db: Db, userId?: number): Promise<PhotoNeedingAttention[]> {
  const rows = await db
    .select(entryColumns)
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(
      and(eq(submissions.status, 'active'), userId === undefined ? undefined : eq(submissions.userId, userId), needsAttention),
    )
    .orderBy(asc(submissions.id));
  return rows.map(({ creatorId, ...row }) => ({ ...row, url: photoPath(row.id, creatorId) }));
}

const ANSWERS: Record<RecoverPhotoAnswer['outcome'], string> = {
  restored: 'Your photo is back, with its votes, comments and place.',
  fine: 'This photo is safe here: its file is whole, so there is nothing to restore.',
  unknown:
    'We could not match this file to a photo that needs restoring. Use the very file you first uploaded, as it came from your camera or editing app, not a copy saved again or sent through a messaging app. If you no longer have it, write to us or ask for emergency recovery.',
};

const answer = (outcome: RecoverPhotoAnswer['outcome'], photos: RecoveredPhoto[] = []): RecoverPhotoAnswer => ({
  outcome,
  message:
    outcome === 'restored' && photos.length > 1
      ? 'Your photos are back, with their votes, comments and places.'
      : ANSWERS[outcome],
  photos,
});

// An original brought to /recover-photos. The server hashes the bytes it received (a hash from
// the browser proves nothing) and compares them with what members uploaded: a match proves the
// person holds the photo. Only a live entry that needs attention is changed; it keeps its id,
// so its votes, comments and place stay. The file goes through the same checks and cleaning as
// an entry upload. Nothing about a photo is said unless it was restored.
export async function restoreFromOriginal(
  env: ImageStorage,
  db: Db,
  bytes: Uint8Array,
  now = new Date(),
): Promise<RecoverPhotoAnswer> {
  const prepared = await prepareUpload(bytes, PHOTO_MAX_BYTES);
  if (!prepared.ok) throw new ApiError(REFUSAL_CODES[prepared.reason], PHOTO_MESSAGES[prepared.reason]);
  const matches = await db
    .select({ ...entryColumns, needsAttention: sql<number>`${needsAttention}` })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(and(eq(submissions.originalSha256, prepared.originalSha256), eq(submissions.status, 'active')))
    .orderBy(asc(submissions.id));
  if (matches.length === 0) return answer('unknown');
  const damaged = matches.filter((entry) => entry.needsAttention);
  if (damaged.length === 0) return answer('fine');
  for (const entry of damaged)
    await swapEntryPhoto(env, db, entry, prepared, { reason: REPLACED_BY_ORIGINAL, byUserId: null, now });
  return answer(
    'restored',
    damaged.map((entry) => ({ id: entry.id, title: entry.title, url: photoPath(entry.id, entry.creatorId) })),
  );
}
