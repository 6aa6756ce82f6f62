import { asc, eq, sql } from 'drizzle-orm';
import { mentorshipImages } from '../../../db/schema';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import { type AdminMentorshipImage, type MentorshipImage, mentorshipImageAltField } from '../../contract/site-images';
import type { Db } from '../../env';
import { type AuditRecord, auditIfChanged, auditInsert } from '../audit-log';
import { ApiError } from '../../errors';
import { prepareUpload } from '../images/prepare-upload';
import { deletePhoto, quarantinePhoto, storePhoto } from '../images/store-photo';
import { type ImageStorage, photoKey } from '../images/variants';
import { objectRecord } from '../storage/stored-objects';

// The pictures of mentoring the site shows (GET /api/mentorship-images), uploaded, described
// and ordered by admins. Files are stored like entries' photos: sniffed, cleaned, with variants.

const ordered = [asc(mentorshipImages.position), asc(mentorshipImages.id)];

export async function mentorshipImageList(db: Db): Promise<MentorshipImage[]> {
  return db
    .select({ imageUrl: mentorshipImages.imageUrl, alt: mentorshipImages.alt })
    .from(mentorshipImages)
    .orderBy(...ordered);
}

export async function adminMentorshipImages(db: Db): Promise<AdminMentorshipImage[]> {
  return db
    .select({
      id: mentorshipImages.id,
      imageUrl: mentorshipImages.imageUrl,
      alt: mentorshipImages.alt,
      position: mentorshipImages.position,
    })
    .from(mentorshipImages)
    .orderBy(...ordered);
}

// A new image goes last.
export async function addMentorshipImage(
  db: Db,
  env: ImageStorage,
  file: File,
  alt: string,
  audit: AuditRecord,
): Promise<AdminMentorshipImage> {
  const checked = mentorshipImageAltField.safeParse(alt);
  if (!checked.success) throw new ApiError('VALIDATION_FAILED', checked.error.issues[0]?.message ?? 'Check the alt text');
  const description = checked.data;
  const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()), PHOTO_MAX_BYTES);
  if (!prepared.ok) {
    throw new ApiError(prepared.reason === 'size' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED', PHOTO_MESSAGES[prepared.reason]);
  }
  const stored = await storePhoto(env, prepared, { db, kind: 'mentorship_image', userId: null });
  try {
    const [[row]] = await db.batch([
      db
        .insert(mentorshipImages)
        .values({
          imageUrl: stored.url,
          alt: description,
          position: sql`(SELECT coalesce(max(position), -1) + 1 FROM mentorship_images)`,
        })
        .returning(),
      auditInsert(db, { ...audit, detail: { imageUrl: stored.url, alt: description } }),
    ]);
    if (!row) throw new Error('The image row was not written');
    return { id: row.id, imageUrl: row.imageUrl, alt: row.alt, position: row.position };
  } catch (error) {
    // Deleted outright: the row was never written, so nothing pointed at the file.
    await deletePhoto(env, db, stored.filename);
    throw error;
  }
}

// Its words or place; or, from /admin/replace-images, its file (the caller stores the new one
// and takes the old one out of use).
export async function updateMentorshipImage(
  db: Db,
  id: number,
  update: { alt?: string; position?: number; imageUrl?: string },
  audit: AuditRecord,
) {
  const [[row]] = await db.batch([
    db.update(mentorshipImages).set(update).where(eq(mentorshipImages.id, id)).returning(),
    auditIfChanged(db, audit),
  ]);
  if (!row) throw new ApiError('NOT_FOUND', 'No such image');
  return { id: row.id, imageUrl: row.imageUrl, alt: row.alt, position: row.position };
}

export async function deleteMentorshipImage(
  db: Db,
  env: Pick<Env, 'PHOTOS'>,
  id: number,
  audit: AuditRecord,
  now = new Date(),
): Promise<void> {
  const [[row]] = await db.batch([
    db.delete(mentorshipImages).where(eq(mentorshipImages.id, id)).returning(),
    auditIfChanged(db, audit),
  ]);
  if (!row) throw new ApiError('NOT_FOUND', 'No such image');
  // Only a file uploaded here (a fresh uuid name) goes with its row, to quarantine; one its
  // fingerprint names as another's (an entry's photo) stays.
  const filename = row.imageUrl.split('/').pop() ?? '';
  const record = await objectRecord(db, photoKey(filename));
  if (
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp)$/.test(filename) &&
    (!record || record.kind === 'mentorship_image')
  ) {
    await quarantinePhoto(
      env,
      db,
      filename,
      'mentorship_image',
      { subjectType: 'mentorship_image', subjectId: row.id },
      { reason: 'Mentorship image deleted', byUserId: audit.admin.id, now },
    );
  }
}
