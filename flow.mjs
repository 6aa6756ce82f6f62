import { chromium } from 'playwright-core';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('response', (r) => {
  if (r.status() >= 400) console.log('http', r.status(), r.url());
});
const base = 'http://127.0.0.1:8899';
await page.request.post(`${base}/api/auth/login`, {
  data: { identifier: 'dorothea', password: 'photography' },
  headers: { Origin: base },
});
await page.goto(base + '/mentors/amara-obi/book');
await page.getByRole('button', { name: '1:00 PM' }).first().click();
await page.getByLabel('Note (optional)').fill('Help with two-light portraits');
await page.getByRole('button', { name: 'Continue to Payment' }).click();
await page.waitForURL(/\/checkout\/\d+/);
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/checkout.png', fullPage: true });
await page.getByRole('button', { name: 'Continue to Payment' }).click();
await page.waitForURL(/\/dev\/checkout\//);
await page.screenshot({ path: '/tmp/devcheckout.png', fullPage: true });
await page.getByLabel('Card number').fill('4242 4242 4242 4242');
await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
await page.getByLabel('CVC').fill('123');
await page.getByLabel('Name on card').fill('Dorothea Lange');
await page.getByRole('button', { name: /^Pay/ }).click();
await page.waitForURL(/payment-success/);
await page.getByRole('link', { name: 'View Session' }).waitFor();
await page.screenshot({ path: '/tmp/paid.png', fullPage: true });
await page.getByRole('link', { name: 'View Session' }).click();
await page.waitForURL(/session-invite/);
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/invite.png', fullPage: true });
await browser.close();
