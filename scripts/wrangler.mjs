import { execFileSync } from 'node:child_process';
import { toolEnv } from './tool-env.mjs';

// CI=true keeps wrangler from asking for confirmation.
const env = { ...toolEnv, CI: 'true' };

// Runs a wrangler command against local state (or the given --persist-to folder). Its errors
// go to the terminal, or with captureErrors onto the thrown error's `stderr` for the caller to read.
export function wranglerRun(args, persistTo, { captureErrors = false } = {}) {
  const extra = persistTo ? ['--persist-to', persistTo] : [];
  const stderr = captureErrors ? 'pipe' : 'inherit';
  return execFileSync('wrangler', [...args, ...extra], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', stderr] });
}
