// `npm run bench:pages`: loads pages in Debian's Chromium against the built site served
// by wrangler, and checks two budgets.
// - JavaScript each page runs, downloaded or inline (gzip level 9): a static page such as
//   /about ≤ 10 KB, the home page ≤ 100 KB.
// - Lighthouse on the home page, the gallery and a demo challenge: performance ≥ 95 and
//   accessibility ≥ 95, with Lighthouse's default mobile emulation and simulated throttling
//   (computed from the trace, so it needs no network). Scores move from run to run, the more
//   so on a busy machine, so each page runs five times and the median run counts, as
//   Lighthouse's own guidance on variability advises.
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

const BUDGETS = [
  { path: '/about', limitKb: 10 },
  { path: '/', limitKb: 100 },
  { path: '/no-such-page', limitKb: 10 },
];
const MIN_SCORE = { performance: 95, accessibility: 95 };
const LIGHTHOUSE_RUNS = 5;
const CHROMIUM = '/usr/bin/chromium';
const QUIET_CHROMIUM = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function measureJs(browser, origin) {
  let over = false;
  console.log('page                 JS files   JS gzip KB   budget KB');
  for (const { path, limitKb } of BUDGETS) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    // Decoration loaded on the visitor's first move counts too: move, and let it load.
    await page.mouse.move(100, 100);
    await page.mouse.move(200, 200);
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const inline = await page.$$eval('script:not([src])', (els) =>
      els.filter((el) => el.type !== 'application/json').map((el) => el.textContent ?? ''),
    );
    const bodies = [...(await Promise.all(scripts)), ...inline.map((text) => Buffer.from(text))];
    const kb = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
    over ||= kb > limitKb;
    console.log(`${path.padEnd(20)} ${String(bodies.length).padStart(8)} ${kb.toFixed(1).padStart(12)} ${String(limitKb).padStart(11)}${kb > limitKb ? '  OVER' : ''}`);
    await page.close();
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

// The first demo challenge with results: the challenge page at its fullest (winners shown).
async function demoChallengePath(origin) {
  const res = await fetch(`${origin}/api/challenges?status=completed`);
  const [challenge] = await res.json();
  if (!challenge) throw new Error('The demo data has no completed challenge');
  return `/challenges/${challenge.id}`;
}

async function runLighthouse(origin, paths) {
  const chrome = await launchForLighthouse();
  let over = false;
  try {
    console.log(`\npage                 perf   a11y   LCP      TBT      CLS     (median of ${LIGHTHOUSE_RUNS} runs; budget ≥ ${MIN_SCORE.performance} / ≥ ${MIN_SCORE.accessibility})`);
    for (const path of paths) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
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
        const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative');
        for (const audit of failing) console.log(`    ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
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
  try {
    over = await measureJs(browser, server.origin);
  } finally {
    await browser.close();
  }
  const lighthouseOver = await runLighthouse(server.origin, ['/', '/gallery', await demoChallengePath(server.origin)]);
  over ||= lighthouseOver;
} finally {
  server.stop();
}
process.exit(over ? 1 : 0);
