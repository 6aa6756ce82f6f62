// `npm run bench:api`: the read endpoints under the pages (lists, leaderboard, winners, mentor
// discovery, a mentor's page, the print offers) under 50 concurrent connections against local
// wrangler, with demo data at scale (db/seed/scale.ts), and the time the cron takes to close a
// day. Prints throughput, p50/p95/p99 and each endpoint's share of the runtime's no-work floor
// measured in the same run; targets: every endpoint at ≥ 90% of the floor, and a day closed in
// under 2 s (the tick's jobs up to the long file jobs that come last, from job_runs) with no
// job failing.
//
// The Worker runs in wrangler's own dev environment (wrangler.toml, local D1/R2/Durable
// Objects, the built assets). `wrangler dev` puts a dev-only proxy Worker in front of it (it
// holds requests while the code reloads); production has no such hop, and on a small machine
// that proxy costs as much CPU as the Worker itself. So the endpoints are measured at the
// Worker's own socket, and the last lines show the same work through the proxy, beside a
// static file, for comparison. The floor is what the runtime answers when the Worker does no
// work at all (a 404 from the router): at 50 connections, latency cannot go below 50 / (its
// requests per second). This machine's speed moves by a third from one second to the next, so
// each endpoint takes turns with the floor (32 rounds of 1 s each, 64 for a signed-in read,
// the floor first in every other round) and its share is the typical one of its rounds, each
// round held to the floor measured next to it: the geometric mean of the middle three
// quarters of the rounds' shares, so a round the machine stalled in moves nothing. (Sixteen
// rounds and their median put the floor at 91% of itself in one run.) The last row holds the
// floor against itself: how finely the run could tell. Requests accept gzip, as a browser's do.
// The signed-in person (every signed-in page asks on load) and the bell's count and first page
// are read signed in (a session written for the scale data's first user, who has 2,000 of its
// 200,000 notifications). A signed-in read is personal: no cache may answer it, so it makes
// its D1 round trips (the session, then the bell's one), and like a write it is held to an I/O
// floor measured beside it: a bare Worker on a copy of the same database making the same round
// trips with the same statements and no code of ours, in the same dev environment (io-floor.mjs).
// The admin's statistics (/api/admin/stats, read as a scale user made an admin) are held to the
// session's floor: their figures are counted, and their answer built, at most once a minute,
// whoever asks.
// `--paths=/api/a,/api/b` measures only those endpoints.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BELL_USER, scaleSeedSql } from '../db/seed/scale.ts';
import { percentile, trimmedGeoMean } from './bench-stats.mjs';
import { startDevWorker } from './dev-worker.mjs';
import { startIoFloor } from './io-floor.mjs';
import { applyMigrations, executeFileAt, query } from './local-d1.mjs';
import { benchEnv } from './tool-env.mjs';

Object.assign(process.env, benchEnv);
const STATE = '.wrangler/bench-api';
const FLOOR_STATE = '.wrangler/bench-api-floor';
const PORT = 8793;
const FLOOR_PORT = 8797;
const now = Date.now();

async function startWorker() {
  rmSync(STATE, { recursive: true, force: true });
  await applyMigrations(STATE);
  // The site's address, as `npm run dev` passes its own (the cron's links are built from it).
  const bindings = { SITE_ORIGIN: { type: 'plain_text', value: `http://127.0.0.1:${PORT}` } };
  return startDevWorker({ bindings, port: PORT, state: STATE });
}

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

// A session written straight into D1 (after `first`, what the person needs before it): its
// cookie for the requests.
function sessionCookie(userId, first = '') {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const file = join(mkdtempSync(join(tmpdir(), 'aperture-session-')), 'session.sql');
  writeFileSync(
    file,
    `${first}INSERT INTO sessions (token_hash, user_id, expires_at, created_at) VALUES ('${hash}', ${userId}, ${now + 86_400_000}, ${now});`,
  );
  executeFileAt(file, STATE);
  return { cookie: `ac_session=${token}`, hash };
}

