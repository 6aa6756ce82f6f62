import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seedChallenge } from './support/challenges';
import { signInAs, sql } from './support/local-state';
import { screenshotBoth } from './support/screens';

// A real JPEG, drawn for the test: a dusk gradient the server can sniff, clean and resize.
async function jpeg() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2233"/><stop offset="1" stop-color="#c7793a"/></linearGradient></defs>
    <rect width="960" height="640" fill="url(#sky)"/><circle cx="640" cy="380" r="70" fill="#f5a524"/></svg>`;
  return sharp(new TextEncoder().encode(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function fillDetails(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Alt text').fill('An orange sun setting over a dark blue sky.');
}

const photoInput = (page: Page) => page.locator('input[type="file"][name="photo"]');

test('a member submits a photo, watches it upload and lands on its page', async ({ page, context }) => {
  const challenge = seedChallenge('active', []);
  const title = `Harbour at dusk ${Date.now().toString(36)}`;
  await signInAs(context, 'founder');
  await page.goto(`/submit-photo/${challenge.id}`);
  await expect(page.getByRole('link', { name: challenge.title })).toBeVisible();

  await photoInput(page).setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await expect(page.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
  await fillDetails(page, title);
  await screenshotBoth(page, 'submit-photo');

  // Held back a moment, so the progress bar is there to be seen on a fast local server.
  await page.route(`**/api/challenges/${challenge.id}/submissions`, async (route) => {
    await new Promise((r) => setTimeout(r, 750));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit Photo' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();

  await page.waitForURL(/\/photo\/\d+\?type=standard$/);
  const [entry] = sql(`SELECT id FROM submissions WHERE challenge_id = ${challenge.id} AND title = '${title}'`);
  expect(page.url()).toContain(`/photo/${entry?.id}?type=standard`);
  await expect(page.getByText('Photo submitted')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photo = page.locator('img.photo-page__img');
  await expect(photo).toHaveAttribute('alt', 'An orange sun setting over a dark blue sky.');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('a text file named .jpg is refused in the server’s words', async ({ page, context }) => {
  const challenge = seedChallenge('active', []);
  await signInAs(context, 'founder');
  await page.goto(`/submit-photo/${challenge.id}`);
  // A text file renamed .jpg: the browser calls it a JPEG, the server reads its bytes.
  const text = await (await page.request.get('/robots.txt')).body();
  await photoInput(page).setInputFiles({ name: 'robots.jpg', mimeType: 'image/jpeg', buffer: text });
  await fillDetails(page, 'Not a photo');
  await page.getByRole('button', { name: 'Submit Photo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Photos must be JPEG, PNG or WebP images' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/submit-photo/${challenge.id}$`));
  expect(sql(`SELECT id FROM submissions WHERE challenge_id = ${challenge.id}`)).toEqual([]);
});

test('a visitor is sent to log in first', async ({ page }) => {
  const challenge = seedChallenge('active', []);
  await page.goto(`/submit-photo/${challenge.id}`);
  await expect(page).toHaveURL(new RegExp(`/auth\\?tab=login&next=/submit-photo/${challenge.id}$`));
});
