// `npm run bench:api`: the list, leaderboard and winners endpoints under 50 concurrent
// connections against local wrangler, with demo data at scale (db/seed/scale.ts), and the
// time the cron takes to close a day. Prints throughput and p50/p95/p99; target p95 < 50 ms
// and a day closed in under 2 s. The last line, a static file, is the local server's own
// ceiling on this machine: no endpoint can beat it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { scaleSeedSql } from '../db/seed/scale.ts';
import { executeFileAt } from './local-d1.mjs';
import { startServer } from './wait-for-server.mjs';

const STATE = '.wrangler/bench-api';
const now = Date.now();
const server = await startServer({ port: 8793, persistTo: STATE, seed: false });

function loadScaleData() {
  const dir = mkdtempSync(join(tmpdir(), 'aperture-scale-'));
  let part = 0;
  let buffer = [];
  let size = 0;
  const flush = () => {
    if (!buffer.length) return;
    const file = join(dir, `part-${part++}.sql`);
    writeFileSync(file, buffer.join('\n'));
    executeFileAt(file, STATE);
    buffer = [];
    size = 0;
  };
  for (const statement of scaleSeedSql(now)) {
    buffer.push(statement);
    size += statement.length;
    if (size > 4_000_000) flush();
  }
  flush();
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(path) {
  const times = [];
  const instance = autocannon({ url: server.origin + path, connections: 50, duration: 8 });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status === 200) times.push(ms);
  });
  const result = await new Promise((resolve) => instance.on('done', resolve));
  const sorted = times.sort((a, b) => a - b);
  return { rps: result.requests.average, errors: result.non2xx + result.errors, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

try {
  const started = performance.now();
  loadScaleData();
  console.log(`scale data loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const endpoints = [
    '/api/challenges?limit=24',
    '/api/challenges?status=completed&category=street&limit=24',
    '/api/challenges/active',
    '/api/leaderboard?limit=50',
    '/api/submissions/winners?limit=30',
    '/api/challenges/2/submissions',
    // A static file: what this wrangler dev server answers with no work of ours at all.
    '/robots.txt',
  ];
  console.log('\nendpoint                                                  req/s    p50    p95    p99  non-200');
  for (const path of endpoints) {
    const r = await measure(path);
    console.log(`${path.padEnd(56)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(6)} ${String(r.p95).padStart(6)} ${String(r.p99).padStart(6)} ${String(r.errors).padStart(8)}${r.p95 >= 50 ? '  OVER 50 ms' : ''}`);
  }
  const closeAt = now + 2 * 3600_000;
  const cronStart = performance.now();
  const res = await fetch(`${server.origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${closeAt}`);
  const cronMs = performance.now() - cronStart;
  console.log(`\ncron closing a day (${res.status}): ${cronMs.toFixed(0)} ms${cronMs >= 2000 ? '  OVER 2 s' : ''}`);
} finally {
  server.stop();
}
