import { expect, test, type Page } from '@playwright/test';
import type { CartItem } from '../site/stores/cart-items';
import { newPerson } from './support/account';
import { seedChallenge } from './support/challenges';
import { setFlag, signInAs, sql, sqlRow } from './support/local-state';
import { payPrintsWithCard } from './support/prints';
import { screenshotBoth } from './support/screens';

const KEY = 'photo-cart-storage';

// An entry put on sale by its author, as /print-upload leaves it once published. Selling needs
// a plan (the cron pauses a listing whose seller has none), so an author without one gets one.
function listForSale(entryId: number, prices: Record<string, number>): void {
  sql(
    `INSERT INTO subscriptions (user_id, type, status, current_period_end)
     SELECT s.user_id, 'print_user', 'active', ${Date.now() + 30 * 86_400_000} FROM submissions s
     WHERE s.id = ${entryId} AND NOT EXISTS (SELECT 1 FROM subscriptions WHERE user_id = s.user_id)`,
  );
  const listing = sqlRow(
    `INSERT INTO print_listings (submission_id, seller_id, status, master_key, master_width, master_height, master_bytes, published_at)
     SELECT id, user_id, 'active', 'masters/e2e-' || id || '.jpg', 6000, 9000, 30000000, ${Date.now()} FROM submissions WHERE id = ${entryId}
     RETURNING id`,
  );
  const rows = Object.entries(prices).map(([size, cents]) => `(${Number(listing.id)}, '${size}', ${cents})`);
  sql(`INSERT INTO print_listing_sizes (listing_id, size, price_cents) VALUES ${rows.join(', ')}`);
}

// A new member on Portfolio Pro (written as the subscription webhook leaves it), signed in.
// Made in the database, not registered: registrations are limited per address across the run.
async function portfolioProBuyer(page: Page): Promise<string> {
  const person = newPerson('buyer');
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${person.username}', '${person.email}', 'Robin', 'Lens', ${Date.now()})`,
  );
  sql(
    `INSERT INTO subscriptions (user_id, type, status, current_period_end)
     SELECT id, 'portfolio_pro', 'active', ${Date.now() + 30 * 86_400_000} FROM users WHERE username = '${person.username}'`,
  );
  await signInAs(page.context(), person.username);
  return person.username;
}

const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as CartItem[], KEY);

test.beforeEach(() => setFlag('print_sales_enabled', true));

