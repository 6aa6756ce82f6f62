// `npm run bench:pages`: loads pages in Debian's Chromium against the built site served
// by wrangler, sums the JavaScript each page runs, downloaded or inline (gzip level 9), and
// checks the budgets: a static page such as /about ≤ 10 KB, the home page ≤ 100 KB.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './wait-for-server.mjs';

const BUDGETS = [
  { path: '/about', limitKb: 10 },
  { path: '/', limitKb: 100 },
  { path: '/no-such-page', limitKb: 10 },
];

const server = await startServer({ port: 8789, persistTo: '.wrangler/bench' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

let over = false;
try {
  console.log('page                 JS files   JS gzip KB   budget KB');
  for (const { path, limitKb } of BUDGETS) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(server.origin + path, { waitUntil: 'networkidle' });
    // Idle-loaded decoration counts too: give requestIdleCallback time to fire.
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
} finally {
  await browser.close();
  server.stop();
}
process.exit(over ? 1 : 0);
