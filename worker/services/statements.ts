import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from '../env';

// Writes that must land together, some of them raw SQL (an INSERT … SELECT that computes its
// amounts from the rows as they stand), run as one D1 batch: one transaction, all or nothing.
// Drizzle's own batch takes only its query builders, so both kinds become D1 statements here.
const dialect = new SQLiteAsyncDialect();

type Query = SQL | { toSQL(): { sql: string; params: unknown[] } };

export type Statement = D1PreparedStatement;

export function statement(db: Db, query: Query): Statement {
  const { sql, params } = 'toSQL' in query ? query.toSQL() : dialect.sqlToQuery(query);
  return db.$client.prepare(sql).bind(...params);
}

export const runBatch = (db: Db, statements: Statement[]) => db.$client.batch(statements);
