import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type IntegrityProblem, integrityFindings, integrityScans, type ObjectKind, storedObjects } from '../../../db/schema';
import { chunks } from '../../domain/chunks';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditIfChanged } from '../audit-log';
import { registerReferenced } from '../storage/backfill';
import { hex, sha256OfStream } from '../storage/stored-objects';

// The integrity scan: every file the site recorded (stored_objects) compared with what R2
// holds, and every file R2 holds that no row points at. docs/rules.md "File integrity and
// orphans". It walks the keys in order, the bucket's listing and the rows side by side, a
// page at a time, and keeps the last key it decided in `integrity_scans.cursor`: the cron
// carries it on each tick within a budget, and a scan stopped anywhere picks up where it was.

// The cron job's name, and its lease's: 'Scan now' takes the same lease for its first pages.
export const INTEGRITY_JOB = 'integrityScan';

const DAY_MS = 86_400_000;
// A new full pass starts by itself a week after the last one started.
export const SCAN_EVERY_MS = 7 * DAY_MS;
// A scan still running a week on has stalled (its pages keep failing): it is closed as failed,
// so the next one can start.
const STALLED_AFTER_MS = 7 * DAY_MS;
// A file younger than this may be an upload whose row is not written yet: never an orphan.
export const ORPHAN_AFTER_MS = DAY_MS;
// The site's own copies, which no stored_objects row describes.
export const NOT_ORPHANS = ['quarantine/', 'backups/'];

// Keys per page: one listing of the bucket (a class A operation per page) and one read of rows.
const PAGE_KEYS = 500;
// A finding binds 7 values and D1 binds at most 100 to a statement.
const FINDINGS_PER_STATEMENT = 14;

// What one tick may spend: wall time (other jobs wait for it) and bytes read to hash files R2
// holds no matching checksum for. A file is read whole once started, so one large file may go
// over the bytes; the first file of a page is always read, so the scan never stalls on it.
export type ScanBudget = { until: number; bytesLeft: number };
export const tickBudget = (ms = 15_000, bytes = 256 * 1024 * 1024): ScanBudget => ({
  until: Date.now() + ms,
  bytesLeft: bytes,
});

export type IntegrityScan = typeof integrityScans.$inferSelect;

type Finding = {
  key: string;
  kind: ObjectKind;
  userId: number | null;
  problem: IntegrityProblem;
  expected: string | null;
  found: string | null;
};

const KIND_BY_PREFIX: [string, ObjectKind][] = [
  ['photos/', 'photo'],
  ['variants/', 'variant'],
  ['avatars/', 'avatar'],
  ['recordings/', 'recording'],
  ['masters/', 'print_master'],
];

// An orphan has no row to say what it is: its key's first folder does.
export const kindOfKey = (key: string): ObjectKind => KIND_BY_PREFIX.find(([prefix]) => key.startsWith(prefix))?.[1] ?? 'other';

export const runningScan = async (db: Db): Promise<IntegrityScan | null> =>
  (await db.select().from(integrityScans).where(eq(integrityScans.status, 'running')))[0] ?? null;

// One statement: the unique index on running scans lets at most one in, whoever asks at once.
const insertScan = (db: Db, trigger: IntegrityScan['trigger'], byUserId: number | null, now: Date) =>
  db.insert(integrityScans).values({ trigger, byUserId, startedAt: now }).onConflictDoNothing().returning();

// 'Scan now': the scan and its audit row in one batch, the row only if the scan began.
export async function startScanNow(db: Db, audit: AuditRecord, now: Date): Promise<IntegrityScan> {
  const [[scan]] = await db.batch([insertScan(db, 'manual', audit.admin.id, now), auditIfChanged(db, audit)]);
  if (!scan)
    throw new ApiError('CONFLICT', 'A scan is running now. Its progress shows here; start another once it has finished.');
  return scan;
}

// A scan as it stands now (after 'Scan now' checked its first pages).
export const scanById = async (db: Db, id: number): Promise<IntegrityScan | null> =>
  (await db.query.integrityScans.findFirst({ where: eq(integrityScans.id, id) })) ?? null;

// The scan to carry on: the running one, else a new scheduled one when the last began a week
// ago. A stalled scan is closed first.
async function scanToRun(db: Db, now: Date): Promise<IntegrityScan | null> {
  const running = await runningScan(db);
  if (running && running.startedAt.getTime() > now.getTime() - STALLED_AFTER_MS) return running;
  if (running) {
    await db
      .update(integrityScans)
      .set({ status: 'failed', finishedAt: now, error: `Did not finish within 7 days. ${running.error ?? ''}`.trim() })
      .where(and(eq(integrityScans.id, running.id), eq(integrityScans.status, 'running')));
  }
  const [last] = await db.select().from(integrityScans).orderBy(desc(integrityScans.startedAt)).limit(1);
  if (last && last.startedAt.getTime() > now.getTime() - SCAN_EVERY_MS) return null;
  const [started] = await insertScan(db, 'scheduled', null, now);
  return started ?? runningScan(db);
}

