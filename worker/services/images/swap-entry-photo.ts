import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { integrityFindings, submissions } from '../../../db/schema';
import type { Db } from '../../env';
import { runBatch, type Statement, statement } from '../statements';
import type { PreparedPhoto } from './prepare-upload';
import { deletePhoto, quarantinePhoto, type StoredPhoto, storePhoto } from './store-photo';
import { type ImageStorage, photoKey } from './variants';

export type EntryOnFile = { id: number; filename: string; userId: number };
export type SwapWhy = { reason: string; byUserId: number | null; now: Date };

// An entry's file replaced by a new upload (an admin's replacement, a member's original brought
// to /recover-photos): the entry keeps its id, so its votes, comments and place stay. The new
// file is stored, and the entry moves to it only if it still points at the old one, so of two
// replacements at once one wins and the other's file is deleted again. The findings about the
// old file are resolved in the same batch, and `alongside` (given the condition "the entry is on
// the new file", and the new file) adds the caller's own writes to it: an audit row, a mail.
// The old file then goes to quarantine. Answers whether the entry moved.
export async function swapEntryPhoto(
  env: ImageStorage,
  db: Db,
  entry: EntryOnFile,
  photo: PreparedPhoto,
  why: SwapWhy,
  alongside: (onNewFile: SQL, stored: StoredPhoto) => Statement[] = () => [],
): Promise<boolean> {
  const stored = await storePhoto(env, photo, { db, kind: 'photo', userId: entry.userId });
  const onNewFile = sql`EXISTS (SELECT 1 FROM ${submissions} WHERE ${submissions.id} = ${entry.id} AND ${submissions.filename} = ${stored.filename})`;
  const [moved] = await runBatch(db, [
    statement(
      db,
      db
        .update(submissions)
        .set({
          filename: stored.filename,
          imageUrl: stored.url,
          width: stored.width,
          height: stored.height,
          camera: stored.camera,
          originalSha256: photo.originalSha256,
        })
        .where(and(eq(submissions.id, entry.id), eq(submissions.filename, entry.filename))),
    ),
    ...alongside(onNewFile, stored),
    statement(
      db,
      db
        .update(integrityFindings)
        .set({ resolvedAt: why.now })
        .where(and(eq(integrityFindings.key, photoKey(entry.filename)), isNull(integrityFindings.resolvedAt), onNewFile)),
    ),
  ]);
  if (!moved?.meta.changes) {
    await deletePhoto(env, db, stored.filename);
    return false;
  }
  await quarantinePhoto(
    env,
    db,
    entry.filename,
    'photo',
    { userId: entry.userId, subjectType: 'submission', subjectId: entry.id },
    why,
  );
  return true;
}