// The bell's reader, and an admin for /admin/stats: another scale user, made one.
const bellReaderCookie = () => sessionCookie(BELL_USER);
const ADMIN_USER = BELL_USER + 1;
const adminCookie = () => sessionCookie(ADMIN_USER, `UPDATE users SET is_admin = 1 WHERE id = ${ADMIN_USER};\n`);

// The signed-in reads' D1 round trips with no code of ours, as services/session.ts and
// services/notifications/bell.ts make them, statement for statement (the session's member
// in good standing too): the session and its member (alone: /session),
// then the bell's count (/unseen) or its first page with the count in one batch (/page).
const IO_FLOOR_WORKER = `
const SESSION = 'select "users"."id", "users"."username", "users"."first_name", "users"."last_name", "users"."profile_image_url", "users"."is_admin", "users"."is_super_admin", "users"."email_verified_at", "mentor_profiles"."profile_status", "sessions"."expires_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" left join "mentor_profiles" on "mentor_profiles"."user_id" = "users"."id" where ("sessions"."token_hash" = ? and "sessions"."expires_at" > ? and ("users"."deleted_at" is null and ("users"."suspended_at" is null or "users"."suspended_until" <= ?))) limit ?';
const COUNT = 'select count(*) as "unseen" from "notification_lines" where ("notification_lines"."user_id" = ? and "notification_lines"."unseen" > 0)';
const PAGE = 'select "notification_lines"."latest_id", "notification_lines"."count", "notification_lines"."unseen", "notifications"."kind", "notifications"."data", "notifications"."link", "notifications"."created_at", "users"."username", "users"."profile_image_url" from "notification_lines" inner join "notifications" on "notifications"."id" = "notification_lines"."latest_id" left join "users" on "users"."id" = "notifications"."actor_id" where "notification_lines"."user_id" = ? order by "notification_lines"."latest_id" desc limit ?';
export default {
  async fetch(request, env) {
    const now = Date.now();
    const [[user]] = await env.DB.prepare(SESSION).bind(env.TOKEN_HASH, now, now, 1).raw();
    const { pathname } = new URL(request.url);
    if (pathname === '/unseen') await env.DB.prepare(COUNT).bind(user).raw();
    if (pathname === '/page') await env.DB.batch([env.DB.prepare(PAGE).bind(user, 21), env.DB.prepare(COUNT).bind(user)]);
    return new Response('ok');
  },
};`;

// On a copy of the bench Worker's database, taken once the scale data and the session are in
// (two runtimes on one SQLite file would stall each other's locks).
function ioFloorOnCopy(tokenHash) {
  rmSync(FLOOR_STATE, { recursive: true, force: true });
  cpSync(`${STATE}/v3/d1`, `${FLOOR_STATE}/v3/d1`, { recursive: true });
  return startIoFloor({ script: IO_FLOOR_WORKER, state: FLOOR_STATE, vars: { TOKEN_HASH: tokenHash }, port: FLOOR_PORT });
}

// `errors`: answers other than the expected status, and failed connections.
async function load(url, expected, seconds, cookie) {
  const times = [];
  let unexpected = 0;
  // Asking for compressed answers, as every browser does.
  const headers = { 'accept-encoding': 'gzip, deflate, br', ...(cookie && { cookie }) };
  const instance = autocannon({ url, connections: 50, duration: seconds, headers });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status === expected) times.push(ms);
    else unexpected++;
  });
  const result = await new Promise((resolve) => instance.on('done', resolve));
  return { rps: result.requests.average, errors: unexpected + result.errors, times };
}

