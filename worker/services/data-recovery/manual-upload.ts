import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import { challenges, users } from '../../../db/schema';
import { type UploadChallenge, manualUploadNoteField } from '../../contract/admin-data-recovery';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { challengeStatus } from '../../domain/status';
import type { AuditRecord } from '../audit-log';
import { isSuspended } from '../members/standing';
import { submitPhoto } from '../challenges/submit-photo';
import type { ImageStorage } from '../images/variants';

// /admin/manual-upload: an entry that came by mail, uploaded by an admin on the member's
// behalf. It goes through the member's own upload (submitPhoto): the challenge open for
// entries, its limit of entries per member, an invitation-only challenge's invitation, the
// file's checks and cleaning. The account must be one that could upload itself. The audit row
// names the admin, in the entry's own batch. docs/rules.md "Uploading for a member".

// Open for entries: upcoming or running, not removed, not hidden; official ones and the
// public community ones first by their closing.
export async function uploadChallenges(db: Db, now: Date): Promise<UploadChallenge[]> {
  const rows = await db
    .select()
    .from(challenges)
    .where(
      and(
        gt(challenges.endDate, now),
        isNull(challenges.removedAt),
        isNull(challenges.hiddenAt),
        or(isNull(challenges.creatorId), eq(challenges.privacyType, 'public')),
      ),
    )
    .orderBy(asc(challenges.endDate))
    .limit(200);
  return rows.flatMap((row) => {
    const status = challengeStatus(row, now);
    if (status !== 'active' && status !== 'upcoming') return [];
    return [
      {
        id: row.id,
        title: row.title,
        status,
        community: row.creatorId !== null,
        submissionLimit: row.submissionLimit,
        endDate: row.endDate.toISOString(),
      },
    ];
  });
}

export async function uploadForMember(
  env: ImageStorage,
  db: Db,
  userId: number,
  form: FormData,
  audit: AuditRecord,
  now: Date,
): Promise<{ entryId: number; message: string }> {
  const member = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!member) throw new ApiError('NOT_FOUND', 'Member not found');
  if (member.deletedAt) throw new ApiError('CONFLICT', 'This account is deleted: restore it before uploading for them.');
  if (isSuspended(member, now)) throw new ApiError('CONFLICT', 'This account is suspended, so it cannot enter challenges.');
  if (!member.emailVerifiedAt) {
    throw new ApiError('CONFLICT', 'This member has not verified their email address, so they cannot enter challenges yet.');
  }
  const challengeId = Number(form.get('challengeId'));
  if (!Number.isSafeInteger(challengeId) || challengeId <= 0) throw new ApiError('BAD_REQUEST', 'Choose a challenge');
  const challenge = await db.query.challenges.findFirst({ where: eq(challenges.id, challengeId) });
  if (!challenge || challenge.removedAt) throw new ApiError('NOT_FOUND', 'Challenge not found');
  const note = manualUploadNoteField.safeParse(form.get('note') ?? undefined);
  if (!note.success) throw new ApiError('VALIDATION_FAILED', `note: ${note.error.issues[0]?.message ?? 'Check the note'}`);
  const entryId = await submitPhoto(env, db, challenge, member.id, form, now, {
    ...audit,
    detail: {
      challengeId: challenge.id,
      challenge: challenge.title,
      title: String(form.get('title') ?? ''),
      ...(note.data ? { note: note.data } : {}),
    },
  });
  return { entryId, message: `Uploaded: the entry is in "${challenge.title}" as ${member.username}'s.` };
}
