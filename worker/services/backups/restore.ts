import { type Manifest, manifestKey, tableFileKey } from './manifest.ts';
import { type HashState, hashDigest, hashUpdate, newHashState } from './sha256.ts';
import { deleteStatement, gunzip, insertStatements, listTables, readPage } from './tables.ts';

// Restores a backup into a database, one bounded step at a time, so the cron can run it
// across ticks (the restore drill) and `npm run restore` in one go:
//   empty    (when asked) every table of the target emptied, children first;
//   check    the target has every table and column the backup has, and no rows;
//   verify   every file hashed and compared with the manifest: nothing is written unless
//            every file is the one the backup wrote;
//   load     each table's pages inserted in order, parents before children;
//   compare  each table read back in key order: its rows counted and its lines hashed, and
//            both compared with the manifest's (the table's checksum: the SHA-256 of its
//            NDJSON lines, as `gzip -dc file | sha256sum` gives).
// Plain D1 and R2: the same code runs in the Worker and under Node.

export type TableReport = {
  table: string;
  expectedRows: number;
  foundRows: number;
  expectedChecksum: string;
  foundChecksum: string;
  passed: boolean;
};

export type RestorePhase = 'empty' | 'check' | 'verify' | 'load' | 'compare' | 'done';

export type RestoreProgress = {
  phase: RestorePhase;
  // Which table of the phase's list.
  table: number;
  // verify: bytes hashed of the table's file; load: pages written.
  offset: number;
  hash: HashState | null;
  after: unknown[] | null;
  rows: number;
  // empty: the target's tables, children first.
  emptying: string[] | null;
  report: TableReport[];
};

// A backup that cannot be restored as it is: the words say why; nothing more is written.
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export const startRestore = (empty: boolean): RestoreProgress => ({
  phase: empty ? 'empty' : 'check',
  table: 0,
  offset: 0,
  hash: null,
  after: null,
  rows: 0,
  emptying: null,
  report: [],
});

const VERIFY_BYTES = 8 * 1024 * 1024;
const COMPARE_ROWS = 250;

const hex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

