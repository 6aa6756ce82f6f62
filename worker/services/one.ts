// The one row a write's `returning()` (or a lookup known to match) gives back. Its absence
// is a fault of ours, never the caller's: a plain Error, answered as a 500 with a request id.
export function one<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, found none`);
  return row;
}
