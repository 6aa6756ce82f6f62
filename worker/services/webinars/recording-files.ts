import { and, asc, eq, sql } from 'drizzle-orm';
import { webinarRecordings, webinarRecordingTakes, webinars } from '../../../db/schema';
import { OVERRUN_MS } from '../../domain/webinars';
import type { Db } from '../../env';
import { notify } from '../notifications/notify';
import { r2Sink, r2Source } from '../recordings/r2-files';
import { remux, type Take } from '../recordings/webm/remux';
import { scanTake } from '../recordings/webm/scan';
import { WindowedSource } from '../recordings/webm/source';
import { joinableParts, partsOf } from './recording-takes';
import { deleteRecording } from './recordings-admin';
import { recordObjectQuery } from '../storage/stored-objects';

const MINUTE = 60_000;
// After the webinar is over, takes the host's page never finished are joined as they stand.
const UNFINISHED_GRACE_MS = 10 * MINUTE;
// A join that has not answered by then is taken over by the next pass.
const LEASE_MS = 15 * MINUTE;

// When the live session ended (as domain/webinars.ts `sessionEnd`), in SQL.
const sessionEnd = sql`coalesce(w.ended_at, w.cancelled_at,
  w.starts_at + w.duration_minutes * ${MINUTE} + CASE WHEN w.started_at IS NULL THEN 0 ELSE ${OVERRUN_MS} END)`;

// Joins each due recording (its webinar over, and every take finished or the grace passed)
// into its replay; `webinarId` limits the pass to one. A recording is claimed by one pass at
// a time (a lease), so passes at once join it once.
export async function joinDueRecordings(db: Db, bucket: R2Bucket, now = new Date(), webinarId?: number): Promise<number> {
  const at = now.getTime();
  const due = await db.all<{ id: number; webinarId: number }>(sql`
    SELECT r.id, r.webinar_id AS webinarId FROM webinar_recordings r JOIN webinars w ON w.id = r.webinar_id
    WHERE (r.status = 'recording' OR (r.status = 'processing' AND r.lease_until < ${at}))
      AND ${sessionEnd} <= ${at}
      AND (${sessionEnd} <= ${at - UNFINISHED_GRACE_MS}
        OR NOT EXISTS (SELECT 1 FROM webinar_recording_takes t WHERE t.recording_id = r.id AND t.finished_at IS NULL))
      ${webinarId === undefined ? sql`` : sql`AND r.webinar_id = ${webinarId}`}`);
  let joined = 0;
  for (const recording of due) {
    const [claimed] = await db
      .update(webinarRecordings)
      .set({ status: 'processing', leaseUntil: new Date(at + LEASE_MS) })
      .where(
        and(
          eq(webinarRecordings.id, recording.id),
          sql`(status = 'recording' OR (status = 'processing' AND lease_until < ${at}))`,
        ),
      )
      .returning({ id: webinarRecordings.id });
    if (claimed && (await joinRecording(db, bucket, recording.id, recording.webinarId, now))) joined++;
  }
  return joined;
}

// Replays kept for a while (an admin's choice) are deleted once the time is up, as an admin's
// delete does: the files (any takes a failed join left too), then the row.
export async function deleteExpiredRecordings(db: Db, bucket: R2Bucket, now = new Date()): Promise<number> {
  const expired = await db
    .select({ id: webinarRecordings.id })
    .from(webinarRecordings)
    .where(sql`keep_until IS NOT NULL AND keep_until <= ${now.getTime()} AND status IN ('ready', 'failed')`);
  for (const { id } of expired) await deleteRecording(db, bucket, id, undefined, now);
  return expired.length;
}

