import { type SQLWrapper, sql } from 'drizzle-orm';

// `column IN (ids)` with the ids as one JSON parameter: D1 binds at most 100 values a
// statement, and a list of ids can be longer.
export const inIds = (column: SQLWrapper, ids: readonly number[]) =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