// Several loads of one URL as one: their mean rate and the latencies of all their requests.
function summary(loads) {
  const sorted = loads.flatMap((l) => l.times).sort((a, b) => a - b);
  return {
    rps: loads.reduce((sum, l) => sum + l.rps, 0) / loads.length,
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

const measure = async (url, expected = 200) => summary([await load(url, expected, 8)]);

const ROUNDS = 32;
// A round's share strays by about a fifth whatever the round's length (1, 2 or 4 s for the
// same total time gave the same spread), so only more rounds make a run's share finer: its
// standard error is about 4 points at 32 rounds and 3 at 64. A signed-in read is held to a
// bare Worker rather than to our own 404 and sits nearest its budget, so it takes 64.
const IO_ROUNDS = 64;
const ROUND_SECONDS = 1;

// An endpoint and the floor, taking turns; its share is the typical one of the rounds' shares.
async function besideFloor(url, floorUrl, expected = 200, cookie = undefined, floorAnswers = 404, rounds = ROUNDS) {
  const mine = [];
  const floors = [];
  for (let round = 0; round < rounds; round++) {
    const turns = [
      async () => mine.push(await load(url, expected, ROUND_SECONDS, cookie)),
      async () => floors.push(await load(floorUrl, floorAnswers, ROUND_SECONDS)),
    ];
    for (const turn of round % 2 ? turns : turns.reverse()) await turn();
  }
  const shares = mine.map((m, i) => m.rps / floors[i].rps);
  return {
    r: summary(mine),
    floor: summary(floors),
    share: trimmedGeoMean(shares),
    spread: [Math.min(...shares), Math.max(...shares)],
  };
}

const FLOOR_SHARE = 0.9;

// The jobs last on every cron tick, each within a time budget of its own (worker/cron/jobs.ts):
// fingerprints back-filled, backups, the integrity scan and an import from another bucket.
// Members wait on none of them: a day is closed once the jobs before them have finished.
const FILE_JOBS = ['objectFingerprints', 'backups', 'integrityScan', 's3Migration'];

// `spread`: the lowest and highest of the rounds' shares.
function row(label, r, floor, share, spread, budget = true) {
  const ms = (value) => value.toFixed(0).padStart(6);
  const pct = (value) => (value * 100).toFixed(0);
  const shown = floor
    ? `${floor.rps.toFixed(0).padStart(7)} ${pct(share).padStart(5)}% ${`${pct(spread[0])}–${pct(spread[1])}%`.padStart(9)}`
    : '';
  const under = budget && floor && share < FLOOR_SHARE ? `  UNDER ${FLOOR_SHARE * 100}%` : '';
  // A floor that failed measured nothing: said, not hidden in its share.
  const floorFailed = floor?.errors ? `  FLOOR ERRORS ${floor.errors}` : '';
  return `${label.padEnd(64)} ${r.rps.toFixed(0).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.errors).padStart(8)}${shown}${under}${floorFailed}`;
}

const server = await startWorker();
let over = false;
try {
  const started = performance.now();
  loadScaleData();
  console.log(`scale data loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // A cart of six photos for sale: placed entries of the two oldest (community) challenges.
  const forSale = [199_801, 199_802, 199_803, 199_804, 199_601, 199_602];
  const all = [
    '/api/challenges?limit=24',
    '/api/challenges?status=completed&category=street&limit=24',
    '/api/challenges/active',
    '/api/leaderboard?limit=50',
    '/api/submissions/winners?limit=30',
    '/api/challenges/2/submissions',
    '/api/mentors',
    '/api/mentors/scale-mentor-7',
    `/api/prints/offers?ids=${forSale.join(',')}`,
    '/api/notifications/unseen',
    '/api/auth/user',
    '/api/notifications?limit=20',
    '/api/admin/stats?days=30',
    '/api/admin/stats?days=365',
  ];
  const reader = bellReaderCookie();
  const admin = adminCookie();
  // Each signed-in endpoint's I/O floor: the same round trips. The admin's statistics read
  // their session, then answer figures counted at most a minute before (counting them again
  // is one batch a minute, whoever asks): the session's round trip is their floor.
  const ioFloorPaths = {
    '/api/auth/user': '/session',
    '/api/notifications/unseen': '/unseen',
    '/api/notifications?limit=20': '/page',
    '/api/admin/stats?days=30': '/session',
    '/api/admin/stats?days=365': '/session',
  };
  const cookieOf = (path) => (path.startsWith('/api/admin/') ? admin.cookie : reader.cookie);
  const only = process.argv
    .find((arg) => arg.startsWith('--paths='))
    ?.slice('--paths='.length)
    .split(',');
  const endpoints = only ? all.filter((path) => only.some((prefix) => path.startsWith(prefix))) : all;
  // The runtime's own floor on this machine: an answer that reads nothing. No endpoint can be
  // faster than this; each is measured against the floor around it.
  const floorUrl = `${server.runtime}/api/no-such-endpoint`;
  console.log(
    `\nat the Worker (${server.runtime}), floor: /api/no-such-endpoint (404, no I/O)\n${' '.repeat(65)}req/s    p50    p95    p99   errors   floor  share   rounds`,
  );
  const ioFloor = await ioFloorOnCopy(reader.hash);
  try {
    for (const path of endpoints) {
      const io = ioFloorPaths[path];
      const { r, floor, share, spread } = io
        ? await besideFloor(server.runtime + path, ioFloor.url + io, 200, cookieOf(path), 200, IO_ROUNDS)
        : await besideFloor(server.runtime + path, floorUrl);
      over ||= share < FLOOR_SHARE || r.errors > 0 || floor.errors > 0;
      console.log(row(io ? `${path} (beside its I/O floor)` : path, r, floor, share, spread));
    }
  } finally {
    await ioFloor.stop();
  }
  // The floor against itself should read 100%; how far it strays is the run's resolution.
  const self = await besideFloor(floorUrl, floorUrl, 404);
  console.log(row('the floor against itself (no budget)', self.r, self.floor, self.share, self.spread, false));
  console.log(`\nthrough wrangler dev's proxy (${server.front}), for comparison`);
  for (const path of ['/api/leaderboard?limit=50', '/robots.txt']) console.log(row(path, await measure(server.front + path)));

  const closeAt = now + 2 * 3600_000;
  const cronStart = performance.now();
  const res = await fetch(`${server.front}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}&time=${closeAt}`);
  const tickMs = performance.now() - cronStart;
  // The tick's jobs as job_runs recorded them (the only cron run of this database).
  const runs = query(
    "SELECT job, status, started_at AS startedAt, finished_at AS finishedAt FROM job_runs WHERE trigger = 'cron' ORDER BY started_at",
    STATE,
  );
  const memberJobs = runs.filter((run) => !FILE_JOBS.includes(run.job));
  const closeMs = Math.max(...memberJobs.map((run) => run.finishedAt)) - Math.min(...runs.map((run) => run.startedAt));
  const failed = runs.filter((run) => run.status === 'failed').map((run) => run.job);
  over ||= res.status !== 200 || closeMs >= 2000 || failed.length > 0;
  console.log(
    `\ncron closing a day (${res.status}): ${closeMs.toFixed(0)} ms to the end of the jobs members wait on${closeMs >= 2000 ? '  OVER 2 s' : ''}`,
  );
  // Where a slow close went: the three longest of those jobs.
  const slowest = memberJobs
    .map((run) => ({ job: run.job, ms: run.finishedAt - run.startedAt }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3)
    .map((run) => `${run.job} ${run.ms} ms`);
  console.log(`  the longest of them: ${slowest.join(', ')}`);
  const fileJobs = runs
    .filter((run) => FILE_JOBS.includes(run.job))
    .map((run) => `${run.job} ${run.finishedAt - run.startedAt} ms`);
  console.log(
    `  then the file jobs, each within its own time budget: ${fileJobs.join(', ')}; the whole tick ${tickMs.toFixed(0)} ms`,
  );
  if (failed.length > 0) console.log(`  FAILED: ${failed.join(', ')} (the Worker's log says why)`);
} finally {
  await server.stop();
}
process.exit(over ? 1 : 0);
