import { expect, test } from '@playwright/test';
import { setFlag, signInAs } from './support/local-state';
import { printMaster, seedSellableEntry } from './support/prints';
import { screenshotBoth } from './support/screens';

test.beforeEach(() => setFlag('print_upload_enabled', true));

test('a Print Seller lists an entry, uploads its master in parts, prices two sizes and publishes, then pauses it', async ({
  page,
  context,
}) => {
  const { title } = seedSellableEntry();
  await signInAs(context, 'imogen');
  await page.goto('/print-upload');
  await expect(page.getByRole('heading', { name: 'Sell Prints' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: title });
  await entry.getByRole('button', { name: 'Sell Prints' }).click();

  const editor = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(editor.getByText('Draft')).toBeVisible();
  await editor.getByLabel('Choose Master File').setInputFiles(printMaster());
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
