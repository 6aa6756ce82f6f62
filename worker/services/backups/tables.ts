// The database's tables as a backup sees them, and their rows as NDJSON lines. Plain D1 with
// no imports but its own folder's, so `npm run restore` runs the same code under Node.

export type TableInfo = {
  name: string;
  // In the table's own order: every line names them in it.
  columns: string[];
  // What the rows are ordered and paged by: the primary key, or the rowid for a table without
  // one. The same order in the source and in a restored copy, so their checksums compare.
  key: string[];
};

// What is not ours to copy: SQLite's and Cloudflare's own tables, and the migrations' record,
// which a restore target has of its own (the manifest notes the backup's).
const SKIPPED = `name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'`;

// A trigger's writes: the tables after INSERT INTO, UPDATE, DELETE FROM in its body.
const TRIGGER_TARGET = /\b(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM)\s+[`"[]?(\w+)/gi;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

// Every user table, in the order a restore writes them: a table after those its foreign keys
// point at (each page is its own transaction, so a row's parent must already be there), and
// after the tables whose triggers write into it (notifications before notification_lines:
// the restore then replaces what the trigger wrote with the rows backed up). A cycle, which
// the schema has none of, would leave its tables in name order at the end.
export async function listTables(d1: D1Database): Promise<TableInfo[]> {
  const [columns, links, triggers] = await d1.batch<Record<string, unknown>>([
    d1.prepare(
      `SELECT m.name AS tbl, p.name AS col, p.pk AS pk FROM sqlite_master m JOIN pragma_table_info(m.name) p
       WHERE m.type = 'table' AND ${SKIPPED.replace(/name/g, 'm.name')} ORDER BY m.name, p.cid`,
    ),
    d1.prepare(
      `SELECT m.name AS tbl, f."table" AS parent FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f
       WHERE m.type = 'table' AND ${SKIPPED.replace(/name/g, 'm.name')}`,
    ),
    d1.prepare(`SELECT tbl_name AS tbl, sql FROM sqlite_master WHERE type = 'trigger'`),
  ]);
  const tables = new Map<string, TableInfo & { pk: [number, string][] }>();
  for (const row of columns?.results ?? []) {
    const name = String(row.tbl);
    const table = tables.get(name) ?? { name, columns: [], key: [], pk: [] };
    table.columns.push(String(row.col));
    if (Number(row.pk) > 0) table.pk.push([Number(row.pk), String(row.col)]);
    tables.set(name, table);
  }
  const before = new Map<string, Set<string>>([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const row of links?.results ?? []) {
    if (row.parent !== row.tbl) before.get(String(row.tbl))?.add(String(row.parent));
  }
  for (const row of triggers?.results ?? []) {
    for (const match of String(row.sql).matchAll(TRIGGER_TARGET)) {
      const target = match[1] as string;
      if (target !== row.tbl && tables.has(target)) before.get(target)?.add(String(row.tbl));
    }
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const names = [...tables.keys()].sort();
  for (let progress = true; progress; ) {
    progress = false;
    for (const name of names) {
      if (placed.has(name) || [...(before.get(name) ?? [])].some((other) => tables.has(other) && !placed.has(other))) continue;
      ordered.push(name);
      placed.add(name);
      progress = true;
    }
  }
  ordered.push(...names.filter((name) => !placed.has(name)));
  return ordered.map((name) => {
    const { pk, ...table } = tables.get(name) as TableInfo & { pk: [number, string][] };
    table.key = pk.length > 0 ? pk.sort((a, b) => a[0] - b[0]).map(([, column]) => column) : ['rowid'];
    return table;
  });
}

// A value as a line holds it: JSON's own for NULL, numbers and text; bytes as
// {"$base64": …}, which no text value can be mistaken for (text is always a JSON string).
function encodeValue(value: unknown): string {
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value) || Array.isArray(value)) {
    const bytes = Array.isArray(value)
      ? Uint8Array.from(value as number[])
      : value instanceof ArrayBuffer
        ? new Uint8Array(value)
        : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return JSON.stringify({ $base64: btoa(binary) });
  }
  return JSON.stringify(value ?? null);
}

function decodeValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && '$base64' in value) {
    return Uint8Array.from(atob(String((value as { $base64: unknown }).$base64)), (c) => c.charCodeAt(0));
  }
  return value;
}

// One row, one line: an object whose keys are the columns in the table's order.
export const encodeLine = (columns: string[], values: unknown[]) =>
  `{${columns.map((column, i) => `${JSON.stringify(column)}:${encodeValue(values[i])}`).join(',')}}`;

export type Page = { lines: string[]; last: unknown[] | null };

// The next `limit` rows after the key `after` (null: from the first), in key order.
export async function readPage(d1: D1Database, table: TableInfo, after: unknown[] | null, limit: number): Promise<Page> {
  const keys = table.key.map(quote);
  const where = after === null ? '' : `WHERE (${keys.join(', ')}) > (${keys.map(() => '?').join(', ')})`;
  const rows = await d1
    .prepare(
      `SELECT ${[...keys, ...table.columns.map(quote)].join(', ')} FROM ${quote(table.name)} ${where} ORDER BY ${keys.join(', ')} LIMIT ?`,
    )
    .bind(...(after ?? []), limit)
    .raw();
  const lines = rows.map((row) => encodeLine(table.columns, row.slice(keys.length)));
  const last = rows.at(-1)?.slice(0, keys.length) ?? null;
  return { lines, last };
}

// D1 binds at most 100 values to one statement.
const MAX_BOUND = 100;

// The statements that insert these lines, several rows each; a row already there (a page
// written again after a tick that ended before its progress was saved) is left as it is.
export function insertStatements(d1: D1Database, table: TableInfo, lines: string[]): D1PreparedStatement[] {
  const perStatement = Math.max(1, Math.floor(MAX_BOUND / table.columns.length));
  const columns = table.columns.map(quote).join(', ');
  const tuple = `(${table.columns.map(() => '?').join(', ')})`;
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < lines.length; start += perStatement) {
    const chunk = lines.slice(start, start + perStatement).map((line) => JSON.parse(line) as Record<string, unknown>);
    const values = chunk.flatMap((row) => table.columns.map((column) => decodeValue(row[column] ?? null)));
    statements.push(
      d1
        .prepare(
          `INSERT INTO ${quote(table.name)} (${columns}) VALUES ${chunk.map(() => tuple).join(', ')} ON CONFLICT DO NOTHING`,
        )
        .bind(...values),
    );
  }
  return statements;
}

export const deleteStatement = (d1: D1Database, table: string) => d1.prepare(`DELETE FROM ${quote(table)}`);

// The migration a database is at (the last applied), or null without the migrations' table.
export async function migrationsOf(d1: D1Database): Promise<{ id: number; name: string; applied_at: string }[]> {
  try {
    const { results } = await d1
      .prepare('SELECT id, name, applied_at FROM d1_migrations ORDER BY id')
      .all<{ id: number; name: string; applied_at: string }>();
    return results;
  } catch (error) {
    if (/no such table/.test(String(error))) return [];
    throw error;
  }
}

// Bytes squeezed as one gzip member; members written one after another make one valid gzip
// file (RFC 1952 §2.2), which `gzip -dc` reads whole and a restore reads a member at a time.
export async function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = (new Response(bytes).body as ReadableStream<Uint8Array>).pipeThrough(new CompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = (new Response(bytes).body as ReadableStream<Uint8Array>).pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
