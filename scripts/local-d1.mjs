// Local D1 helpers for the dev and test scripts: apply migrations, seed an empty
// database, run SQL. All through wrangler, against the local (workerd) state.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PHOTOS_PER_CATEGORY, demoSeedSql } from '../db/seed/demo.ts';
import { uploadDemoPhotos } from './demo-photos.mjs';
import { wranglerRun } from './wrangler.mjs';

export function applyMigrations(persistTo) {
  wranglerRun(['d1', 'migrations', 'apply', 'DB', '--local'], persistTo);
}

export function query(sql, persistTo) {
  const out = wranglerRun(['d1', 'execute', 'DB', '--local', '--json', '--command', sql], persistTo);
  return JSON.parse(out)[0]?.results ?? [];
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
  return true;
}