// The SHA-256 R2 keeps for an object put with one, as hex; none for older puts and multipart.
const r2Sha256 = (object: R2Object): string | null => {
  const digest = object.checksums.sha256;
  return digest ? hex(digest) : null;
};

type Row = typeof storedObjects.$inferSelect;

type Decided = { finding: Finding | null; whole: boolean };

// A multipart upload under way has its parts' hashes recorded and no object yet.
const uploading = (row: Row) => row.size === null && row.sha256 === null && (row.partSha256?.length ?? 0) > 0;

// A recorded file against R2's: its size, then its hash (R2's own checksum when it has the
// recorded one, else the bytes read and hashed). Null when it must be read and the tick's bytes
// are spent, unless it is the page's first file.
async function checkRecorded(
  bucket: R2Bucket,
  row: Row,
  listed: R2Object,
  budget: ScanBudget,
  first: boolean,
): Promise<Decided | null> {
  const base = { key: row.key, kind: row.kind, userId: row.userId };
  if (row.size !== null && row.size !== listed.size) {
    return { finding: { ...base, problem: 'size', expected: String(row.size), found: String(listed.size) }, whole: false };
  }
  if (!row.sha256) return { finding: null, whole: true };
  const listedSha = r2Sha256(listed);
  if (listedSha === row.sha256) return { finding: null, whole: true };
  const head = listedSha === null ? await bucket.head(row.key) : listed;
  if (head && r2Sha256(head) === row.sha256) return { finding: null, whole: true };
  if (!first && listed.size > budget.bytesLeft) return null;
  const body = await bucket.get(row.key);
  if (!body) return { finding: { ...base, problem: 'missing', expected: row.sha256, found: null }, whole: false };
  budget.bytesLeft -= body.size;
  const { sha256 } = await sha256OfStream(body.body);
  if (sha256 === row.sha256) return { finding: null, whole: true };
  return { finding: { ...base, problem: 'hash', expected: row.sha256, found: sha256 }, whole: false };
}

export type PageOutcome = { scanId: number; checked: number; findings: number; done: boolean };

