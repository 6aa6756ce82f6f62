import type { TableInfo } from './tables.ts';

// What a backup holds, written last as `backups/{id}/manifest.json`: a backup without its
// manifest is not finished. docs/rules.md "Backups and restore".
export const MANIFEST_FORMAT = 1;

// One gzip member of a table's file: where it starts, its length, how many lines it holds.
// A restore reads one member at a time (a ranged read), so it pages as the backup did.
export type ManifestPage = { offset: number; bytes: number; rows: number };

export type ManifestTable = TableInfo & {
  file: string;
  rows: number;
  // Of the file as stored (`sha256sum users.ndjson.gz`).
  bytes: number;
  sha256: string;
  // Of its lines, uncompressed (`gzip -dc users.ndjson.gz | sha256sum`): the table's checksum,
  // which a restored copy read back in key order must give again.
  contentSha256: string;
  pages: ManifestPage[];
};

export type Manifest = {
  format: number;
  backupId: number;
  // The last migration applied when it was taken, and every applied one (d1_migrations is
  // recorded, not restored: the target has its own).
  migration: string | null;
  migrations: { id: number; name: string; applied_at: string }[];
  startedAt: string;
  finishedAt: string;
  // In the order a restore writes them (tables.ts listTables).
  tables: ManifestTable[];
};

export const backupPrefix = (id: number) => `backups/${id}/`;
export const manifestKey = (id: number) => `${backupPrefix(id)}manifest.json`;
export const tableFileKey = (id: number, table: string) => `${backupPrefix(id)}${table}.ndjson.gz`;
