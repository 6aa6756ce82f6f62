import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { challenges, critiqueRequests, evergreenThemes, mentorshipImages, submissions } from '../../../db/schema';
import { evergreenSchema } from '../../contract/admin';
import type { SiteImage, SiteImageKind, SiteImagePage } from '../../contract/admin-replace-images';
import { PHOTO_FILENAME, PHOTO_MAX_BYTES, PHOTO_MESSAGES, UPLOADS_PREFIX } from '../../contract/files';
import { plainLine } from '../../contract/plain-text';
import { mentorshipImageAltField } from '../../contract/site-images';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditIfChanged } from '../audit-log';
import { saveTheme } from '../challenges/admin';
import { REFUSAL_CODES } from '../challenges/submit-photo';
import { prepareUpload } from '../images/prepare-upload';
import { type PhotoKind, deletePhoto, quarantinePhoto, storePhoto } from '../images/store-photo';
import type { ImageStorage } from '../images/variants';
import { updateMentorshipImage } from '../mentors/mentorship-images';

// /admin/replace-images: the site's own images in one place — challenge covers, evergreen theme
// images, mentorship images (the home page's hero shows recent winners, so it has none of its
// own). A replacement is uploaded like an entry's photo, saved through each image's own service
// (a theme's save, a mentorship image's update) with its audit row, and the old file goes to
// quarantine unless something else still shows it. docs/rules.md "Replacing the site's images".

const PAGE = 24;

const KIND_OF_FILE: Record<SiteImageKind, PhotoKind> = { cover: 'cover', theme: 'theme_image', mentorship: 'mentorship_image' };
const SUBJECT: Record<SiteImageKind, string> = { cover: 'challenge', theme: 'evergreen_theme', mentorship: 'mentorship_image' };

const creditField = plainLine().trim().max(200, 'Keep the credit under 200 characters');

export async function siteImagePage(db: Db, kind: SiteImageKind, before: number | null): Promise<SiteImagePage> {
  const rows = await siteImageRows(db, kind, before);
  const items = rows.slice(0, PAGE);
  return { items, nextCursor: rows.length > PAGE ? (items.at(-1)?.id ?? null) : null };
}

async function siteImageRows(db: Db, kind: SiteImageKind, before: number | null, only?: number): Promise<SiteImage[]> {
  if (kind === 'cover') {
    const rows = await db
      .select({ id: challenges.id, title: challenges.title, imageUrl: challenges.coverImage, words: challenges.coverImageCredit })
      .from(challenges)
      .where(
        and(
          isNotNull(challenges.coverImage),
          isNull(challenges.removedAt),
          before === null ? undefined : lt(challenges.id, before),
          only === undefined ? undefined : eq(challenges.id, only),
        ),
      )
      .orderBy(desc(challenges.id))
      .limit(PAGE + 1);
    return rows.map((row) => ({ ...row, kind, imageUrl: row.imageUrl ?? '' }));
  }
  if (kind === 'theme') {
    const rows = await db
      .select({
        id: evergreenThemes.id,
        title: evergreenThemes.title,
        imageUrl: evergreenThemes.coverImage,
        words: evergreenThemes.coverImageCredit,
      })
      .from(evergreenThemes)
      .where(
        and(
          isNotNull(evergreenThemes.coverImage),
          before === null ? undefined : lt(evergreenThemes.id, before),
          only === undefined ? undefined : eq(evergreenThemes.id, only),
        ),
      )
      .orderBy(desc(evergreenThemes.id))
      .limit(PAGE + 1);
    return rows.map((row) => ({ ...row, kind, imageUrl: row.imageUrl ?? '' }));
  }
  const rows = await db
    .select({ id: mentorshipImages.id, alt: mentorshipImages.alt, imageUrl: mentorshipImages.imageUrl })
    .from(mentorshipImages)
    .where(
      and(
        before === null ? undefined : lt(mentorshipImages.id, before),
        only === undefined ? undefined : eq(mentorshipImages.id, only),
      ),
    )
    .orderBy(desc(mentorshipImages.id))
    .limit(PAGE + 1);
  return rows.map((row) => ({ kind, id: row.id, title: row.alt, imageUrl: row.imageUrl, words: row.alt }));
}

async function siteImage(db: Db, kind: SiteImageKind, id: number): Promise<SiteImage> {
  const [row] = await siteImageRows(db, kind, null, id);
  if (!row) throw new ApiError('NOT_FOUND', 'No such image');
  return row;
}

