// Starts `scripts/dev.mjs` on its own port and state, and resolves once it answers.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

export async function startServer({ port, persistTo }) {
  rmSync(persistTo, { recursive: true, force: true });
  const child = spawn('node', ['scripts/dev.mjs', '--no-build', '--port', String(port), '--persist-to', persistTo], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/about`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { origin, stop: () => process.kill(-child.pid, 'SIGTERM') };
}
