import { expect, test, type Page } from '@playwright/test';
import type { CartItem } from '../site/stores/cart-items';
import { setFlag } from './support/local-state';
import { screenshotBoth } from './support/screens';

const KEY = 'photo-cart-storage';

const item = (id: string, submissionId: number, title: string, size: string, price: number, quantity: number): CartItem => ({
  id,
  submissionId,
  title,
  photographer: 'ansel',
  imageUrl: `/api/uploads/photos/e2e-cart-${submissionId}.jpg`,
  size,
  price,
  quantity,
  isUserSubmission: true,
});

// The photos' offers, as the API would answer them (e2e/print-buying.spec.ts lists real
// ones): photos 1 and 2 are sold in three sizes, anything else is not for sale.
const OFFER_SIZES = [
  { size: '5x7', priceCents: 999 },
  { size: '8x10', priceCents: 1599 },
  { size: '11x14', priceCents: 2999 },
];

async function mockOffers(page: Page): Promise<void> {
  await page.route('**/api/prints/offers?*', (route) => {
    const ids = new URL(route.request().url()).searchParams.get('ids')?.split(',').map(Number) ?? [];
    const forSale = ids.filter((id) => id === 1 || id === 2);
    return route.fulfill({
      json: forSale.map((id) => ({
        listingId: id,
        submissionId: id,
        title: `Photo ${id}`,
        sellerId: 2,
        photographer: 'ansel',
        imageUrl: '',
        sizes: OFFER_SIZES,
      })),
    });
  });
}

// The cart is filled the way the print buttons leave it: in browser storage.
async function seedCart(page: Page, items: CartItem[]): Promise<void> {
  await mockOffers(page);
  await page.goto('/about');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: KEY, value: JSON.stringify(items) });
  await page.goto('/cart');
}

const line = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
const subtotal = (page: Page) => page.getByTestId('cart-subtotal');
const badge = (page: Page) => page.locator('[data-cart-count]');

test.beforeEach(() => setFlag('print_sales_enabled', true));

test('the cart shows its lines and keeps totals and the nav badge in step', async ({ page }) => {
  await seedCart(page, [
    item('a', 1, 'Harbour at dawn', '8x10', 15.99, 2),
    item('b', 1, 'Harbour at dawn, small', '5x7', 9.99, 1),
    item('c', 2, 'Night market', '11x14', 29.99, 1),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Prints in your cart' }).getByRole('listitem')).toHaveCount(3);
  await expect(line(page, 'Harbour at dawn').first()).toContainText('by ansel');
  await expect(subtotal(page)).toHaveText('$71.96');
  await expect(badge(page)).toHaveText('4');
  await expect(page.getByTestId('cart-shipping')).toHaveText('$5.99');
  await expect(page.getByRole('link', { name: 'Sign in to check out' })).toBeVisible();
  await screenshotBoth(page, 'cart');

  await page.getByRole('button', { name: 'One more of Harbour at dawn', exact: true }).click();
  await expect(line(page, 'Night market')).toContainText('$29.99');
  await expect(subtotal(page)).toHaveText('$87.95');
  await expect(badge(page)).toHaveText('5');

  // The small print changed to 8x10 joins the 8x10 line of the same photo.
  await page.getByLabel('Size').nth(1).selectOption('8x10');
  await expect(page.getByRole('list', { name: 'Prints in your cart' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('Quantity of Harbour at dawn, small')).toHaveValue('4');
  await expect(subtotal(page)).toHaveText('$93.95');
  await expect(badge(page)).toHaveText('5');

  // A quantity of 0 removes the line; the cart is kept in browser storage.
  await page.getByLabel('Quantity of Night market').fill('0');
  await expect(line(page, 'Night market')).toHaveCount(0);
  await expect(subtotal(page)).toHaveText('$63.96');
  await expect(badge(page)).toHaveText('4');
  await page.reload();
  await expect(subtotal(page)).toHaveText('$63.96');
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as CartItem[], KEY);
  expect(stored).toMatchObject([{ id: 'b', submissionId: 1, size: '8x10', price: 15.99, quantity: 4 }]);
});

test('removing the last line leaves an empty cart that points to the gallery', async ({ page }) => {
  await seedCart(page, [item('a', 3, 'Fog line', '8x10', 'n/a' as unknown as number, 1)]);
  // A price that isn't a number counts as 0; a photo no longer sold is flagged.
  await expect(subtotal(page)).toHaveText('$0.00');
  await expect(line(page, 'Fog line')).toContainText('No longer for sale');
  await expect(badge(page)).toHaveText('1');
  await page.getByRole('button', { name: 'Remove Fog line' }).click();
  await expect(page.getByText('Removed from cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the gallery' })).toHaveAttribute('href', '/gallery');
  await expect(badge(page)).toBeHidden();
  await screenshotBoth(page, 'cart-empty');
});
