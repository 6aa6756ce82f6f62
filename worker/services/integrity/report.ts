import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { challenges, integrityFindings, integrityScans, storedObjects, submissions, users } from '../../../db/schema';
import {
  DAMAGE_PROBLEMS,
  type FileIntegrity,
  type FindingsPage,
  type IntegrityFinding,
  type IntegrityScanView,
  type OrphansPage,
} from '../../contract/admin-integrity';
import { uploadUrl } from '../../contract/files';
import { csvText } from '../../domain/csv';
import type { Db } from '../../env';
import { SCAN_EVERY_MS } from './scan';

// What /admin/file-integrity and /admin/orphaned-uploads show of the scans and their findings.

const SCANS_SHOWN = 10;
const PAGE = 50;
// The CSV is read in slices of this many findings, so a scan that found many stays in bounds.
const CSV_SLICE = 2000;
const SERVED_PREFIXES = ['photos/', 'variants/', 'avatars/'];

type ScanRow = typeof integrityScans.$inferSelect;
type FindingRow = typeof integrityFindings.$inferSelect;

const orphanCounts = (db: Db, scanIds: number[]) =>
  db
    .select({ scanId: integrityFindings.scanId, n: count() })
    .from(integrityFindings)
    .where(and(inArray(integrityFindings.scanId, scanIds), eq(integrityFindings.problem, 'orphan')))
    .groupBy(integrityFindings.scanId);

export async function scanViews(db: Db, rows: ScanRow[]): Promise<IntegrityScanView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = rows.map((r) => r.byUserId).filter((id) => id !== null);
  const [orphans, admins] = await Promise.all([
    orphanCounts(db, ids),
    userIds.length > 0 ? db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, userIds)) : [],
  ]);
  const orphansOf = new Map(orphans.map((o) => [o.scanId, o.n]));
  const nameOf = new Map(admins.map((a) => [a.id, a.username]));
  return rows.map((r) => ({
    id: r.id,
    trigger: r.trigger,
    status: r.status,
    by: r.byUserId === null ? null : (nameOf.get(r.byUserId) ?? null),
    checked: r.checked,
    missing: r.missing,
    damaged: r.damaged,
    orphans: orphansOf.get(r.id) ?? 0,
    error: r.error,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  }));
}

export async function fileIntegrity(db: Db): Promise<FileIntegrity> {
  const rows = await db.select().from(integrityScans).orderBy(desc(integrityScans.startedAt)).limit(SCANS_SHOWN);
  const scans = await scanViews(db, rows);
  const latest = rows[0];
  // None yet: the cron's next tick starts the first.
  const nextScanAt =
    latest && latest.status !== 'running' ? new Date(latest.startedAt.getTime() + SCAN_EVERY_MS).toISOString() : null;
  return { scans, nextScanAt };
}

async function latestFinished(db: Db): Promise<ScanRow | null> {
  const [row] = await db
    .select()
    .from(integrityScans)
    .where(eq(integrityScans.status, 'done'))
    .orderBy(desc(integrityScans.startedAt))
    .limit(1);
  return row ?? null;
}

// An entry's photo is `photos/{filename}`, its copies `variants/{size}/{filename}.webp`.
function photoFilename(key: string): string | null {
  if (key.startsWith('photos/')) return key.slice('photos/'.length);
  const variant = key.match(/^variants\/[^/]+\/(.+)\.webp$/);
  return variant?.[1] ?? null;
}

// Each finding with its member and the entry it is the photo of.
async function findingViews(db: Db, rows: FindingRow[]): Promise<IntegrityFinding[]> {
  const filenames = [...new Set(rows.map((r) => photoFilename(r.key)).filter((f) => f !== null))];
  const entries =
    filenames.length > 0
      ? await db
          .select({
            id: submissions.id,
            title: submissions.title,
            filename: submissions.filename,
            userId: submissions.userId,
            challengeId: submissions.challengeId,
            challengeTitle: challenges.title,
          })
          .from(submissions)
          .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
          .where(inArray(submissions.filename, filenames))
      : [];
  const entryOf = new Map(entries.map((e) => [e.filename, e]));
  const memberIds = [...new Set([...rows.map((r) => r.userId), ...entries.map((e) => e.userId)].filter((id) => id !== null))];
  const members =
    memberIds.length > 0
      ? await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, memberIds))
      : [];
  const memberOf = new Map(members.map((m) => [m.id, m]));
  return rows.map((r) => {
    const filename = photoFilename(r.key);
    const entry = filename === null ? undefined : entryOf.get(filename);
    const memberId = r.userId ?? entry?.userId ?? null;
    return {
      id: r.id,
      key: r.key,
      kind: r.kind,
      problem: r.problem as IntegrityFinding['problem'],
      expected: r.expected,
      found: r.found,
      member: memberId === null ? null : (memberOf.get(memberId) ?? null),
      entry: entry
        ? { id: entry.id, title: entry.title, challengeId: entry.challengeId, challengeTitle: entry.challengeTitle }
        : null,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
    };
  });
}

