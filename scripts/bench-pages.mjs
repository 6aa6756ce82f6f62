// `npm run bench:pages`: loads pages in Debian's Chromium against the built site served
// by wrangler, and checks two budgets.
// - JavaScript each page runs, downloaded or inline (gzip level 9, each file counted once),
//   signed out and signed in (a fresh account registered through the API):
//   - on load: what the page has run once the network is idle, before any interaction.
//     The home page ≤ 20 KB, /about and the not-found page ≤ 10 KB, every other page
//     (/gallery, /challenges, a challenge page, a photo page, the pages built around a
//     form: /auth, /create-challenge, /profile, and mentor discovery, a mentor's profile and a
//     session's checkout, the last as the demo student whose it is) ≤ 100 KB;
//   - after the first move: the same plus what the visitor's first interaction starts
//     (the home page's particle background), ≤ 100 KB on every page.
// - Lighthouse on the home page, the gallery, a demo challenge, its first entry, /auth, mentor
//   discovery, a mentor's profile and a session's checkout (as its student): performance ≥ 95 and
//   accessibility ≥ 95, with Lighthouse's default mobile emulation and simulated throttling
//   (computed from the trace, so it needs no network). Scores move from run to run, the more
//   so on a busy machine, so each page runs five times and the median run counts, as
//   Lighthouse's own guidance on variability advises.
// `node scripts/bench-pages.mjs --js-only` (after `npm run build`) measures the JavaScript alone.
// Lighthouse drives a Chromium of its own that cannot reach past 127.0.0.1: no background or
// component-update traffic, and every other host name fails to resolve.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { startServer } from './wait-for-server.mjs';

// KB of gzip JavaScript: on load, and once the first interaction has started what it starts.
const AFTER_MOVE_LIMIT_KB = 100;
const budgets = ({ challengePath, photoPath, mentorPath, checkoutPath }) => [
  { path: '/', limitKb: 20 },
  { path: '/about', limitKb: 10 },
  { path: '/gallery', limitKb: 100 },
  { path: '/challenges', limitKb: 100 },
  { path: challengePath, limitKb: 100 },
  { path: photoPath, limitKb: 100 },
  { path: '/auth', limitKb: 100 },
  { path: '/create-challenge', limitKb: 100 },
  { path: '/profile', limitKb: 100 },
  { path: '/mentor-discovery', limitKb: 100 },
  { path: mentorPath, limitKb: 100 },
  // A session's checkout opens for its student only: the demo student's booking awaiting payment.
  { path: checkoutPath, limitKb: 100, as: 'student' },
  // Members' pages (a visitor is shown the sign-in page): messages, quick sessions, the cart
  // and the two print dashboards.
  { path: '/messages', limitKb: 100 },
  { path: '/quick-session', limitKb: 100 },
  { path: '/cart', limitKb: 100 },
  { path: '/print-dashboard', limitKb: 100 },
  { path: '/photographer-dashboard', limitKb: 100 },
  { path: '/no-such-page', limitKb: 10 },
];
const MIN_SCORE = { performance: 95, accessibility: 95 };
const LIGHTHOUSE_RUNS = 5;
const CHROMIUM = '/usr/bin/chromium';
const QUIET_CHROMIUM = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const gzipKb = (bodies) => bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;

// One page in a context of its own (an empty cache, so every script shows up as a response),
// with the session's cookies when there is one. Scripts are counted once per URL (a module
// preloaded and then imported is one file), and the inline ones by their text.
async function measurePage(browser, storageState, url) {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && !scripts.has(res.url())) {
        // A body Chromium no longer holds is fetched again rather than counted as nothing.
        scripts.set(
          res.url(),
          res.body().catch(() => context.request.get(res.url()).then((again) => again.body())),
        );
      }
    });
    const inlineScripts = () =>
      page.$$eval('script:not([src])', (els) =>
        els.filter((el) => el.type !== 'application/json').map((el) => el.textContent ?? ''),
      );
    const measure = async () => {
      const inline = [...new Set(await inlineScripts())].map((text) => Buffer.from(text));
      const files = await Promise.all(scripts.values());
      return { files: files.length + inline.length, kb: gzipKb([...files, ...inline]) };
    };
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const onLoad = await measure();
    // The visitor's first move: what waits for it (the particle background) loads now.
    await page.mouse.move(100, 100);
    await page.mouse.move(200, 200, { steps: 5 });
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const afterMove = await measure();
    return { status: response?.status(), onLoad, afterMove };
  } finally {
    await context.close();
  }
}

