import { desc, eq, sql } from 'drizzle-orm';
import { webinarRecordings, webinarRecordingTakes, webinars } from '../../../db/schema';
import type { AdminRecording, RecordingSettings } from '../../contract/webinar-recording';
import type { Db } from '../../env';
import { quarantineObjects } from '../storage/quarantine';
import { ApiError } from '../../errors';
import { type AuditRecord, auditIfChanged } from '../audit-log';

const DAY = 86_400_000;
const NOT_FOUND = 'No such recording';

// /admin/recordings: every webinar's recording, the latest webinar first.
export async function allRecordings(db: Db): Promise<AdminRecording[]> {
  const rows = await db
    .select({ recording: webinarRecordings, title: webinars.title, startsAt: webinars.startsAt })
    .from(webinarRecordings)
    .innerJoin(webinars, eq(webinars.id, webinarRecordings.webinarId))
    .orderBy(desc(webinars.startsAt));
  return rows.map(({ recording: r, title, startsAt }) => ({
    id: r.id,
    webinarId: r.webinarId,
    title,
    startsAt: startsAt.toISOString(),
    status: r.status,
    bytes: r.bytes,
    durationMs: r.durationMs,
    published: r.published,
    isPublic: r.isPublic,
    keepUntil: r.keepUntil?.toISOString() ?? null,
    failure: r.failure,
  }));
}

async function one(db: Db, id: number): Promise<AdminRecording> {
  const found = (await allRecordings(db)).find((r) => r.id === id);
  if (!found) throw new ApiError('NOT_FOUND', NOT_FOUND);
  return found;
}

// Published (shown to registrants), public (shown to everyone), and kept for so many days
// from now (the cron then deletes it) or always.
export async function setRecording(
  db: Db,
  id: number,
  settings: RecordingSettings,
  audit: AuditRecord,
  now = new Date(),
): Promise<AdminRecording> {
  const [[changed]] = await db.batch([
    db
      .update(webinarRecordings)
      .set({
        published: settings.published,
        isPublic: settings.isPublic,
        keepUntil: settings.keepDays === null ? null : new Date(now.getTime() + settings.keepDays * DAY),
      })
      .where(eq(webinarRecordings.id, id))
      .returning({ id: webinarRecordings.id }),
    auditIfChanged(db, audit),
  ]);
  if (!changed) throw new ApiError('NOT_FOUND', NOT_FOUND);
  return one(db, id);
}

// A failed join tried again: the takes it left are joined by the next pass.
export async function retryRecording(db: Db, id: number, audit: AuditRecord): Promise<AdminRecording> {
  const [[changed]] = await db.batch([
    db
      .update(webinarRecordings)
      .set({ status: 'recording', failure: null })
      .where(sql`${webinarRecordings.id} = ${id} AND ${webinarRecordings.status} = 'failed'`)
      .returning({ webinarId: webinarRecordings.webinarId }),
    auditIfChanged(db, audit),
  ]);
  if (!changed) {
    await one(db, id);
    throw new ApiError('CONFLICT', 'Only a recording that failed can be tried again');
  }
  return one(db, id);
}

// The row goes and the file (and any takes left) move to quarantine: the webinar's page no
// longer offers a replay, and an admin can bring it back for 30 days. An admin's deletion is
// logged with the row's; the cron's (a kept replay's time is up) is not.
export async function deleteRecording(
  db: Db,
  bucket: R2Bucket,
  id: number,
  audit?: AuditRecord,
  now = new Date(),
): Promise<{ deleted: true }> {
  const [row] = await db.select().from(webinarRecordings).where(eq(webinarRecordings.id, id));
  if (!row) throw new ApiError('NOT_FOUND', NOT_FOUND);
  if (row.status === 'processing') throw new ApiError('CONFLICT', 'This recording is being prepared: delete it once it is ready');
  const takes = await db.select().from(webinarRecordingTakes).where(eq(webinarRecordingTakes.recordingId, id));
  for (const take of takes) {
    if (!take.completedAt)
      await bucket
        .resumeMultipartUpload(take.objectKey, take.uploadId)
        .abort()
        .catch(() => undefined);
  }
  const remove = db.delete(webinarRecordings).where(eq(webinarRecordings.id, id));
  if (audit) await db.batch([remove, auditIfChanged(db, audit)]);
  else await remove;
  const files = [
    ...(row.objectKey ? [row.objectKey] : []),
    ...takes.flatMap((take) => (take.completedAt ? [take.objectKey] : [])),
  ];
  await quarantineObjects(
    db,
    bucket,
    files.map((key) => ({ key, kind: 'recording' as const, subjectType: 'webinar_recording', subjectId: id })),
    audit ? 'Recording deleted by an admin' : 'Kept replay reached the end of its time',
    audit?.admin.id ?? null,
    now,
  );
  return { deleted: true };
}