// A file of ours (/api/uploads/photos/…), by its name; null for anything else.
function uploadedFilename(url: string): string | null {
  const prefix = `${UPLOADS_PREFIX}photos/`;
  const filename = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  return PHOTO_FILENAME.test(filename) ? filename : null;
}

// Covers, themes and mentorship images may show an entry's photo, and a daily challenge takes
// its theme's image: a file is taken out of use only when nothing points at it any more.
async function stillShown(db: Db, url: string, filename: string): Promise<boolean> {
  const [row] = await db
    .select({
      n: sql<number>`(SELECT count(*) FROM ${challenges} WHERE ${challenges.coverImage} = ${url})
        + (SELECT count(*) FROM ${evergreenThemes} WHERE ${evergreenThemes.coverImage} = ${url})
        + (SELECT count(*) FROM ${mentorshipImages} WHERE ${mentorshipImages.imageUrl} = ${url})
        + (SELECT count(*) FROM ${submissions} WHERE ${submissions.filename} = ${filename})
        + (SELECT count(*) FROM ${critiqueRequests} WHERE ${critiqueRequests.filename} = ${filename} OR ${critiqueRequests.revisionFilename} = ${filename})`,
    })
    .from(sql`(SELECT 1)`);
  return (row?.n ?? 0) > 0;
}

function checkedWords(kind: SiteImageKind, words: string | null, current: string | null): string | null {
  if (kind === 'mentorship') {
    if (words === null || words.trim() === '') return current;
    const alt = mentorshipImageAltField.safeParse(words);
    if (!alt.success) throw new ApiError('VALIDATION_FAILED', alt.error.issues[0]?.message ?? 'Check the description');
    return alt.data;
  }
  if (words === null) return current;
  const credit = creditField.safeParse(words);
  if (!credit.success) throw new ApiError('VALIDATION_FAILED', credit.error.issues[0]?.message ?? 'Check the credit');
  return credit.data || null;
}

// Points the row at the new file (and its words) in one batch with the audit row.
async function saveImage(db: Db, image: SiteImage, url: string, words: string | null, audit: AuditRecord): Promise<void> {
  if (image.kind === 'mentorship') {
    await updateMentorshipImage(db, image.id, { imageUrl: url, alt: words ?? image.title }, audit);
    return;
  }
  if (image.kind === 'theme') {
    const theme = await db.query.evergreenThemes.findFirst({ where: eq(evergreenThemes.id, image.id) });
    if (!theme) throw new ApiError('NOT_FOUND', 'No such image');
    const input = evergreenSchema.parse({ ...theme, coverImage: url, coverImageCredit: words });
    await saveTheme(db, image.id, input, audit);
    return;
  }
  // A cover is the one part of a challenge that may change after its results: it decides
  // nothing, so it is written alone rather than through the challenge's full edit.
  const [[row]] = await db.batch([
    db
      .update(challenges)
      .set({ coverImage: url, coverImageCredit: words })
      .where(and(eq(challenges.id, image.id), eq(challenges.coverImage, image.imageUrl)))
      .returning({ id: challenges.id }),
    auditIfChanged(db, audit),
  ]);
  if (!row) throw new ApiError('CONFLICT', 'This cover changed while you were uploading. Reload and try again.');
}

export type SiteImageReplacement = { file: File; words: string | null; reason: string; now: Date };

export async function replaceSiteImage(
  env: ImageStorage,
  db: Db,
  kind: SiteImageKind,
  id: number,
  { file, words, reason, now }: SiteImageReplacement,
  audit: AuditRecord,
): Promise<SiteImage> {
  const image = await siteImage(db, kind, id);
  const newWords = checkedWords(kind, words, image.words);
  const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()), PHOTO_MAX_BYTES);
  if (!prepared.ok) throw new ApiError(REFUSAL_CODES[prepared.reason], PHOTO_MESSAGES[prepared.reason]);
  const stored = await storePhoto(env, prepared, { db, kind: KIND_OF_FILE[kind], userId: null });
  try {
    await saveImage(db, image, stored.url, newWords, {
      ...audit,
      detail: { reason, oldImage: image.imageUrl, newImage: stored.url, words: newWords },
    });
  } catch (error) {
    // Deleted outright: no row ever pointed at the new file.
    await deletePhoto(env, db, stored.filename);
    throw error;
  }
  const old = uploadedFilename(image.imageUrl);
  if (old && !(await stillShown(db, image.imageUrl, old))) {
    await quarantinePhoto(
      env,
      db,
      old,
      KIND_OF_FILE[kind],
      { subjectType: SUBJECT[kind], subjectId: id },
      { reason, byUserId: audit.admin.id, now },
    );
  }
  return siteImage(db, kind, id);
}