// A session cookie for a fresh account, registered through the API as the sign-up form does.
async function signedInState(browser, origin) {
  const context = await browser.newContext();
  try {
    const name = `bench_${Date.now().toString(36)}`;
    const res = await context.request.post(`${origin}/api/auth/register`, {
      headers: { Origin: origin },
      data: {
        firstName: 'Bench',
        lastName: 'Runner',
        username: name,
        email: `${name}@example.com`,
        password: 'bench-pages-password',
      },
    });
    if (!res.ok()) throw new Error(`Registering the bench account failed: ${res.status()} ${await res.text()}`);
    const me = await context.request.get(`${origin}/api/auth/user`);
    if (!me.ok()) throw new Error(`The bench account's session does not sign in: ${me.status()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function measureJs(browser, origin, demo) {
  const sessions = [
    ['signed out', undefined],
    ['signed in', await signedInState(browser, origin)],
  ];
  const student = [['student', demo.studentState]];
  let over = false;
  console.log(
    `JavaScript run by each page, KB gzip (files). On load: before any interaction; after first move: with what the first interaction starts (budget ${AFTER_MOVE_LIMIT_KB} KB).`,
  );
  console.log(
    `${'page'.padEnd(24)} ${'session'.padEnd(11)} ${'status'.padStart(6)} ${'on load'.padStart(14)} ${'budget'.padStart(7)} ${'after move'.padStart(14)} ${'budget'.padStart(7)}`,
  );
  for (const { path, limitKb, as } of budgets(demo)) {
    for (const [session, storageState] of as === 'student' ? student : sessions) {
      const { status, onLoad, afterMove } = await measurePage(browser, storageState, origin + path);
      const loadOver = onLoad.kb > limitKb;
      const moveOver = afterMove.kb > AFTER_MOVE_LIMIT_KB;
      over ||= loadOver || moveOver;
      const cell = ({ kb, files }) => `${kb.toFixed(1)} (${files})`.padStart(14);
      console.log(
        `${path.padEnd(24)} ${session.padEnd(11)} ${String(status).padStart(6)} ${cell(onLoad)} ${String(limitKb).padStart(7)} ${cell(afterMove)} ${String(AFTER_MOVE_LIMIT_KB).padStart(7)}${loadOver || moveOver ? '  OVER' : ''}`,
      );
    }
  }
  return over;
}

// A Chromium for Lighthouse to connect to; its DevTools port is read from what it prints.
async function launchForLighthouse() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [
      ...QUIET_CHROMIUM,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-default-apps',
      '--disable-extensions',
      '--disable-domain-reliability',
      '--disable-client-side-phishing-detection',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    // Read on after the port shows up too: a full pipe would stall Chromium's logging.
    child.stderr.on('data', (chunk) => {
      if (output === null) return;
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        output = null;
        resolve(Number(match[1]));
      }
    });
    child.on('exit', () => reject(new Error(`Chromium exited before it listened:\n${output}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// The demo student (seed: db/seed/demo-mentoring.ts), signed in through the API, and their
// booking awaiting payment.
async function demoStudent(browser, origin) {
  const context = await browser.newContext();
  try {
    const login = await context.request.post(`${origin}/api/auth/login`, {
      headers: { Origin: origin },
      data: { identifier: 'ansel', password: 'photography' },
    });
    if (!login.ok()) throw new Error(`The demo student does not sign in: ${login.status()}`);
    const { sessions } = await (await context.request.get(`${origin}/api/sessions?role=student&when=upcoming`)).json();
    const waiting = sessions.find((session) => session.status === 'pending_payment');
    if (!waiting) throw new Error('The demo student has no booking awaiting payment');
    return { checkoutPath: `/checkout/${waiting.id}`, studentState: await context.storageState() };
  } finally {
    await context.close();
  }
}

// The first demo challenge with results: the challenge page at its fullest (winners shown),
// and the page of its first entry.
async function demoPaths(origin) {
  const res = await fetch(`${origin}/api/challenges?status=completed`);
  const [challenge] = await res.json();
  if (!challenge) throw new Error('The demo data has no completed challenge');
  const entries = await (await fetch(`${origin}/api/challenges/${challenge.id}/submissions`)).json();
  if (!entries[0]) throw new Error('The first completed demo challenge has no entries');
  return {
    challengePath: `/challenges/${challenge.id}`,
    photoPath: `/photo/${entries[0].id}?type=standard`,
    mentorPath: '/mentors/maya-chen',
  };
}

// `cookie`: the session of whoever the page is for (a checkout is its student's).
async function runLighthouse(origin, paths, cookie) {
  const chrome = await launchForLighthouse();
  let over = false;
  try {
    console.log(
      `\npage                 perf   a11y   LCP      TBT      CLS     (median of ${LIGHTHOUSE_RUNS} runs; budget ≥ ${MIN_SCORE.performance} / ≥ ${MIN_SCORE.accessibility})`,
    );
    for (const path of paths) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...(cookie && { extraHeaders: { Cookie: cookie } }),
        });
        runs.push(result.lhr);
      }
      const valid = filterToValidRuns(runs);
      if (valid.length === 0) {
        over = true;
        console.log(`${path.padEnd(20)} no run finished: ${runs[0].runtimeError?.message ?? 'unknown error'}  OVER`);
        continue;
      }
      const lhr = computeMedianRun(valid);
      const perf = Math.round(lhr.categories.performance.score * 100);
      const a11y = Math.round(lhr.categories.accessibility.score * 100);
      const missed = perf < MIN_SCORE.performance || a11y < MIN_SCORE.accessibility;
      over ||= missed;
      const metric = (id) => (lhr.audits[id].displayValue ?? '').padEnd(8);
      console.log(
        `${path.padEnd(20)} ${String(perf).padStart(4)} ${String(a11y).padStart(6)}   ${metric('largest-contentful-paint')} ${metric('total-blocking-time')} ${metric('cumulative-layout-shift')}${missed ? 'OVER' : ''}`,
      );
      if (missed) {
        const failing = Object.values(lhr.audits).filter(
          (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
        );
        for (const audit of failing)
          console.log(`    ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  } finally {
    await chrome.close();
  }
  return over;
}

const server = await startServer({ port: 8795, persistTo: '.wrangler/bench' });
let over = false;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_CHROMIUM });
  let demo;
  try {
    demo = { ...(await demoPaths(server.origin)), ...(await demoStudent(browser, server.origin)) };
    over = await measureJs(browser, server.origin, demo);
  } finally {
    await browser.close();
  }
  if (!process.argv.includes('--js-only')) {
    const paths = ['/', '/gallery', demo.challengePath, demo.photoPath, '/auth', '/mentor-discovery', demo.mentorPath];
    over = (await runLighthouse(server.origin, paths)) || over;
    const studentCookie = demo.studentState.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    over = (await runLighthouse(server.origin, [demo.checkoutPath], studentCookie)) || over;
  }
} finally {
  server.stop();
}
process.exit(over ? 1 : 0);