const damageOf = (scanId: number, after: number, only?: 'missing') =>
  and(
    eq(integrityFindings.scanId, scanId),
    gt(integrityFindings.id, after),
    only ? eq(integrityFindings.problem, only) : inArray(integrityFindings.problem, [...DAMAGE_PROBLEMS]),
    only ? isNull(integrityFindings.resolvedAt) : undefined,
  );

// The latest finished scan's missing and changed files, by id; `missingOnly` the rows whose
// file is missing and not brought back yet (/admin/orphaned-uploads' other list).
export async function findingsPage(db: Db, after = 0, missingOnly = false): Promise<FindingsPage> {
  const scan = await latestFinished(db);
  if (!scan) return { scan: null, findings: [], nextCursor: null };
  const rows = await db
    .select()
    .from(integrityFindings)
    .where(damageOf(scan.id, after, missingOnly ? 'missing' : undefined))
    .orderBy(asc(integrityFindings.id))
    .limit(PAGE + 1);
  const [view] = await scanViews(db, [scan]);
  const findings = await findingViews(db, rows.slice(0, PAGE));
  return { scan: view ?? null, findings, nextCursor: rows.length > PAGE ? (findings.at(-1)?.id ?? null) : null };
}

const PROBLEM_WORDS: Record<IntegrityFinding['problem'], string> = {
  missing: 'Missing',
  size: 'Size differs',
  hash: 'Contents differ',
};

// Every finding of the latest finished scan, for a spreadsheet.
export async function findingsCsv(db: Db): Promise<string> {
  const scan = await latestFinished(db);
  const rows: (string | number)[][] = [
    ['File', 'Kind', 'Problem', 'Expected', 'Found', 'Member', 'Entry id', 'Entry', 'Challenge', 'Brought back'],
  ];
  for (let after = 0; scan; ) {
    const slice = await db
      .select()
      .from(integrityFindings)
      .where(damageOf(scan.id, after))
      .orderBy(asc(integrityFindings.id))
      .limit(CSV_SLICE);
    for (const f of await findingViews(db, slice)) {
      rows.push([
        f.key,
        f.kind,
        PROBLEM_WORDS[f.problem],
        f.expected ?? '',
        f.found ?? '',
        f.member?.username ?? '',
        f.entry?.id ?? '',
        f.entry?.title ?? '',
        f.entry?.challengeTitle ?? '',
        f.resolvedAt ?? '',
      ]);
    }
    const last = slice.at(-1);
    if (slice.length < CSV_SLICE || !last) break;
    after = last.id;
  }
  return csvText(rows);
}

// The latest finished scan's orphans not yet moved, and still without a row (one recorded
// since is no orphan).
export async function orphansPage(db: Db, after = 0): Promise<OrphansPage> {
  const scan = await latestFinished(db);
  if (!scan) return { scan: null, orphans: [], nextCursor: null };
  const rows = await db
    .select({ finding: integrityFindings })
    .from(integrityFindings)
    .leftJoin(storedObjects, eq(storedObjects.key, integrityFindings.key))
    .where(
      and(
        eq(integrityFindings.scanId, scan.id),
        eq(integrityFindings.problem, 'orphan'),
        isNull(integrityFindings.resolvedAt),
        gt(integrityFindings.id, after),
        isNull(storedObjects.key),
      ),
    )
    .orderBy(asc(integrityFindings.id))
    .limit(PAGE + 1);
  const [view] = await scanViews(db, [scan]);
  const orphans = rows.slice(0, PAGE).map(({ finding: f }) => ({
    id: f.id,
    key: f.key,
    kind: f.kind,
    size: Number(f.found ?? 0),
    previewUrl: SERVED_PREFIXES.some((prefix) => f.key.startsWith(prefix)) ? uploadUrl(f.key) : null,
    foundAt: f.createdAt.toISOString(),
  }));
  return { scan: view ?? null, orphans, nextCursor: rows.length > PAGE ? (orphans.at(-1)?.id ?? null) : null };
}
