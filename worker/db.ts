import { drizzle } from 'drizzle-orm/d1';
import * as schema from '../db/schema';
import type { Db } from './env';

// Building a drizzle client walks the whole schema (its relational config); the binding
// lives as long as the isolate, so each binding gets its client once.
const clients = new WeakMap<D1Database, Db>();

export function createDb(d1: D1Database): Db {
  const found = clients.get(d1);
  if (found) return found;
  const db = drizzle(d1, { schema });
  clients.set(d1, db);
  return db;
}
