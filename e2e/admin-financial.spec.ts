import { expect, test } from '@playwright/test';
import { newPerson, registerByApi } from './support/account';
import { setFlag, signInAs } from './support/local-state';
import { screenshotBoth } from './support/screens';

test.beforeEach(() => setFlag('subscriptions_enabled', true));

test('an admin sees the month in figures and refunds part of a payment', async ({ page, context }) => {
  // A member pays for a plan through the local checkout: a payment to refund.
  const buyer = page;
  const person = newPerson('fin');
  await registerByApi(buyer, person);
  await buyer.goto('/subscription');
  await buyer.getByRole('article', { name: 'Print Seller' }).getByRole('button', { name: 'Subscribe' }).click();
  await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await buyer.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await buyer.getByLabel('CVC').fill('123');
  await buyer.getByLabel('Name on card').fill('Fin Buyer');
  await buyer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(buyer.getByText('Payment received. Your plan is active.')).toBeVisible();

  await context.clearCookies();
  await signInAs(context, 'founder');
  await page.goto('/admin/financial');
  await expect(page.getByRole('heading', { name: 'Last 12 months' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Revenue, refunds and disputes, and payouts by month/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/financial/months.csv');

  await page.getByRole('searchbox', { name: 'Find a payment by id, payer or payee' }).fill(person.username);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: person.username });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('$9.99', { exact: true })).toBeVisible();
  await screenshotBoth(page, 'admin-financial');

  await row.getByRole('button', { name: /^Refund \$9\.99 of payment/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Refund this payment?' });
  await dialog.getByLabel('Amount (US dollars)').fill('20');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You can refund at most $9.99');
  await dialog.getByLabel('Amount (US dollars)').fill('4.00');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('$4.00 back to the payer.')).toBeVisible();
  await expect(row.getByText('$4.00', { exact: true })).toBeVisible();
});
