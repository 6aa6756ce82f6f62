import { expect, test } from '@playwright/test';
import { setFlag, signInAs, sql, sqlRow } from './support/local-state';
import { screenshotBoth } from './support/screens';

const DAY = 24 * 60 * 60 * 1000;
const PART = 10 * 1024 * 1024;

// A public community challenge with its results named, holding an entry of imogen's (a
// Print Seller in the demo data) that shows a seeded photo.
function seedEntry() {
  const now = Date.now();
  const title = `E2E harbour ${now.toString(36)}`;
  const challenge = sqlRow(
    `INSERT INTO challenges (title, description, category, start_date, end_date, voting_start_date, voting_end_date, results_at, creator_id, privacy_type)
     SELECT 'Harbours ${now.toString(36)}', 'Seeded by the print upload test.', 'landscape', ${now - 3 * DAY}, ${now - 2 * DAY}, ${now - 2 * DAY}, ${now - DAY}, ${now - DAY}, id, 'public'
     FROM users WHERE username = 'ansel' RETURNING id`,
  );
  const photo = sqlRow("SELECT filename, image_url FROM submissions WHERE status = 'active' ORDER BY id LIMIT 1");
  sql(
    `INSERT INTO submissions (challenge_id, user_id, title, description, alt_text, filename, image_url, width, height, created_at)
     SELECT ${challenge.id}, id, '${title}', '', 'A harbour at dawn', '${photo.filename}', '${photo.image_url}', 1600, 1200, ${now}
     FROM users WHERE username = 'imogen'`,
  );
  return title;
}

// A print master the size of more than one part: a PNG header saying 6000 × 4500, padded.
function master() {
  const buffer = Buffer.alloc(PART + 512 * 1024);
  buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  buffer.writeUInt32BE(6000, 16);
  buffer.writeUInt32BE(4500, 20);
  return { name: 'harbour-master.png', mimeType: 'image/png', buffer };
}

test.beforeEach(() => setFlag('print_upload_enabled', true));

test('a Print Seller lists an entry, uploads its master in parts, prices two sizes and publishes, then pauses it', async ({
  page,
  context,
}) => {
  const title = seedEntry();
  await signInAs(context, 'imogen');
  await page.goto('/print-upload');
  await expect(page.getByRole('heading', { name: 'Sell Prints' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: title });
  await entry.getByRole('button', { name: 'Sell Prints' }).click();

  const editor = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(editor.getByText('Draft')).toBeVisible();
  await editor.getByLabel('Choose Master File').setInputFiles(master());
  await expect(editor.getByText('✓ 6000 × 4500 pixels')).toBeVisible({ timeout: 30_000 });

  // 6000 × 4500 px: sharp up to 16x20, 20x30 at 150 DPI.
  await expect(editor.getByRole('listitem').filter({ hasText: '8×10 in' }).getByText('✓ Recommended')).toBeVisible();
  await expect(editor.getByLabel('Price').first()).toBeVisible();
  const eight = editor.getByRole('listitem').filter({ hasText: '8×10 in' });
  await expect(eight.getByRole('checkbox')).toBeChecked();
  await expect(eight.getByRole('textbox')).toHaveValue('15.99');
  await expect(eight.getByText('You receive $13.59 (85%) · Aperture Circle keeps $2.40 (15%)')).toBeVisible();
  const sixteen = editor.getByRole('listitem').filter({ hasText: '16×20 in' });
  await sixteen.getByRole('checkbox').check();
  await sixteen.getByRole('textbox').fill('60');
  await expect(sixteen.getByText('You receive $51.00 (85%) · Aperture Circle keeps $9.00 (15%)')).toBeVisible();
  await screenshotBoth(page, 'print-upload-editor');

  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('On sale')).toBeVisible();
  const listing = page.locator('.my-listing').filter({ hasText: title });
  await expect(listing).toContainText('2 sizes from $15.99');
  await editor.getByRole('button', { name: 'Close' }).click();
  await listing.getByRole('button', { name: 'Pause' }).click();
  await expect(listing).toContainText('Paused by you');
  await screenshotBoth(page, 'print-upload-listings');
  await listing.getByRole('button', { name: 'Resume' }).click();
  await expect(listing).toContainText('On sale');
});

test('a member without a subscription is offered one instead', async ({ page, context }) => {
  await signInAs(context, 'ansel');
  await page.goto('/print-upload');
  await expect(page.getByText('Selling prints comes with a Print Seller or Portfolio Pro subscription.')).toBeVisible();
});
