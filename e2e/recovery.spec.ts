import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { newPerson, registerByApi } from './support/account';
import { signInAs, sqlRow } from './support/local-state';
import { screenshotBoth } from './support/screens';

// Photos and data never lost: the recovery screens on the demo data at both widths, the public
// recovery pages read before any script runs, and the incident notice from an admin's words to
// every page's banner.

const SCREENS: [path: string, heading: string, shows: string][] = [
  ['/admin/backup-system', 'Backup System', 'Back up now'],
  ['/admin/file-integrity', 'File Integrity', 'Scan now'],
  ['/admin/orphaned-uploads', 'Orphaned Uploads', 'Choose all'],
  ['/admin/data-recovery', 'Data Recovery', 'The member sent a better export'],
  ['/admin/replace-submission-image', 'Replace Submission Image', 'Entry number or link'],
  ['/admin/replace-images', 'Replace Images', 'its own screen'],
  ['/admin/manual-upload', 'Manual Upload', 'Name, username or email'],
  ['/admin/optimized-upload', 'Optimized Upload', 'Drop images here, or choose them'],
  ['/admin/s3-migration', 'Storage Migration', 'Past imports'],
];

test('every recovery screen shows the demo data at both widths', async ({ page, context }) => {
  await signInAs(context, 'founder');
  for (const [path, heading, shows] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(
      page
        .getByText(shows)
        .or(page.getByRole('button', { name: shows }))
        .first(),
    ).toBeVisible();
    await screenshotBoth(page, `admin${path.replaceAll('/', '-').replace('-admin', '')}`);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public recovery pages arrive whole', async ({ page }) => {
    const pages: [path: string, shows: string][] = [
      ['/recover-photos', 'Restore My Photo'],
      ['/tnt-recovery', 'Email Me the List'],
      ['/emergency-recovery', 'Send Request'],
      ['/recovery-notification', 'No recovery in progress'],
    ];
    for (const [path, shows] of pages) {
      await page.goto(path);
      await expect(page.getByText(shows).first()).toBeVisible();
      await screenshotBoth(page, `recovery${path.replaceAll('/', '-')}`);
    }
  });
});

test('an incident notice reaches every page until it is closed', async ({ page, context, browser }) => {
  const title = `Some photos from last week need re-uploading ${Date.now()}`;
  await signInAs(context, 'founder');
  await page.goto('/admin/data-recovery');
  await page.getByRole('button', { name: 'Write a Notice' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('What happened').fill('A storage fault damaged some photos uploaded last week.');
  await page.getByLabel('What to do').fill('Bring the original file on Recover Photos: it restores your photo.');
  await page.getByRole('button', { name: 'Open Notice' }).click();
  await expect(page.getByText('Open: the banner is on every page')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/gallery');
  const banner = visitor.getByRole('complementary', { name: 'Recovery in progress' });
  await expect(banner).toContainText(title);
  await banner.getByRole('link').click();
  await expect(visitor).toHaveURL(/\/recovery-notification$/);
  await expect(visitor.getByText('A storage fault damaged some photos uploaded last week.')).toBeVisible();

  await page.getByRole('button', { name: 'Close Notice' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close Notice' }).click();
  await expect(page.getByRole('button', { name: 'Write a Notice' })).toBeVisible();
  await visitor.goto('/recovery-notification');
  await expect(visitor.getByText('No recovery in progress')).toBeVisible();
  await expect(visitor.getByRole('complementary', { name: 'Recovery in progress' })).toHaveCount(0);
  await visitor.close();
});

test('a member who lost their mailbox asks, and an admin moves the account', async ({ page, browser }) => {
  const person = newPerson('lost');
  await registerByApi(page, person);
  const visitor = await browser.newPage();
  await visitor.goto('/emergency-recovery');
  await visitor.getByLabel('Your username').fill(person.username);
  await visitor.getByLabel('Your new email address').fill(`new-${person.email}`);
  await visitor.getByLabel('What can you tell us about your photos?').fill('My first entry was a foggy harbour at dawn.');
  await visitor.getByRole('button', { name: 'Send Request' }).click();
  await expect(visitor.getByText('your request is with our team')).toBeVisible();
  await visitor.close();

  const { id } = sqlRow(`SELECT id FROM users WHERE username = '${person.username}'`);
  const admin = await browser.newContext();
  await signInAs(admin, 'founder');
  const screen = await admin.newPage();
  await screen.goto(`/admin/users/${id}`);
  await screen.getByRole('button', { name: 'Move account to this address' }).click();
  const dialog = screen.getByRole('alertdialog');
  await dialog.getByLabel(`Type ${person.username} to confirm`).fill(person.username);
  await dialog.getByRole('button', { name: 'Move account' }).click();
  await expect(screen.getByText(`Moved to new-${person.email}`).first()).toBeVisible();
  await admin.close();
});

test('a wide image is made smaller in the browser before it uploads', async ({ page, context }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const name = `wide-${Date.now()}.jpg`;
  const wide = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2f5d7c' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  await signInAs(context, 'founder');
  await page.goto('/admin/optimized-upload');
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/jpeg', buffer: wide });
  await page.getByRole('button', { name: 'Upload 1 File' }).click();
  const progress = page.getByRole('progressbar', { name: `${name} uploaded` });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  // Sent is not yet stored: the row says so once the server has answered.
  await expect(page.getByRole('listitem').filter({ has: progress }).getByText('Added', { exact: true })).toBeVisible();
  const { image_url } = sqlRow('SELECT image_url FROM mentorship_images ORDER BY id DESC LIMIT 1');
  const stored = await page.request.get(String(image_url));
  expect((await sharp(await stored.body()).metadata()).width).toBe(1600);
  expect(refused).toEqual([]);
});