test('a Portfolio Pro member chooses two sizes, checks out from the cart and sees the paid order; paid lines leave the cart', async ({
  page,
  browser,
}) => {
  // Four pages, a checkout and its webhook, and four pairs of full-page screenshots: about 45 s
  // alone on this 2-core machine, more beside the other server.
  test.setTimeout(120_000);
  const challenge = seedChallenge('completed', ['dorothea', 'vivian'], 'street', { creator: 'ansel' });
  const [onSale, notListed] = challenge.entryIds as [number, number];
  const title = `${challenge.title} #1`;
  listForSale(onSale, { '5x7': 1200, '8x10': 1850, '11x14': 3400 });
  await portfolioProBuyer(page);

  await page.goto(`/user-challenges/${challenge.id}`);
  const buy = card(page, title).getByRole('button', { name: 'Buy Print' });
  await buy.click();
  const chooser = page.getByRole('dialog', { name: 'Buy a print' });
  await expect(chooser.getByRole('radio')).toHaveCount(3);
  // The default print is checked: 8x10 at the photographer's price.
  await expect(chooser.getByRole('radio', { name: /^8x10/ })).toBeChecked();
  await expect(chooser.getByRole('link', { name: 'Buy Now · $18.50' })).toHaveAttribute(
    'href',
    `/print-checkout/${onSale}?size=8x10`,
  );
  await screenshotBoth(page, 'print-chooser');
  // Escape closes it and hands focus back to the button.
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(buy).toBeFocused();

  await buy.click();
  await chooser.getByText('11x14').click();
  await chooser.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(chooser).toBeHidden();
  await buy.click();
  await chooser.getByText('8x10').click();
  await chooser.getByRole('button', { name: 'Add to Cart' }).click();
  // The card's cart button adds the default print: a second 8x10.
  await card(page, title)
    .getByRole('button', { name: `Add to cart: print of “${title}”` })
    .click();
  await expect(page.locator('[data-cart-count]')).toHaveText('3');

  // A photo nobody sells says so.
  await card(page, `${challenge.title} #2`)
    .getByRole('button', { name: /^Add to cart/ })
    .click();
  await expect(page.getByText('Not for sale as a print')).toBeVisible();
  await expect(page.locator('[data-cart-count]')).toHaveText('3');

  // A line kept from before, whose photo is not (or no longer) for sale, is flagged.
  const kept = await stored(page);
  const gone: CartItem = {
    ...(kept[0] as CartItem),
    id: 'gone',
    submissionId: notListed,
    title: 'Withdrawn print',
    size: '8x10',
  };
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: KEY, value: JSON.stringify([...kept, gone]) });
  await page.goto('/cart');
  const withdrawn = page.getByRole('listitem').filter({ hasText: 'Withdrawn print' });
  await expect(withdrawn).toContainText('No longer for sale');
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await screenshotBoth(page, 'print-cart-flagged');
  await withdrawn.getByRole('button', { name: 'Remove Withdrawn print' }).click();
  await page.getByRole('button', { name: 'Close notification' }).click();

  await expect(page.getByLabel('Ships to')).toHaveValue('US');
  await expect(page.getByLabel('Size').first()).toHaveValue('11x14');
  await expect(page.getByLabel('Size').last()).toHaveValue('8x10');
  await expect(page.getByLabel(`Quantity of ${title}`).last()).toHaveValue('2');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$71.00');
  await expect(page.getByTestId('cart-shipping')).toHaveText('$5.99');
  await expect(page.getByTestId('cart-total')).toHaveText('$76.99');
  await expect(page.getByText('Prices exclude taxes.', { exact: false })).toBeVisible();
  await page.getByLabel('Ships to').selectOption('FR');
  await expect(page.getByTestId('cart-shipping')).toHaveText('$14.99');
  await page.getByLabel('Ships to').selectOption('US');
  await screenshotBoth(page, 'print-cart');

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_local_/);
  // Meanwhile, in another tab, the buyer adds a 5x7: it is not part of this order and stays.
  await page.evaluate(
    ({ key, line }) => localStorage.setItem(key, JSON.stringify([...JSON.parse(localStorage.getItem(key) ?? '[]'), line])),
    { key: KEY, line: { ...(kept[0] as CartItem), id: 'later', size: '5x7', price: 12, quantity: 1 } },
  );
  await payPrintsWithCard(page, 'Robin Lens', '$76.99');

  await expect(page).toHaveURL(/\/order-confirmation\?order=\d+$/);
  await expect(page.getByText('Thank you! Your order is paid.')).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  const prints = page.getByRole('list', { name: 'Prints in this order' }).getByRole('listitem');
  await expect(prints).toHaveCount(2);
  await expect(prints.filter({ hasText: '11x14' })).toContainText('1 × $34.00');
  await expect(prints.filter({ hasText: '8x10' })).toContainText('2 × $18.50');
  await expect(page.getByTestId('order-total')).toHaveText('$76.99');
  await expect(page.getByText('12 Harbour Road')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid, waiting for production');
  await screenshotBoth(page, 'order-confirmation');
  await expect.poll(() => stored(page)).toMatchObject([{ id: 'later', size: '5x7' }]);

  // Before production the buyer may cancel the part, refunded in full.
  await page.getByRole('button', { name: /^Cancel the prints from / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this part of the order?' });
  await expect(confirm).toContainText('You are refunded in full.');
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled, refunded');
  await expect(page.getByRole('button', { name: /^Cancel the prints from / })).toHaveCount(0);

  // Their orders are on their profile.
  await page.goto('/profile');
  const orders = page.getByRole('region', { name: 'Your Print Orders' });
  await expect(orders.getByRole('link', { name: `Order #${orderId}` })).toHaveAttribute(
    'href',
    `/order-confirmation?order=${orderId}`,
  );

  // Someone else's order is not found.
  const other = await browser.newContext();
  await signInAs(other, 'ansel');
  const stranger = await other.newPage();
  await stranger.goto(`/order-confirmation?order=${orderId}`);
  await expect(stranger.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await other.close();
});

test('/print-checkout buys one print now; a photo without a listing says it is not for sale', async ({ page }) => {
  const challenge = seedChallenge('completed', ['henri', 'dorothea'], 'street', { creator: 'ansel' });
  const [onSale, notListed] = challenge.entryIds as [number, number];
  listForSale(onSale, { '8x10': 2000, '16x20': 5500 });
  await portfolioProBuyer(page);

  await page.goto(`/print-checkout/${onSale}?size=16x20`);
  await expect(page.getByRole('heading', { name: `${challenge.title} #1` })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^16x20/ })).toBeChecked();
  await page.getByRole('button', { name: `One more of ${challenge.title} #1` }).click();
  await expect(page.getByTestId('print-total')).toHaveText('$115.99');
  await screenshotBoth(page, 'print-checkout');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\/cs_local_/);
  await expect(page.getByRole('button', { name: 'Pay $115.99' })).toBeVisible();

  await page.goto(`/print-checkout/${notListed}`);
  await expect(page.getByRole('heading', { name: 'This photo is not for sale as a print' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the photo' })).toHaveAttribute('href', `/photo/${notListed}?type=user`);
  await screenshotBoth(page, 'print-checkout-not-for-sale');
});
