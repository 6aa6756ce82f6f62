import { execFileSync } from 'node:child_process';
import { toolEnv } from './tool-env.mjs';

// CI=true keeps wrangler from asking for confirmation.
const env = { ...toolEnv, CI: 'true' };

// Runs a wrangler command against local state (or the given --persist-to folder).
export function wranglerRun(args, persistTo) {
  const extra = persistTo ? ['--persist-to', persistTo] : [];
  return execFileSync('wrangler', [...args, ...extra], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}