// One page of the running scan: the next keys after its cursor in the bucket and in the rows,
// side by side. A row no object answers is missing (unless written after the listing, left
// for the next pass, as is a multipart upload under way); an object no row answers, older than
// a day and outside the site's own copies, is an orphan. The findings, the rows found whole
// and the cursor are one batch; the cursor moves only from where this page began, so of two
// runs of the same page only one counts it, and their findings are the same rows (unique by
// scan and key).
export async function scanPage(
  db: Db,
  bucket: R2Bucket,
  now: Date,
  budget: ScanBudget,
  listOrphans = true,
): Promise<PageOutcome | null> {
  const scan = await runningScan(db);
  if (!scan) return null;
  const after = scan.cursor ?? '';
  const listedAt = Date.now();
  const listing = await bucket.list({ limit: PAGE_KEYS, ...(after ? { startAfter: after } : {}) });
  const listingEnd = listing.truncated ? listing.objects.at(-1)?.key : undefined;
  const rows = await db
    .select()
    .from(storedObjects)
    .where(and(gt(storedObjects.key, after), listingEnd === undefined ? undefined : lte(storedObjects.key, listingEnd)))
    .orderBy(asc(storedObjects.key))
    .limit(PAGE_KEYS);
  // The page ends where the shorter side ends; nothing past it is decided yet.
  const rowsEnd = rows.length === PAGE_KEYS ? rows.at(-1)?.key : undefined;
  const end = [listingEnd, rowsEnd].filter((key) => key !== undefined).sort()[0];
  const objects = new Map(listing.objects.filter((o) => end === undefined || o.key <= end).map((o) => [o.key, o]));
  const recorded = new Map(rows.filter((r) => end === undefined || r.key <= end).map((r) => [r.key, r]));
  const keys = [...new Set([...objects.keys(), ...recorded.keys()])].sort();

  const findings: Finding[] = [];
  const whole: string[] = [];
  let cursor = scan.cursor;
  let checked = 0;
  let stopped = false;
  for (const key of keys) {
    // Past the tick's time, the page ends at the last key decided.
    if (cursor !== scan.cursor && Date.now() > budget.until) {
      stopped = true;
      break;
    }
    const row = recorded.get(key);
    const object = objects.get(key);
    if (row && object) {
      const decided = await checkRecorded(bucket, row, object, budget, cursor === scan.cursor);
      if (!decided) {
        stopped = true;
        break;
      }
      if (decided.finding) findings.push(decided.finding);
      if (decided.whole) whole.push(key);
      checked++;
    } else if (row) {
      if (row.createdAt.getTime() < listedAt && !uploading(row)) {
        findings.push({ key, kind: row.kind, userId: row.userId, problem: 'missing', expected: row.sha256, found: null });
        checked++;
      }
    } else if (
      object &&
      listOrphans &&
      !NOT_ORPHANS.some((prefix) => key.startsWith(prefix)) &&
      object.uploaded.getTime() < now.getTime() - ORPHAN_AFTER_MS
    ) {
      findings.push({ key, kind: kindOfKey(key), userId: null, problem: 'orphan', expected: null, found: String(object.size) });
    }
    cursor = key;
  }
  const done = !stopped && end === undefined;

  const moved = and(
    eq(integrityScans.id, scan.id),
    eq(integrityScans.status, 'running'),
    scan.cursor === null ? isNull(integrityScans.cursor) : eq(integrityScans.cursor, scan.cursor),
  );
  const count = (problems: IntegrityProblem[]) =>
    sql`(SELECT count(*) FROM ${integrityFindings} WHERE ${integrityFindings.scanId} = ${scan.id} AND ${inArray(integrityFindings.problem, problems)})`;
  const writes: BatchItem<'sqlite'>[] = [];
  for (const some of chunks(findings, FINDINGS_PER_STATEMENT)) {
    writes.push(
      db
        .insert(integrityFindings)
        .values(some.map((f) => ({ ...f, scanId: scan.id })))
        .onConflictDoNothing(),
    );
  }
  // A page's keys as one JSON value: up to 500 of them would be over D1's 100 bound values.
  if (whole.length > 0) {
    writes.push(
      db
        .update(storedObjects)
        .set({ checkedAt: now })
        .where(sql`${storedObjects.key} IN (SELECT value FROM json_each(${JSON.stringify(whole)}))`),
    );
  }
  // Last, so its counts include this page's findings.
  const advance = db
    .update(integrityScans)
    .set({
      cursor,
      checked: sql`${integrityScans.checked} + ${checked}`,
      missing: count(['missing']),
      damaged: count(['size', 'hash']),
      ...(done ? { status: 'done' as const, finishedAt: now } : {}),
    })
    .where(moved)
    .returning({ id: integrityScans.id });
  writes.push(advance);
  const results = await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  const counted = (results.at(-1) as { id: number }[]).length > 0;
  return { scanId: scan.id, checked: counted ? checked : 0, findings: counted ? findings.length : 0, done };
}

export type TickOutcome = { scanId: number; checked: number; findings: number; done: boolean } | { next: string };

// The cron's part (and 'Scan now''s first): pages of the scan to run, while the budget
// lasts. A page that fails leaves its error on the scan, which tries again on the next tick.
export async function integrityTick(db: Db, bucket: R2Bucket, now: Date, budget = tickBudget()): Promise<TickOutcome> {
  const scan = await scanToRun(db, now);
  if (!scan) {
    const [last] = await db.select().from(integrityScans).orderBy(desc(integrityScans.startedAt)).limit(1);
    return { next: new Date((last?.startedAt.getTime() ?? now.getTime()) + SCAN_EVERY_MS).toISOString() };
  }
  const total = { scanId: scan.id, checked: 0, findings: 0, done: false };
  try {
    // Until the back-fill has given every file a row points at a stored_objects row of its own,
    // a file without one may still be in use: no orphans are listed then. Asking it to register
    // one more file is how to know (and is its own work, done a little sooner); a back-fill
    // that fails answers no, the safe side.
    const listOrphans = await registerReferenced(db, bucket, 1).then(
      (registered) => registered === 0,
      () => false,
    );
    while (Date.now() < budget.until && budget.bytesLeft > 0 && !total.done) {
      const page = await scanPage(db, bucket, now, budget, listOrphans);
      if (!page || page.scanId !== scan.id) break;
      total.checked += page.checked;
      total.findings += page.findings;
      total.done = page.done;
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(integrityScans)
      .set({ error: message.slice(0, 500) })
      .where(and(eq(integrityScans.id, scan.id), eq(integrityScans.status, 'running')));
    throw error;
  }
  return total;
}
