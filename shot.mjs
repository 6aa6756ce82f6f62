import { chromium } from 'playwright-core';
const [, , path, out, user, width] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({
  viewport: { width: Number(width || 1280), height: 900 },
  timezoneId: 'America/New_York',
});
const page = await context.newPage();
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
page.on('pageerror', (e) => console.log('pageerror:', e.message));
const base = 'http://127.0.0.1:8899';
if (user && user !== '-') {
  const res = await page.request.post(`${base}/api/auth/login`, {
    data: { identifier: user, password: 'photography' },
    headers: { Origin: base },
  });
  console.log('login', res.status());
}
const res = await page.goto(base + path, { waitUntil: 'networkidle' });
console.log('status', res.status(), page.url());
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
