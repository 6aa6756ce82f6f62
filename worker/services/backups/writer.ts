import {
  type Manifest,
  type ManifestPage,
  type ManifestTable,
  MANIFEST_FORMAT,
  backupPrefix,
  manifestKey,
  tableFileKey,
} from './manifest.ts';
import { type HashState, hashDigest, hashUpdate, newHashState } from './sha256.ts';
import { gzip, listTables, migrationsOf, readPage } from './tables.ts';

// Writes a backup a page at a time: each page is up to `limit` rows of one table, in key
// order, made into NDJSON, hashed and squeezed as a gzip member onto the table's file. What
// is done lives in `backups.progress`, so a tick that runs out of time stops after any page
// and the next takes up from there. A file is sent to R2 in one put when it is small, else
// as a multipart upload whose parts are all PART_BYTES but the last (R2 wants them equal);
// bytes not yet a whole part wait between ticks in a `.pending` object beside it.

export const PART_BYTES = 5 * 1024 * 1024;
// A page's uncompressed size aimed at: the next page's row count follows the last one's
// bytes, so tables of long rows (mail bodies) page in fewer rows and none holds much memory.
const PAGE_BYTES = 2 * 1024 * 1024;
export const MAX_PAGE_ROWS = 1000;
const FIRST_PAGE_ROWS = 100;

export type TableCursor = {
  after: unknown[] | null;
  limit: number;
  rows: number;
  lines: HashState;
  file: HashState;
  size: number;
  pages: ManifestPage[];
  uploadId: string | null;
  parts: R2UploadedPart[];
  // Set once a tick has left compressed bytes in the `.pending` object.
  pending: boolean;
};

export type BackupProgress = {
  migrations: Manifest['migrations'];
  // Tables in restore order; written from the last (children before the rows they point at,
  // so a row added while the backup runs rarely finds its parent missing from the copy).
  order: string[];
  written: number;
  table: TableCursor | null;
  done: ManifestTable[];
};

// `pages` stops after so many pages (the tests' way of ending a tick mid-table).
export type WriterLimits = { deadline: number; pages?: number; maxRows?: number; partBytes?: number };

const newCursor = (): TableCursor => ({
  after: null,
  limit: FIRST_PAGE_ROWS,
  rows: 0,
  lines: newHashState(),
  file: newHashState(),
  size: 0,
  pages: [],
  uploadId: null,
  parts: [],
  pending: false,
});

export async function startProgress(source: D1Database): Promise<BackupProgress> {
  const [tables, migrations] = await Promise.all([listTables(source), migrationsOf(source)]);
  return { migrations, order: tables.map((table) => table.name), written: 0, table: null, done: [] };
}

const pendingKey = (id: number, table: string) => `${tableFileKey(id, table)}.pending`;