// The manifest, refused unless it is the one the backup's row recorded.
export async function readManifest(bucket: R2Bucket, id: number, sha256: string | null): Promise<Manifest> {
  const object = await bucket.get(manifestKey(id));
  if (!object) throw new RestoreRefused(`Backup #${id} has no manifest in storage`);
  const bytes = await object.arrayBuffer();
  if (sha256 !== null && hex(await crypto.subtle.digest('SHA-256', bytes)) !== sha256) {
    throw new RestoreRefused(`The manifest of backup #${id} does not match its checksum`);
  }
  return JSON.parse(new TextDecoder().decode(bytes)) as Manifest;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

// One step of the restore; answers the progress after it.
export async function restoreStep(
  target: D1Database,
  bucket: R2Bucket,
  manifest: Manifest,
  start: RestoreProgress,
): Promise<RestoreProgress> {
  const progress: RestoreProgress = structuredClone(start);
  const entry = manifest.tables[progress.table];
  const next = (phase: RestorePhase) => Object.assign(progress, { phase, table: 0, offset: 0, hash: null, after: null, rows: 0 });
  switch (progress.phase) {
    case 'empty': {
      progress.emptying ??= (await listTables(target)).map((table) => table.name).reverse();
      const name = progress.emptying[progress.table];
      if (name === undefined) return next('check');
      await deleteStatement(target, name).run();
      progress.table++;
      return progress;
    }
    case 'check': {
      const tables = new Map((await listTables(target)).map((table) => [table.name, table]));
      for (const wanted of manifest.tables) {
        const found = tables.get(wanted.name);
        const missing = found ? wanted.columns.filter((column) => !found.columns.includes(column)) : [];
        if (!found || missing.length > 0) {
          throw new RestoreRefused(
            `The database has no ${found ? `column ${missing.join(', ')} in ${wanted.name}` : `table ${wanted.name}`}: ` +
              `migrate it to ${manifest.migration ?? 'the backup’s schema'} first`,
          );
        }
      }
      const counts = await target.batch<{ name: string }>(
        [...tables.keys()].map((name) => target.prepare(`SELECT ? AS name FROM "${name}" LIMIT 1`).bind(name)),
      );
      const filled = counts.flatMap((result) => result.results.map((row) => row.name));
      if (filled.length > 0) throw new RestoreRefused(`The database is not empty: ${filled.slice(0, 5).join(', ')} hold rows`);
      return next('verify');
    }
    case 'verify': {
      if (!entry) return next('load');
      const object = await bucket.get(tableFileKey(manifest.backupId, entry.name), {
        range: { offset: progress.offset, length: Math.min(VERIFY_BYTES, Math.max(entry.bytes - progress.offset, 1)) },
      });
      if (!object) throw new RestoreRefused(`${entry.file} is missing from storage`);
      if (object.size !== entry.bytes) throw new RestoreRefused(`${entry.file} is not the size the manifest says`);
      const bytes = new Uint8Array(await object.arrayBuffer());
      progress.hash = hashUpdate(progress.hash ?? newHashState(), bytes);
      progress.offset += bytes.length;
      if (progress.offset >= entry.bytes) {
        if (hashDigest(progress.hash) !== entry.sha256) {
          throw new RestoreRefused(`${entry.file} does not match its checksum in the manifest: nothing was restored`);
        }
        Object.assign(progress, { table: progress.table + 1, offset: 0, hash: null });
      }
      return progress;
    }
    case 'load': {
      if (!entry) return next('compare');
      const page = entry.pages[progress.offset];
      if (page) {
        const object = await bucket.get(tableFileKey(manifest.backupId, entry.name), {
          range: { offset: page.offset, length: page.bytes },
        });
        if (!object) throw new RestoreRefused(`${entry.file} is missing from storage`);
        const lines = decoder.decode(await gunzip(new Uint8Array(await object.arrayBuffer()))).split('\n');
        lines.pop();
        if (lines.length !== page.rows) throw new RestoreRefused(`${entry.file} holds a page of the wrong length`);
        // The first page empties the table first: of rows a trigger of a table restored
        // before wrote into it, or of pages written again after a step whose progress was lost.
        await target.batch([
          target.prepare('PRAGMA defer_foreign_keys = on'),
          ...(progress.offset === 0 ? [deleteStatement(target, entry.name)] : []),
          ...insertStatements(target, entry, lines),
        ]);
      }
      progress.offset++;
      if (progress.offset >= entry.pages.length) Object.assign(progress, { table: progress.table + 1, offset: 0 });
      return progress;
    }
    case 'compare': {
      if (!entry) return next('done');
      const page = await readPage(target, entry, progress.after, COMPARE_ROWS);
      progress.hash = hashUpdate(progress.hash ?? newHashState(), encoder.encode(page.lines.map((line) => `${line}\n`).join('')));
      progress.rows += page.lines.length;
      progress.after = page.last ?? progress.after;
      if (page.lines.length < COMPARE_ROWS) {
        const foundChecksum = hashDigest(progress.hash);
        progress.report.push({
          table: entry.name,
          expectedRows: entry.rows,
          foundRows: progress.rows,
          expectedChecksum: entry.contentSha256,
          foundChecksum,
          passed: progress.rows === entry.rows && foundChecksum === entry.contentSha256,
        });
        Object.assign(progress, { table: progress.table + 1, hash: null, after: null, rows: 0 });
      }
      return progress;
    }
    case 'done':
      return progress;
  }
}

// Steps until done or the deadline, keeping the progress after each (`save`).
export async function runRestore(
  target: D1Database,
  bucket: R2Bucket,
  manifest: Manifest,
  start: RestoreProgress,
  deadline: number,
  save: (progress: RestoreProgress) => Promise<void> = async () => {},
): Promise<RestoreProgress> {
  let progress = start;
  while (progress.phase !== 'done' && Date.now() < deadline) {
    progress = await restoreStep(target, bucket, manifest, progress);
    await save(progress);
  }
  return progress;
}
