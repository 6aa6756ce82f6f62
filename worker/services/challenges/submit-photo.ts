import { and, count, eq } from 'drizzle-orm';
import { type ChallengeRow, submissions } from '../../../db/schema';
import type { Db } from '../../env';
import type { ErrorCode } from '../../contract/errors';
import { ApiError } from '../../errors';
import { submissionFieldsSchema } from '../../contract/submissions';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import { prepareUpload } from '../images/prepare-upload';
import { deletePhoto, storePhoto } from '../images/store-photo';
import type { ImageStorage } from '../images/variants';
import type { AuditRecord } from '../audit-log';
import { assertInvited } from './community';
import { addSubmission, assertOpenForEntries } from './add-submission';

export const REFUSAL_CODES: Record<'empty' | 'size' | 'type', ErrorCode> = {
  empty: 'BAD_REQUEST',
  size: 'PAYLOAD_TOO_LARGE',
  type: 'UNSUPPORTED_MEDIA_TYPE',
};

async function assertUnderLimit(db: Db, challenge: ChallengeRow, userId: number): Promise<void> {
  if (challenge.submissionLimit === null) return;
  const [row] = await db
    .select({ n: count() })
    .from(submissions)
    .where(and(eq(submissions.challengeId, challenge.id), eq(submissions.userId, userId), eq(submissions.status, 'active')));
  const limit = challenge.submissionLimit;
  if ((row?.n ?? 0) >= limit) {
    throw new ApiError('CONFLICT', `You've reached this challenge's limit of ${limit} submission${limit === 1 ? '' : 's'}`);
  }
}

// Checks everything it can before storing anything, then stores the photo and writes the
// row; if the row can't be written (the limit was reached by a racing upload, say) the
// stored files are deleted again, so a refused upload leaves nothing behind.
export async function submitPhoto(
  env: ImageStorage,
  db: Db,
  challenge: ChallengeRow,
  userId: number,
  form: FormData,
  now: Date,
  audit?: AuditRecord,
): Promise<number> {
  assertOpenForEntries(challenge, now);
  const invite = form.get('inviteCode');
  assertInvited(challenge, userId, typeof invite === 'string' ? invite : null);
  await assertUnderLimit(db, challenge, userId);
  const fields = submissionFieldsSchema.safeParse({
    title: form.get('title') ?? undefined,
    description: form.get('description') ?? undefined,
    altText: form.get('altText') ?? undefined,
  });
  if (!fields.success) {
    const issues = fields.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const [first] = issues;
    throw new ApiError('VALIDATION_FAILED', first ? `${first.path}: ${first.message}` : 'Invalid entry', issues);
  }
  const file = form.get('photo');
  if (!(file instanceof File)) throw new ApiError('BAD_REQUEST', PHOTO_MESSAGES.missing);
  const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()), PHOTO_MAX_BYTES);
  if (!prepared.ok) throw new ApiError(REFUSAL_CODES[prepared.reason], PHOTO_MESSAGES[prepared.reason]);
  const stored = await storePhoto(env, prepared, { db, kind: 'photo', userId });
  try {
    return await addSubmission(
      db,
      challenge,
      userId,
      {
        ...fields.data,
        filename: stored.filename,
        imageUrl: stored.url,
        width: stored.width,
        height: stored.height,
        camera: stored.camera,
        originalSha256: prepared.originalSha256,
      },
      now,
      audit,
    );
  } catch (error) {
    // Deleted outright, not quarantined: no row ever pointed at these files.
    await deletePhoto(env, db, stored.filename);
    throw error;
  }
}
