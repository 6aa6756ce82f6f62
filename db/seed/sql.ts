// Rows as SQL text, so `wrangler d1 execute --file` can load the demo data.
export type Row = Record<string, string | number | boolean | null>;

function literal(value: Row[string]): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

export function insert(table: string, rows: Row[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const values = rows.map((row) => `(${columns.map((c) => literal(row[c] ?? null)).join(', ')})`);
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n  ${values.join(',\n  ')};`;
}
