// Local D1 helpers for the dev and test scripts: apply migrations, seed an empty
// database, run SQL. All through wrangler, against the local (workerd) state.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PHOTOS_PER_CATEGORY, demoSeedSql } from '../db/seed/demo.ts';
import { uploadDemoPhotos, uploadDemoReplay } from './demo-photos.mjs';
import { wranglerRun } from './wrangler.mjs';

export function applyMigrations(persistTo) {
  wranglerRun(['d1', 'migrations', 'apply', 'DB', '--local'], persistTo);
  // The restore drill's scratch database (/admin/backup-system) has the same schema.
  wranglerRun(['d1', 'migrations', 'apply', 'DRILL_DB', '--local'], persistTo);
}

// A running dev server holds the same SQLite file, so a statement can meet its write lock
// (SQLITE_BUSY) and fail before it runs; it is then safe to run again after a pause.
const BUSY_ATTEMPTS = 8;

export function query(sql, persistTo) {
  const args = ['d1', 'execute', 'DB', '--local', '--json', '--command', sql];
  for (let attempt = 1; ; attempt++) {
    try {
      return JSON.parse(wranglerRun(args, persistTo, { captureErrors: true }))[0]?.results ?? [];
    } catch (error) {
      // With --json wrangler reports the error on stdout.
      const busy = /SQLITE_BUSY/.test(`${error.stdout ?? ''}${error.stderr ?? ''}`);
      if (!busy || attempt === BUSY_ATTEMPTS) {
        process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
        throw error;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100 * attempt);
    }
  }
}

export function executeFileAt(file, persistTo) {
  wranglerRun(['d1', 'execute', 'DB', '--local', '--file', file], persistTo);
}

export function executeFile(sql, persistTo) {
  const file = join(mkdtempSync(join(tmpdir(), 'aperture-')), 'statements.sql');
  writeFileSync(file, sql);
  executeFileAt(file, persistTo);
}

export async function seedIfEmpty(persistTo) {
  const [{ n } = { n: 0 }] = query('SELECT COUNT(*) AS n FROM users', persistTo);
  if (n > 0) return false;
  executeFile(await demoSeedSql(), persistTo);
  await uploadDemoPhotos(DEMO_PHOTOS_PER_CATEGORY, persistTo);
  uploadDemoReplay(persistTo);
  return true;
}
