import { eq, sql } from 'drizzle-orm';
import { challenges, comments, submissions, users, votes } from '../../../db/schema';
import type { EntryForReplace } from '../../contract/admin-replace-images';
import { PHOTO_FILENAME, PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditStatementIfChanged } from '../audit-log';
import { REFUSAL_CODES } from '../challenges/submit-photo';
import { prepareUpload } from '../images/prepare-upload';
import { swapEntryPhoto } from '../images/swap-entry-photo';
import type { ImageStorage } from '../images/variants';
import { mailStatement } from '../mail/outbox';
import { photoReplacedTemplate } from './photo-replaced-mail';

// /admin/replace-submission-image: an entry's file replaced by a new upload (the member sent a
// better export, or the file was damaged). docs/rules.md "Replacing an entry's photo".

const NOT_FOUND = 'No entry matches that number or link.';

// What an admin may paste: the entry's number, its page's address (/photo/12?type=…), or the
// address of its file or of a resized copy (/api/uploads/photos/…, /api/optimized/thumb/…).
export function entryRef(q: string): { id: number } | { filename: string } | null {
  const text = q.trim();
  if (/^\d{1,15}$/.test(text)) return { id: Number(text) };
  const page = text.match(/\/photo\/(\d{1,15})(?:[/?#]|$)/);
  if (page?.[1]) return { id: Number(page[1]) };
  const file = text.match(
    /\/(?:api\/uploads\/photos|api\/optimized\/\w+|photos|variants\/\w+)\/([\w-]+\.(?:jpg|png|webp))(?:\.webp)?(?:[?#]|$)/,
  );
  return file?.[1] && PHOTO_FILENAME.test(file[1]) ? { filename: file[1] } : null;
}

export async function findEntry(db: Db, q: string): Promise<EntryForReplace> {
  const ref = entryRef(q);
  if (!ref) throw new ApiError('BAD_REQUEST', "Enter the entry's number, its page's link or its photo's link.");
  const [row] = await db
    .select({
      id: submissions.id,
      title: submissions.title,
      imageUrl: submissions.imageUrl,
      status: submissions.status,
      finalRank: submissions.finalRank,
      memberId: users.id,
      username: users.username,
      challengeId: challenges.id,
      challengeTitle: challenges.title,
      votes: sql<number>`(SELECT count(*) FROM ${votes} WHERE ${votes.submissionId} = ${submissions.id})`,
      comments: sql<number>`(SELECT count(*) FROM ${comments} WHERE ${comments.submissionId} = ${submissions.id} AND ${comments.hiddenAt} IS NULL)`,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where('id' in ref ? eq(submissions.id, ref.id) : eq(submissions.filename, ref.filename));
  if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND);
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    removed: row.status === 'removed',
    member: { id: row.memberId, username: row.username },
    challenge: { id: row.challengeId, title: row.challengeTitle },
    votes: row.votes,
    comments: row.comments,
    finalRank: row.finalRank,
  };
}

export type Replacement = { file: File; reason: string; origin: string; now: Date };

// The new file goes through the member's own upload pipeline (checked, cleaned, stored with
// its variants and fingerprint) and takes the entry's place as swapEntryPhoto says, with the
// audit row and the member's mail in its batch; the old file goes to quarantine with the
// admin's reason.
export async function replaceEntryPhoto(
  env: ImageStorage,
  db: Db,
  id: number,
  { file, reason, origin, now }: Replacement,
  audit: AuditRecord,
): Promise<string> {
  const [entry] = await db
    .select({
      id: submissions.id,
      title: submissions.title,
      filename: submissions.filename,
      status: submissions.status,
      userId: submissions.userId,
      email: users.email,
      name: users.firstName,
      username: users.username,
      creatorId: challenges.creatorId,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(eq(submissions.id, id));
  if (!entry) throw new ApiError('NOT_FOUND', NOT_FOUND);
  if (entry.status === 'removed') {
    throw new ApiError('CONFLICT', 'This entry was removed. Restore it on Data Recovery first, then replace its photo.');
  }
  const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()), PHOTO_MAX_BYTES);
  if (!prepared.ok) throw new ApiError(REFUSAL_CODES[prepared.reason], PHOTO_MESSAGES[prepared.reason]);
  const photoUrl = `${origin}/photo/${entry.id}?type=${entry.creatorId === null ? 'standard' : 'user'}`;
  const mail = photoReplacedTemplate.mail({ name: entry.name || entry.username, title: entry.title, reason, photoUrl });
  const moved = await swapEntryPhoto(env, db, entry, prepared, { reason, byUserId: audit.admin.id, now }, (onNewFile, stored) => [
    auditStatementIfChanged(db, { ...audit, detail: { reason, oldFile: entry.filename, newFile: stored.filename } }),
    mailStatement(db, entry.email, photoReplacedTemplate.key, mail, onNewFile),
  ]);
  if (!moved) throw new ApiError('CONFLICT', "This entry's photo changed while you were uploading. Look it up again and retry.");
  return `Replaced: "${entry.title}" shows the new file, with its votes, comments and place. The old file is in quarantine, and ${entry.username} has been mailed.`;
}
