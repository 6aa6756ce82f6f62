import { type Browser, expect, type Page, test } from '@playwright/test';
import { newPerson } from './support/account';
import { signInAs, sql } from './support/local-state';
import { screenshotBoth } from './support/screens';

// The AI coach: a member drops a dark photo whose horizon rises to the right; the coach,
// running in the browser, finds it underexposed and crooked, each finding with its caveat. The
// report is saved, listed in the history, and opened from there as it was stored, with no
// analysis run again; then it is deleted. The test site has no vision model, so the page says
// the AI's narration is off.

async function member(browser: Browser): Promise<Page> {
  const { username, email } = newPerson('coach');
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${username}', '${email}', 'Iris', 'Aperture', ${Date.now()})`,
  );
  const context = await browser.newContext();
  await signInAs(context, username);
  return context.newPage();
}

// An evening harbour made by the browser itself as a JPEG: a dusky sky over dark water, the
// horizon rising 4° to the right, a dim lamp, and a little grain (seeded, so every run
// measures the same).
async function darkTiltedPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const width = 1600;
    const height = 1067;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.translate(width / 2, height / 2);
    context.rotate((-4 * Math.PI) / 180);
    context.translate(-width / 2, -height / 2);
    const sky = context.createLinearGradient(0, -200, 0, height * 0.55);
    sky.addColorStop(0, '#0b1020');
    sky.addColorStop(1, '#3a3550');
    context.fillStyle = sky;
    context.fillRect(-400, -400, width + 800, height * 0.55 + 400);
    context.fillStyle = '#141210';
    context.fillRect(-400, height * 0.55, width + 800, height);
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = '#8a6a40';
    context.beginPath();
    context.arc(width * 0.52, height * 0.45, 60, 0, 2 * Math.PI);
    context.fill();
    const pixels = context.getImageData(0, 0, width, height);
    let seed = 7;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = ((seed >>> 16) / 65536 - 0.5) * 10;
      for (let channel = 0; channel < 3; channel++) pixels.data[i + channel] += grain;
    }
    context.putImageData(pixels, 0, 0);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

const finding = (page: Page, title: string) =>
  page.locator('.finding').filter({ has: page.getByRole('heading', { name: title }) });
const findingTexts = (page: Page) => page.locator('.finding').allInnerTexts();

test('a member analyses a dark, tilted photo, saves the report, reopens it from the history without analysing again, and deletes it', async ({
  browser,
}) => {
  const page = await member(browser);
  await page.goto('/ai-coach');
  await expect(page.getByRole('heading', { name: 'AI Coach', level: 1 })).toBeVisible();
  const input = page.locator('.photo-drop-field input[type="file"]');
  await expect(input).toBeEnabled();
  await expect(page.getByText('No saved reports yet.')).toBeVisible();

  // Only photos are taken.
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('“notes.txt” is not a photo the coach can read. Choose a JPEG, PNG or WebP.')).toBeVisible();

  await input.setInputFiles({ name: 'evening-harbour.jpg', mimeType: 'image/jpeg', buffer: await darkTiltedPhoto(page) });
  await expect(page.getByRole('heading', { name: 'evening-harbour', level: 2 })).toBeVisible({ timeout: 20_000 });
  const exposure = finding(page, 'Exposure');
  await expect(exposure.locator('.finding__badge')).toHaveText('Fix');
  await expect(exposure).toContainText('The photo looks underexposed');
  await expect(exposure.getByText('Caveat:')).toBeVisible();
  await expect(exposure).toContainText(
    'Night scenes, silhouettes and deliberately dark (low-key) pictures are meant to be dark.',
  );
  await expect(finding(page, 'Horizon')).toContainText('Horizon rises to the right by');
  await page.getByRole('button', { name: 'Horizon', exact: true }).click();
  await expect(page.getByText(/^Rotate \d+\.\d° clockwise$/)).toBeVisible();
  await expect(page.getByText('Camera settings: none found (no EXIF)')).toBeVisible();
  await expect(
    page.getByText('AI narration is off on this site: the measured findings above are the coach’s whole report.'),
  ).toBeVisible();
  const measured = await findingTexts(page);
  const fixes = await page.locator('.finding--fix').count();
  const notes = await page.locator('.finding--note').count();
  await screenshotBoth(page, 'ai-coach-report');

  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText('Saved in your history.')).toBeVisible();
  await expect(page).toHaveURL(/\/ai-coach\?report=\d+$/);
  const saved = page.locator('.history-item').filter({ hasText: 'evening-harbour' });
  await expect(saved).toContainText(`${fixes} fixes · ${notes} notes`);

  // A fresh page opens the saved report from the history: the stored findings, and no Web
  // Worker started to measure anything again.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto('/ai-coach');
  await saved.getByRole('link', { name: 'evening-harbour' }).click();
  await expect(page).toHaveURL(/\/ai-coach\?report=\d+$/);
  await expect(page.getByText('Saved report', { exact: true })).toBeVisible();
  await expect.poll(() => findingTexts(page)).toEqual(measured);
  expect(workers).toEqual([]);

  await saved.getByRole('button', { name: 'Delete the report on evening-harbour' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete report' }).click();
  await expect(page.getByText('No saved reports yet.')).toBeVisible();
  await expect(page).toHaveURL(/\/ai-coach$/);
});

test('asking the community from a report prefills the critique request from the findings', async ({ browser }) => {
  const page = await member(browser);
  await page.goto('/ai-coach');
  const input = page.locator('.photo-drop-field input[type="file"]');
  await expect(input).toBeEnabled();
  await input.setInputFiles({ name: 'evening-harbour.jpg', mimeType: 'image/jpeg', buffer: await darkTiltedPhoto(page) });
  await page.getByRole('button', { name: 'Ask the community' }).click();

  const dialog = page.getByRole('dialog', { name: 'Ask the community' });
  await expect(dialog.getByLabel('Title')).toHaveValue('evening-harbour');
  await expect(dialog.getByLabel('What do you want to hear about?')).toHaveValue(
    /^Exposure \(the coach says fix\): Mean luminance/,
  );
  for (const aspect of ['General impression', 'Exposure and camera use', 'Composition and perspective'])
    await expect(dialog.getByRole('checkbox', { name: aspect })).toBeChecked();
  await expect(dialog.getByText('Costs 1 credit')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ask for critique' }).click();
  await expect(dialog.getByText('Say what you were going for, in a sentence or two')).toBeVisible();
  await dialog.getByLabel('What were you going for?').fill('The last blue light over the harbour, quiet and still.');
  await dialog.getByRole('button', { name: 'Ask for critique' }).click();
  await expect(page).toHaveURL(/\/photo-critique\?request=\d+$/);
});
