import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { critiqueRequests, critiques, submissions } from '../../../db/schema';
import {
  type AskFields,
  type OwnPhoto,
  askFieldsSchema,
  type RequestList,
  type RequestListQuery,
  type RequestPage,
  requestListQuery,
} from '../../contract/critiques';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../contract/files';
import { ASK_COST } from '../../domain/critiques';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { REFUSAL_CODES } from '../challenges/submit-photo';
import { prepareUpload } from '../images/prepare-upload';
import { deletePhoto, quarantinePhoto, type StoredPhoto, storePhoto } from '../images/store-photo';
import type { ImageStorage } from '../images/variants';
import { runBatch, statement } from '../statements';
import { balanceOf, grantsDue } from './credits';
import { critiqueDto, requestDto, selectCritiques, selectRequests } from './rows';

export type CritiqueViewer = { id: number; isAdmin: boolean } | null;

export const REQUEST_NOT_FOUND = 'No such critique request';
export const NO_CREDIT =
  'Asking for a critique costs a credit, and you have none left: critique other members’ photos, and each one its photographer rates helpful earns you a credit';

const OWN_PHOTOS = 48;

// The entries a member may ask about or have the AI coach look at: their own, not removed,
// latest first, with their camera records.
export async function ownPhotos(db: Db, userId: number): Promise<OwnPhoto[]> {
  const rows = await db
    .select({
      submissionId: submissions.id,
      title: submissions.title,
      url: submissions.imageUrl,
      width: submissions.width,
      height: submissions.height,
      camera: submissions.camera,
    })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.status, 'active')))
    .orderBy(desc(submissions.createdAt))
    .limit(OWN_PHOTOS);
  return rows;
}

// A form's fields checked by the contract's schema, with every problem named.
function askFields(form: FormData): AskFields {
  const aspects = form.getAll('aspects').flatMap((value) => (typeof value === 'string' ? value.split(',') : []));
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const checked = askFieldsSchema.safeParse({
    submissionId: field('submissionId'),
    title: field('title'),
    intent: field('intent'),
    questions: field('questions'),
    aspects: aspects.map((a) => a.trim()).filter(Boolean),
    isPublic: field('isPublic'),
  });
  if (checked.success) return checked.data;
  const issues = checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new ApiError('VALIDATION_FAILED', issues[0]?.message ?? 'Check the request', issues);
}

export async function checkedUpload(env: ImageStorage, db: Db, userId: number, file: File | string | null): Promise<StoredPhoto> {
  if (!(file instanceof File)) throw new ApiError('BAD_REQUEST', PHOTO_MESSAGES.missing);
  const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()), PHOTO_MAX_BYTES);
  if (!prepared.ok) throw new ApiError(REFUSAL_CODES[prepared.reason], PHOTO_MESSAGES[prepared.reason]);
  return storePhoto(env, prepared, { db, kind: 'critique', userId });
}

type PickedPhoto = Pick<StoredPhoto, 'url' | 'width' | 'height' | 'camera'> & {
  filename: string | null;
  submissionId: number | null;
};

async function pickedEntry(db: Db, userId: number, submissionId: number): Promise<PickedPhoto> {
  const entry = await db.query.submissions.findFirst({
    where: and(eq(submissions.id, submissionId), eq(submissions.userId, userId), eq(submissions.status, 'active')),
  });
  if (!entry) throw new ApiError('NOT_FOUND', 'Pick one of your own photos');
  return {
    url: entry.imageUrl,
    width: entry.width,
    height: entry.height,
    camera: entry.camera,
    filename: null,
    submissionId: entry.id,
  };
}

// Asking costs a credit. The request and its charge are one batch after the grants due, and
// the request is written only while the balance covers it: two asks at once with one credit
// left make one request. A photo uploaded for a refused ask is deleted again.
export async function askForCritique(
  env: ImageStorage,
  db: Db,
  userId: number,
  form: FormData,
  now = new Date(),
): Promise<RequestPage> {
  const fields = askFields(form);
  const photo: PickedPhoto = fields.submissionId
    ? await pickedEntry(db, userId, fields.submissionId)
    : { ...(await checkedUpload(env, db, userId, form.get('photo'))), submissionId: null };
  const [, , inserted] = await runBatch(db, [
    ...grantsDue(db, userId, now),
    statement(
      db,
      sql`INSERT INTO critique_requests (user_id, submission_id, image_url, filename, width, height, camera, title, intent, questions, aspects, is_public, created_at)
        SELECT ${userId}, ${photo.submissionId}, ${photo.url}, ${photo.filename}, ${photo.width}, ${photo.height},
          ${photo.camera ? JSON.stringify(photo.camera) : null}, ${fields.title}, ${fields.intent}, ${fields.questions}, ${JSON.stringify(fields.aspects)},
          ${fields.isPublic === 'true' ? 1 : 0}, ${now.getTime()}
        WHERE ${balanceOf(userId)} >= ${ASK_COST}
        RETURNING id`,
    ),
    statement(
      db,
      sql`INSERT INTO critique_credits (user_id, delta, reason, request_id, created_at)
        SELECT ${userId}, ${-ASK_COST}, 'ask', last_insert_rowid(), ${now.getTime()} WHERE changes() = 1`,
    ),
  ]);
  const id = (inserted?.results as { id: number }[] | undefined)?.[0]?.id;
  if (id === undefined) {
    // Deleted outright: the request was never written, so nothing pointed at the file.
    if (photo.filename) await deletePhoto(env, db, photo.filename);
    throw new ApiError('CONFLICT', NO_CREDIT);
  }
  return requestPage(db, id, { id: userId, isAdmin: false });
}