// A take's parts joined into its object at R2 (once: a pass that died after joining finds the
// object there), or null when it has none to join.
async function takeObject(db: Db, bucket: R2Bucket, take: typeof webinarRecordingTakes.$inferSelect) {
  if (!take.completedAt) {
    const parts = joinableParts(await partsOf(db, take.id));
    const upload = bucket.resumeMultipartUpload(take.objectKey, take.uploadId);
    if (parts.length === 0) {
      await upload.abort().catch(() => undefined);
      return null;
    }
    await upload.complete(parts.map(({ partNumber, etag }) => ({ partNumber, etag }))).catch(async (error: unknown) => {
      if (!(await bucket.head(take.objectKey))) throw error;
    });
    await db.update(webinarRecordingTakes).set({ completedAt: new Date() }).where(eq(webinarRecordingTakes.id, take.id));
  }
  return r2Source(bucket, take.objectKey);
}

async function joinRecording(db: Db, bucket: R2Bucket, id: number, webinarId: number, now: Date): Promise<boolean> {
  const key = `recordings/${webinarId}/replay-${crypto.randomUUID()}.webm`;
  const rows = await db
    .select()
    .from(webinarRecordingTakes)
    .where(eq(webinarRecordingTakes.recordingId, id))
    .orderBy(asc(webinarRecordingTakes.id));
  let output: Awaited<ReturnType<typeof r2Sink>> | null = null;
  try {
    const takes: Take[] = [];
    for (const row of rows) {
      const source = await takeObject(db, bucket, row);
      if (source) takes.push({ source, scan: await scanTake(new WindowedSource(source)) });
    }
    if (!takes.some((take) => take.scan.clusters.length > 0)) throw new Error('Nothing was recorded');
    output = await r2Sink(bucket, key, 'video/webm');
    const { bytes, durationMs, clusters } = await remux(takes, output.sink);
    const fingerprint = await output.close();
    output = null;
    // The copy is read back before anything is removed: a file R2 holds whole, that parses.
    const stored = await r2Source(bucket, key);
    if (stored?.size !== bytes) throw new Error('The joined recording did not store whole');
    const check = await scanTake(new WindowedSource(stored));
    if (check.clusters.length !== clusters) {
      throw new Error('The joined recording does not read back');
    }
    const ready = and(eq(webinarRecordings.id, id), eq(webinarRecordings.status, 'processing'));
    const [host] = await db.select({ id: webinars.hostId }).from(webinars).where(eq(webinars.id, webinarId));
    await db.batch([
      recordObjectQuery(db, { key, kind: 'recording', userId: host?.id ?? null, ...fingerprint }),
      db
        .update(webinarRecordings)
        .set({
          status: 'ready',
          objectKey: key,
          bytes,
          durationMs: Math.round(durationMs),
          readyAt: now,
          leaseUntil: null,
          failure: null,
        })
        .where(ready),
      notify(
        db,
        sql`SELECT NULL AS id, r.user_id AS user_id, 'webinar_replay' AS kind, 'webinar_replay:' || r.id AS key,
          'webinar_replay:' || r.id AS group_key, w.host_id AS actor_id, json_object('title', w.title) AS data,
          '/webinar/' || w.id || '/recording' AS link, NULL AS seen_at, ${now.getTime()} AS created_at
        FROM webinar_registrations r JOIN webinars w ON w.id = r.webinar_id
        JOIN webinar_recordings rec ON rec.webinar_id = w.id AND rec.id = ${id} AND rec.status = 'ready' AND rec.object_key = ${key}
        WHERE r.webinar_id = ${webinarId} AND r.status = 'registered' AND rec.published = 1`,
      ),
    ]);
    // The takes are deleted outright, not quarantined: the replay just read back whole holds
    // everything they recorded.
    await bucket.delete(rows.map((row) => row.objectKey));
    await db.delete(webinarRecordingTakes).where(eq(webinarRecordingTakes.recordingId, id));
    return true;
  } catch (error) {
    await output?.abort().catch(() => undefined);
    console.error(JSON.stringify({ event: 'webinar_recording_failed', webinarId, error: String(error) }));
    await db
      .update(webinarRecordings)
      .set({ status: 'failed', failure: String(error).slice(0, 300), leaseUntil: null })
      .where(eq(webinarRecordings.id, id));
    return false;
  }
}
