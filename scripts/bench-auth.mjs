// `npm run bench:auth`: what a sign-in costs, so the PBKDF2 iteration count is a measured
// choice. Prints the hash time per iteration count (WebCrypto, as the Worker uses it),
// then real sign-ins against the built site on wrangler (kept under the abuse limits).
import { DEMO_PASSWORD } from '../db/seed/demo.ts';
import { PBKDF2_ITERATIONS } from '../worker/domain/password.ts';
import { median } from './bench-stats.mjs';
import { startServer } from './wait-for-server.mjs';

const encoder = new TextEncoder();
async function hashOnce(iterations) {
  const key = await crypto.subtle.importKey('raw', encoder.encode('a fairly long passphrase'), 'PBKDF2', false, ['deriveBits']);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
}

console.log('PBKDF2-SHA256 iterations   ms per hash (median of 15)');
for (const iterations of [10_000, 50_000, 100_000, 210_000, 600_000]) {
  const times = [];
  for (let i = 0; i < 15; i++) {
    const start = performance.now();
    await hashOnce(iterations);
    times.push(performance.now() - start);
  }
  const note =
    iterations === PBKDF2_ITERATIONS
      ? '  <- in use (the most workerd allows)'
      : iterations > 100_000
        ? '  (refused by workerd)'
        : '';
  console.log(`${String(iterations).padStart(24)} ${median(times).toFixed(1).padStart(14)}${note}`);
}

const server = await startServer({ port: 8791, persistTo: '.wrangler/bench-auth' });
try {
  const users = ['ansel', 'dorothea', 'vivian', 'imogen', 'henri', 'founder'];
  const times = [];
  for (const round of [1, 2]) {
    for (const identifier of users) {
      const start = performance.now();
      const res = await fetch(`${server.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.origin },
        body: JSON.stringify({ identifier, password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in ${round} for ${identifier} answered ${res.status}`);
      times.push(performance.now() - start);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nsign-in through the Worker (${times.length} requests): p50 ${median(times).toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`,
  );
} finally {
  server.stop();
}