// Who may read a request: its owner and admins always; members while it is up; visitors while
// it is up and public.
const mayRead = (request: { userId: number; isPublic: boolean; status: string }, viewer: CritiqueViewer) =>
  viewer?.isAdmin || viewer?.id === request.userId || (request.status !== 'removed' && (request.isPublic || viewer !== null));

export async function requestPage(db: Db, id: number, viewer: CritiqueViewer): Promise<RequestPage> {
  const [row] = await selectRequests(db).where(eq(critiqueRequests.id, id));
  if (!row || !mayRead(row.request, viewer)) throw new ApiError('NOT_FOUND', REQUEST_NOT_FOUND);
  const rows = await selectCritiques(db)
    .where(and(eq(critiques.requestId, id), sql`${critiques.removedAt} IS NULL`))
    .orderBy(asc(critiques.createdAt), asc(critiques.id));
  const isOwner = viewer?.id === row.request.userId;
  const mine = viewer ? (rows.find((r) => r.critique.criticId === viewer.id)?.critique.id ?? null) : null;
  return {
    request: requestDto(row),
    critiques: rows.map(critiqueDto),
    isOwner,
    mayCritique: viewer !== null && !isOwner && mine === null && row.request.status === 'open',
    mine,
  };
}

// The public list and the member's own: latest first, by id. The queue: open requests the
// viewer has not critiqued and did not ask, fewest critiques and longest waiting first, so
// every photo gets its share of eyes; its pages go by position.
export async function listRequests(db: Db, viewer: CritiqueViewer, query: RequestListQuery): Promise<RequestList> {
  const { list, cursor, limit } = requestListQuery.parse(query);
  if (list !== 'public' && !viewer) throw new ApiError('UNAUTHORIZED', 'Sign in to see this list');
  const after = cursor === undefined ? undefined : Number(cursor);
  let rows: Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>;
  if (list === 'queue' && viewer) {
    const offset = after ?? 0;
    rows = await selectRequests(db)
      .where(
        and(
          eq(critiqueRequests.status, 'open'),
          ne(critiqueRequests.userId, viewer.id),
          sql`NOT EXISTS (SELECT 1 FROM critiques c WHERE c.request_id = ${critiqueRequests.id} AND c.critic_id = ${viewer.id})`,
        ),
      )
      .orderBy(asc(critiqueRequests.critiqueCount), asc(critiqueRequests.createdAt))
      .limit(limit + 1)
      .offset(offset);
    const more = rows.length > limit;
    return { requests: rows.slice(0, limit).map(requestDto), nextCursor: more ? String(offset + limit) : null };
  }
  const own = list === 'mine' && viewer ? eq(critiqueRequests.userId, viewer.id) : undefined;
  const visible = own ?? and(ne(critiqueRequests.status, 'removed'), eq(critiqueRequests.isPublic, true));
  rows = await selectRequests(db)
    .where(and(visible, after === undefined ? undefined : lt(critiqueRequests.id, after)))
    .orderBy(desc(critiqueRequests.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { requests: page.map(requestDto), nextCursor: rows.length > limit && last ? String(last.request.id) : null };
}

// The owner closes their request: it leaves the queue and takes no more critiques.
export async function closeRequest(db: Db, id: number, userId: number, now = new Date()): Promise<RequestPage> {
  const closed = await db
    .update(critiqueRequests)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(critiqueRequests.id, id), eq(critiqueRequests.userId, userId), eq(critiqueRequests.status, 'open')))
    .returning({ id: critiqueRequests.id });
  const page = await requestPage(db, id, { id: userId, isAdmin: false });
  if (closed.length === 0 && !page.isOwner) throw new ApiError('NOT_FOUND', REQUEST_NOT_FOUND);
  if (closed.length === 0) throw new ApiError('CONFLICT', 'This request is already closed');
  return page;
}

// The owner's revised version, in reply to the critiques: it replaces an earlier revision,
// whose file goes to quarantine once the new one is in place (a revision racing it is refused, so no
// file is left behind unreferenced).
export async function reviseRequest(
  env: ImageStorage,
  db: Db,
  id: number,
  userId: number,
  form: () => Promise<FormData>,
  now = new Date(),
): Promise<RequestPage> {
  const current = await db.query.critiqueRequests.findFirst({
    where: and(eq(critiqueRequests.id, id), eq(critiqueRequests.userId, userId)),
  });
  if (!current || current.status === 'removed') throw new ApiError('NOT_FOUND', REQUEST_NOT_FOUND);
  const stored = await checkedUpload(env, db, userId, (await form()).get('photo'));
  const replaced = await db
    .update(critiqueRequests)
    .set({
      revisionUrl: stored.url,
      revisionFilename: stored.filename,
      revisionWidth: stored.width,
      revisionHeight: stored.height,
      revisedAt: now,
    })
    .where(
      and(
        eq(critiqueRequests.id, id),
        current.revisionFilename === null
          ? sql`${critiqueRequests.revisionFilename} IS NULL`
          : eq(critiqueRequests.revisionFilename, current.revisionFilename),
      ),
    )
    .returning({ id: critiqueRequests.id });
  if (replaced.length === 0) {
    // Deleted outright: the revision was refused, so nothing pointed at the file.
    await deletePhoto(env, db, stored.filename);
    throw new ApiError('CONFLICT', 'Another revision arrived at the same moment: reload the page and try again');
  }
  if (current.revisionFilename) {
    await quarantinePhoto(
      env,
      db,
      current.revisionFilename,
      'critique',
      { userId, subjectType: 'critique_request', subjectId: id },
      { reason: 'Replaced by a newer revision', byUserId: userId, now },
    );
  }
  return requestPage(db, id, { id: userId, isAdmin: false });
}
