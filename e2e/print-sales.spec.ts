import { type BrowserContext, expect, test } from '@playwright/test';
import { setFlag, signInAs, sqlRow } from './support/local-state';
import { payPrintsWithCard, printMaster, seedSellableEntry } from './support/prints';
import { screenshotBoth } from './support/screens';

// A print sold from listing to doorstep: imogen (Print Seller) lists an entry in two sizes,
// henri (Portfolio Pro) buys both through the local checkout, imogen's dashboard shows the
// sale and her 85% pending, she ships it, and henri sees the tracking number.

let contexts: BrowserContext[] = [];
test.beforeEach(async () => {
  for (const flag of ['print_upload_enabled', 'print_sales_enabled', 'print_dashboard_enabled']) await setFlag(flag, true);
});
test.afterEach(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

test('a listed print is bought from the cart, shows as the seller’s pending sale, and its tracking number reaches the buyer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [sellerContext, buyerContext] = [await browser.newContext(), await browser.newContext()];
  contexts = [sellerContext, buyerContext];
  await signInAs(sellerContext, 'imogen');
  await signInAs(buyerContext, 'henri');
  const seller = await sellerContext.newPage();
  const buyer = await buyerContext.newPage();
  const { title, challengeId } = seedSellableEntry();

  // imogen lists the entry: its master, an 8x10 at $15.99 and a 16x20 at $60.
  await seller.goto('/print-upload');
  await seller.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Sell Prints' }).click();
  const editor = seller.getByRole('article').filter({ has: seller.getByRole('heading', { name: title }) });
  await editor.getByLabel('Choose Master File').setInputFiles(printMaster());
  await expect(editor.getByText('✓ 6000 × 4500 pixels')).toBeVisible({ timeout: 30_000 });
  const sixteen = editor.getByRole('listitem').filter({ hasText: '16×20 in' });
  await sixteen.getByRole('checkbox').check();
  await sixteen.getByRole('textbox').fill('60');
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('On sale')).toBeVisible();

  // henri adds both sizes to his cart from the challenge's page and checks out.
  await buyer.goto(`/user-challenges/${challengeId}`);
  const card = buyer.getByRole('article').filter({ has: buyer.getByRole('heading', { name: title }) });
  const chooser = buyer.getByRole('dialog', { name: 'Buy a print' });
  for (const size of ['8x10', '16x20']) {
    await card.getByRole('button', { name: 'Buy Print' }).click();
    await chooser.getByText(size).click();
    await chooser.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(chooser).toBeHidden();
  }
  await buyer.goto('/cart');
  await expect(buyer.getByTestId('cart-total')).toHaveText('$81.98');
  await buyer.getByRole('button', { name: 'Checkout' }).click();
  await expect(buyer).toHaveURL(/\/dev\/checkout\//);
  await payPrintsWithCard(buyer, 'Henri Bresson', '$81.98');
  await expect(buyer).toHaveURL(/\/order-confirmation\?order=\d+$/);
  await expect(buyer.getByText('Thank you! Your order is paid.')).toBeVisible();
  const orderId = Number(new URL(buyer.url()).searchParams.get('order'));

  // imogen's dashboard: the sale, and her part of it pending (85% of $75.99, and the shipping).
  const { pending } = sqlRow(
    `SELECT sum(amount_cents) AS pending FROM ledger_entries
     WHERE account = 'payee' AND user_id = (SELECT id FROM users WHERE username = 'imogen') AND available_at > ${Date.now()}`,
  );
  await seller.goto('/print-dashboard');
  const order = seller.getByRole('listitem').filter({ hasText: `Order #${orderId}` });
  await expect(order).toContainText('You earn $70.58 (85% of $75.99 and $5.99 shipping)');
  await expect(seller.locator('.stat-tile').filter({ hasText: 'Pending' })).toContainText(
    `$${(Number(pending) / 100).toFixed(2)}`,
  );
  await screenshotBoth(seller, 'print-dashboard');

  // She prints and ships it; henri sees the tracking number on his order.
  await order.getByRole('button', { name: 'Start Production' }).click();
  await expect(order).toContainText('In production');
  await order.getByLabel('Carrier').fill('USPS');
  await order.getByLabel('Tracking number').fill('9400 1118 9922 0000 1234 56');
  await order.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(order).toContainText('Shipped');
  await buyer.goto(`/order-confirmation?order=${orderId}`);
  await expect(buyer.getByText('9400 1118 9922 0000 1234 56')).toBeVisible();
  await screenshotBoth(buyer, 'order-shipped');

  // It arrives damaged: she prints it again, and the old tracking number is gone from his order.
  await order.getByRole('button', { name: 'Reprint' }).click();
  await seller.getByRole('alertdialog').getByRole('button', { name: 'Reprint' }).click();
  await expect(order).toContainText('In production');
  await expect(order.getByLabel('Tracking number')).toHaveValue('');
  await buyer.reload();
  await expect(buyer.getByText('9400 1118 9922 0000 1234 56')).toHaveCount(0);
});
