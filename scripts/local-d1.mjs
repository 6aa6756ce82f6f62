// Local D1 and R2 for the dev, test and bench scripts, on the state `wrangler dev` serves
// (DIR/v3 for `--persist-to DIR`, else .wrangler/state/v3).
// - Setting up (the migrations, the demo seed and its files) goes through one Miniflare, the
//   way `wrangler d1 migrations apply --local` and `wrangler r2 object put --local` do it, but
//   in one process: through wrangler each migration and each file started a runtime of its
//   own, about a minute of every server's start.
// - SQL from tests and benchmarks, which read it back synchronously, goes straight to the
//   database's SQLite file, as another process would (a running server holds the same file).
import { createHash, createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { unstable_readConfig, unstable_splitSqlQuery } from 'wrangler';
import { DEMO_PHOTOS_PER_CATEGORY, demoSeedSql } from '../db/seed/demo.ts';
import { uploadDemoPhotos, uploadDemoReplay } from './demo-photos.mjs';

const configPath = fileURLToPath(new URL('../wrangler.toml', import.meta.url));
const root = dirname(configPath);
const config = unstable_readConfig({ config: configPath });
// As wrangler reads them for local runs.
const databases = config.d1_databases.map((db) => ({
  binding: db.binding,
  id: db.preview_database_id ?? db.database_id ?? db.binding,
  migrationsDir: resolve(root, db.migrations_dir ?? 'migrations'),
  migrationsTable: db.migrations_table ?? 'd1_migrations',
}));
const photos = config.r2_buckets.find((bucket) => bucket.binding === 'PHOTOS');

const stateRoot = (persistTo) => join(persistTo ?? join(root, '.wrangler/state'), 'v3');
const quoteName = (name) => `"${name.replaceAll('"', '""')}"`;

// One Miniflare over the state's databases and photo bucket, for the length of `use`.
async function withLocalState(persistTo, use) {
  const { Miniflare, convertV4MiniflareOptions } = await import('miniflare');
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: '',
      resourcePersistencePath: stateRoot(persistTo),
      d1Databases: Object.fromEntries(databases.map(({ binding, id }) => [binding, id])),
      r2Buckets: { PHOTOS: photos.bucket_name },
      // No call-home for a `Request.cf` sample: nothing here reads one.
      cf: false,
    }),
  );
  try {
    return await use(mf);
  } finally {
    await mf.dispose();
  }
}

// Statements run as D1 runs a batch: all or none.
const runBatch = (db, sql) => db.batch(unstable_splitSqlQuery(sql).map((statement) => db.prepare(statement)));

// As `wrangler d1 migrations apply --local`, for every database: each migration not yet in the
// migrations table runs together with the row that records it.
export async function applyMigrations(persistTo) {
  await withLocalState(persistTo, async (mf) => {
    for (const { binding, migrationsDir, migrationsTable } of databases) {
      const db = await mf.getD1Database(binding);
      const table = quoteName(migrationsTable);
      await db
        .prepare(
          `CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
        )
        .run();
      const { results } = await db.prepare(`SELECT name FROM ${table}`).all();
      const applied = new Set(results.map(({ name }) => name));
      const pending = readdirSync(migrationsDir)
        .filter((name) => name.endsWith('.sql') && !applied.has(name))
        .sort();
      for (const name of pending) {
        const migration = readFileSync(join(migrationsDir, name), 'utf8');
        await runBatch(db, `${migration}\nINSERT INTO ${table} (name) VALUES ('${name.replaceAll("'", "''")}');`);
      }
    }
  });
}

// The demo data, its photos and its webinar replay, into a database with no users yet.
export async function seedIfEmpty(persistTo) {
  return withLocalState(persistTo, async (mf) => {
    const db = await mf.getD1Database('DB');
    const { n } = await db.prepare('SELECT COUNT(*) AS n FROM users').first();
    if (n > 0) return false;
    await runBatch(db, await demoSeedSql());
    const bucket = await mf.getR2Bucket('PHOTOS');
    await uploadDemoPhotos(bucket, DEMO_PHOTOS_PER_CATEGORY);
    await uploadDemoReplay(bucket);
    return true;
  });
}

// The file of the main database. Miniflare's D1 database is a Durable Object named by the
// database's id, and workerd names an object's file by its id from that name: an HMAC-SHA256 of
// the name keyed by the SHA-256 of the class's unique key (16 bytes), then 16 bytes of the same
// HMAC of those.
const DB_FILE = (() => {
  const { id } = databases.find(({ binding }) => binding === 'DB');
  const key = createHash('sha256').update('miniflare-D1DatabaseObject').digest();
  const name = createHmac('sha256', key).update(id).digest().subarray(0, 16);
  const mac = createHmac('sha256', key).update(name).digest().subarray(0, 16);
  return `d1/miniflare-D1DatabaseObject/${Buffer.concat([name, mac]).toString('hex')}.sqlite`;
})();

function databaseFile(persistTo) {
  const file = join(stateRoot(persistTo), DB_FILE);
  if (!existsSync(file)) throw new Error(`No local database at ${file}: apply the migrations first.`);
  return file;
}

// One connection per database file for the life of the process. Closing one makes SQLite
// checkpoint the write-ahead log into the file under an exclusive lock, and a running server's
// queries do not wait for a lock: they fail. A file made anew (a benchmark starts from an empty
// state) gets a new connection.
const connections = new Map();
const SQLITE_CORRUPT = 11;
function forget(persistTo) {
  const file = databaseFile(persistTo);
  connections.get(file)?.db.close();
  connections.delete(file);
}
function database(persistTo) {
  const file = databaseFile(persistTo);
  const { ino } = statSync(file);
  let open = connections.get(file);
  if (open?.ino !== ino) {
    open?.db.close();
    // It waits out the server's write lock for its own statements.
    open = { ino, db: new DatabaseSync(file, { timeout: 30_000 }) };
    // For the same reason: checkpoints stay the server's, and a commit holds the write lock
    // only while it writes (no wait for the disk: this is scratch state).
    open.db.exec('PRAGMA wal_autocheckpoint = 0; PRAGMA synchronous = OFF');
    connections.set(file, open);
  }
  return open.db;
}

// Statements that write, in one transaction.
function inTransaction(persistTo, run) {
  const db = database(persistTo);
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = run(db);
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

// The rows the first statement answers (as `wrangler d1 execute --json` gives them). One
// statement runs on its own: a read then takes no lock a server could meet.
export function query(sql, persistTo) {
  const [first, ...rest] = unstable_splitSqlQuery(sql);
  const run = (db) => {
    const rows = db.prepare(first).all();
    for (const statement of rest) db.prepare(statement).run();
    return rows.map((row) => ({ ...row }));
  };
  const attempt = () => (rest.length === 0 ? run(database(persistTo)) : inTransaction(persistTo, run));
  try {
    return attempt();
  } catch (error) {
    // Once, after a server's long cron tick, a connection kept since the data was loaded read
    // the file as malformed while the file itself checked whole: a new connection reads it.
    if (error?.errcode !== SQLITE_CORRUPT) throw error;
    forget(persistTo);
    return attempt();
  }
}

// Bulk loads (the benchmarks' data) leave their log checkpointed as far as the server's readers
// allow, as `wrangler d1 execute` did, without waiting for them.
export function executeFile(sql, persistTo) {
  inTransaction(persistTo, (db) => db.exec(sql));
  database(persistTo).exec('PRAGMA wal_checkpoint(PASSIVE)');
}

export function executeFileAt(file, persistTo) {
  executeFile(readFileSync(file, 'utf8'), persistTo);
}
