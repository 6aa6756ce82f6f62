import { expect, test, type Page } from '@playwright/test';
import { newPerson, registerByApi } from './support/account';
import { setFlag, signInAs } from './support/local-state';
import { screenshotBoth } from './support/screens';

// Payments go through the local provider's checkout page, as `npm run dev` serves it.
async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Lens');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

// The header holds the desktop bar and the mobile menu: what the person can see counts.
const header = (page: Page) => page.locator('.site-header');
const planCard = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

test.beforeEach(() => setFlag('subscriptions_enabled', true));

test('a member subscribes through the checkout, upgrades to Pro and cancels at period end; a declined card changes nothing', async ({
  page,
}) => {
  await registerByApi(page, newPerson('sub'));
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await screenshotBoth(page, 'subscription-plans');
  await planCard(page, 'Print Seller').getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/dev\/checkout\/cs_local_/);
  await expect(page.getByText('$9.99 per month')).toBeVisible();
  await screenshotBoth(page, 'local-checkout');
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Start Selling' }).filter({ visible: true })).toBeVisible();

  await planCard(page, 'Print Seller').getByRole('button', { name: 'Subscribe' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/subscription\?checkout=cs_local_/);
  await expect(page.getByText('Payment received. Your plan is active.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your plan: Print Seller' })).toBeVisible();
  await page.reload();
  await expect(header(page).getByText('Print Seller', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Upgrade to Pro' }).filter({ visible: true })).toBeVisible();

  await planCard(page, 'Portfolio Pro').getByRole('button', { name: 'Upgrade to Portfolio Pro' }).click();
  await expect(page.getByText("You're on Portfolio Pro now.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your plan: Portfolio Pro' })).toBeVisible();
  await page.reload();
  await expect(header(page).getByText('Portfolio Pro', { exact: true }).filter({ visible: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/^Your plan ends on \w+ \d{1,2}, \d{4}\. You keep every feature until then\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
  await screenshotBoth(page, 'subscription-cancelled');
});

test('a seeded subscriber manages their plan like any other: imogen cancels at period end and resumes', async ({
  page,
  context,
}) => {
  await signInAs(context, 'imogen');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Your plan: Print Seller' })).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/^Your plan ends on .* You keep every feature until then\.$/)).toBeVisible();
  // Still a Print Seller until the period ends; other tests count on her plan.
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText(/^Renews on /)).toBeVisible();

  // Her card, on the local provider's billing page (Stripe's Customer Portal in production).
  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(page).toHaveURL(/\/dev\/billing\/cus_local_/);
  await expect(page.getByText(/^Renews /)).toBeVisible();
  await screenshotBoth(page, 'local-billing');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Imogen Hart');
  await page.getByRole('button', { name: 'Update card' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Your plan: Print Seller' })).toBeVisible();
});

test('a seller sets up payouts from the print dashboard', async ({ page, context }) => {
  test.setTimeout(90_000);
  await setFlag('print_dashboard_enabled', true);
  await signInAs(context, 'henri');
  await page.goto('/print-dashboard');
  await expect(page.getByRole('heading', { name: 'Earnings' })).toBeVisible();
  await expect(page.getByText('No payouts yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Set Up Payouts' }).click();
  // The local provider's onboarding is instant: straight back, ready.
  // Two redirects and a fresh page: at the end of a full run this machine took over 5 s.
  await expect(page.getByText('Payouts are on: your available balance is sent to your account daily.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/print-dashboard$/);
  await screenshotBoth(page, 'print-dashboard-earnings');
});
