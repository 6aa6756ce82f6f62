// Local D1 helpers for the dev and test scripts: apply migrations, seed an empty
// database, run SQL. All through wrangler, against the local (workerd) state.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoSeedSql } from '../db/seed/demo.ts';
import { toolEnv } from './tool-env.mjs';

// CI=true keeps wrangler from asking for confirmation.
const env = { ...toolEnv, CI: 'true' };

function wrangler(args, persistTo) {
  const extra = persistTo ? ['--persist-to', persistTo] : [];
  return execFileSync('wrangler', [...args, ...extra], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

export function applyMigrations(persistTo) {
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local'], persistTo);
}

export function query(sql, persistTo) {
  const out = wrangler(['d1', 'execute', 'DB', '--local', '--json', '--command', sql], persistTo);
  return JSON.parse(out)[0]?.results ?? [];
}

export function executeFile(sql, persistTo) {
  const file = join(mkdtempSync(join(tmpdir(), 'aperture-')), 'statements.sql');
  writeFileSync(file, sql);
  wrangler(['d1', 'execute', 'DB', '--local', '--file', file], persistTo);
}

export async function seedIfEmpty(persistTo) {
  const [{ n } = { n: 0 }] = query('SELECT COUNT(*) AS n FROM users', persistTo);
  if (n > 0) return false;
  executeFile(await demoSeedSql(), persistTo);
  return true;
}
