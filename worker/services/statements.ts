import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from '../env';

// Writes that must land together, some of them raw SQL (an INSERT … SELECT that computes its
// amounts from the rows as they stand), run as one D1 batch: one transaction, all or nothing.
// Drizzle's own batch takes only its query builders, so both kinds become D1 statements here.
const dialect = new SQLiteAsyncDialect();

type Query = SQL | { toSQL(): { sql: string; params: unknown[] } };

export type Statement = D1PreparedStatement;

const toQuery = (query: Query) => ('toSQL' in query ? query.toSQL() : dialect.sqlToQuery(query));

export function statement(db: Db, query: Query): Statement {
  const { sql, params } = toQuery(query);
  return db.$client.prepare(sql).bind(...params);
}

// A statement built once and bound on each call, for the writes of the hottest path (the
// payment webhook's, on every event): drizzle's builder spends more CPU on a wide INSERT
// than the Worker spends on the rest of the request. `build` names each value that varies
// with sql.placeholder; a call binds them through the columns' own encoders (a Date becomes
// its milliseconds), as the builder would.
export function reusedStatement<Values extends Record<string, unknown>>(build: (db: Db) => Query) {
  let built: { sql: string; params: unknown[] } | undefined;
  return (db: Db, values: Values): Statement => {
    built ??= toQuery(build(db));
    return db.$client.prepare(built.sql).bind(...fillPlaceholders(built.params, values));
  };
}

export const runBatch = (db: Db, statements: Statement[]) => db.$client.batch(statements);
