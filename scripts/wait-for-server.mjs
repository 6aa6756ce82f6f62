// Starts `scripts/dev.mjs` on its own port and state, with the Worker bundled as deployed
// (benchEnv), and resolves once it answers.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { benchEnv } from './tool-env.mjs';

export async function startServer({ port, persistTo, seed = true, vars = [] }) {
  rmSync(persistTo, { recursive: true, force: true });
  const args = ['scripts/dev.mjs', '--no-build', '--quiet', '--port', String(port), '--persist-to', persistTo];
  if (!seed) args.push('--no-seed');
  for (const variable of vars) args.push('--var', variable);
  const child = spawn(process.execPath, args, {
    env: benchEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const origin = `http://127.0.0.1:${port}`;
  // Up to 5 minutes: migrating and seeding takes over two on a busy machine.
  for (let i = 0; i < 600 && !exited; i++) {
    try {
      if ((await fetch(`${origin}/about`)).ok) {
        return {
          origin,
          stop: () => {
            if (!exited) process.kill(-child.pid, 'SIGTERM');
          },
        };
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!exited) process.kill(-child.pid, 'SIGTERM');
  throw new Error(`The dev server on port ${port} did not start`);
}
