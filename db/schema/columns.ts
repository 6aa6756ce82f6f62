import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

// Set by SQLite itself, in milliseconds like every other time column, so rows inserted
// without it (raw SQL included) still get one.
export const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