function join(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

const encoder = new TextEncoder();

// Pages until the deadline or the last table; answers the progress to keep.
export async function writeBackupPages(
  source: D1Database,
  bucket: R2Bucket,
  id: number,
  start: BackupProgress,
  limits: WriterLimits,
): Promise<BackupProgress> {
  const progress: BackupProgress = structuredClone(start);
  const tables = new Map((await listTables(source)).map((table) => [table.name, table]));
  const partBytes = limits.partBytes ?? PART_BYTES;
  const maxRows = limits.maxRows ?? MAX_PAGE_ROWS;
  let buffer: Uint8Array | null = null;
  for (let pages = 0; progress.written < progress.order.length && Date.now() < limits.deadline; pages++) {
    if (pages === limits.pages) break;
    const name = progress.order[progress.order.length - 1 - progress.written] as string;
    const table = tables.get(name);
    if (!table) throw new Error(`The table ${name} is gone: the schema changed while the backup ran`);
    const cursor = progress.table ?? newCursor();
    const key = tableFileKey(id, name);
    if (buffer === null) {
      const pending = cursor.pending ? await bucket.get(pendingKey(id, name)) : null;
      buffer = pending ? new Uint8Array(await pending.arrayBuffer()) : new Uint8Array();
    }
    const page = await readPage(source, table, cursor.after, Math.min(cursor.limit, maxRows));
    const last = page.lines.length < Math.min(cursor.limit, maxRows);
    // An empty table still gets a file, one member of nothing, which gzip reads as empty.
    if (page.lines.length > 0 || cursor.size === 0) {
      const raw = encoder.encode(page.lines.map((line) => `${line}\n`).join(''));
      const member = await gzip(raw);
      cursor.lines = hashUpdate(cursor.lines, raw);
      cursor.file = hashUpdate(cursor.file, member);
      cursor.pages.push({ offset: cursor.size, bytes: member.length, rows: page.lines.length });
      cursor.size += member.length;
      cursor.rows += page.lines.length;
      cursor.after = page.last ?? cursor.after;
      cursor.limit = Math.max(1, Math.min(maxRows, Math.round((cursor.limit * PAGE_BYTES) / Math.max(raw.length, 1))));
      buffer = join(buffer, member);
    }
    while (buffer.length >= partBytes) {
      const upload = cursor.uploadId
        ? bucket.resumeMultipartUpload(key, cursor.uploadId)
        : await bucket.createMultipartUpload(key, { httpMetadata: { contentType: 'application/gzip' } });
      cursor.uploadId = upload.uploadId;
      cursor.parts.push(await upload.uploadPart(cursor.parts.length + 1, buffer.slice(0, partBytes)));
      buffer = buffer.slice(partBytes);
    }
    if (last) {
      const sha256 = hashDigest(cursor.file);
      if (cursor.uploadId === null) {
        await bucket.put(key, buffer, { sha256, httpMetadata: { contentType: 'application/gzip' } });
      } else {
        const upload = bucket.resumeMultipartUpload(key, cursor.uploadId);
        if (buffer.length > 0) cursor.parts.push(await upload.uploadPart(cursor.parts.length + 1, buffer));
        await upload.complete(cursor.parts);
      }
      if (cursor.pending) await bucket.delete(pendingKey(id, name));
      progress.done.push({
        ...table,
        file: `${name}.ndjson.gz`,
        rows: cursor.rows,
        bytes: cursor.size,
        sha256,
        contentSha256: hashDigest(cursor.lines),
        pages: cursor.pages,
      });
      progress.written++;
      progress.table = null;
      buffer = null;
    } else {
      progress.table = cursor;
    }
  }
  if (progress.table && buffer !== null) {
    const name = progress.order[progress.order.length - 1 - progress.written] as string;
    await bucket.put(pendingKey(id, name), buffer);
    progress.table.pending = true;
  }
  return progress;
}

const hex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

// The manifest, written once every table's file is: its hash is kept on the backup's row,
// so a restore knows the manifest it reads is the one written.
export async function writeManifest(
  bucket: R2Bucket,
  id: number,
  progress: BackupProgress,
  startedAt: Date,
  finishedAt: Date,
): Promise<{ manifest: Manifest; sha256: string; bytes: number }> {
  const byName = new Map(progress.done.map((table) => [table.name, table]));
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    backupId: id,
    migration: progress.migrations.at(-1)?.name ?? null,
    migrations: progress.migrations,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    tables: progress.order.map((name) => byName.get(name) as ManifestTable),
  };
  const bytes = encoder.encode(JSON.stringify(manifest, null, 2));
  const sha256 = hex(await crypto.subtle.digest('SHA-256', bytes));
  await bucket.put(manifestKey(id), bytes, { sha256, httpMetadata: { contentType: 'application/json' } });
  return { manifest, sha256, bytes: bytes.length };
}

// Every file of a backup gone from R2, an unfinished multipart upload given up.
export async function deleteBackupFiles(bucket: R2Bucket, id: number, progress: BackupProgress | null): Promise<void> {
  const uploadId = progress?.table?.uploadId;
  if (uploadId) {
    const name = progress.order[progress.order.length - 1 - progress.written] as string;
    await bucket.resumeMultipartUpload(tableFileKey(id, name), uploadId).abort();
  }
  for (let listed = await bucket.list({ prefix: backupPrefix(id) }); ; ) {
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key));
    if (!listed.truncated) break;
    listed = await bucket.list({ prefix: backupPrefix(id), cursor: listed.cursor });
  }
}
