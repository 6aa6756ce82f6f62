import { expect, test, type Page } from '@playwright/test';

export type Person = { firstName: string; lastName: string; username: string; email: string; password: string };

// A new person per call, so runs and tests never collide on a username or email.
export function newPerson(tag: string): Person {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { firstName: 'Robin', lastName: 'Lens', username: id, email: `${id}@example.test`, password: 'first-light-2024' };
}

// A documentation address (RFC 3849) of its own for each new person: sign-ups are limited per
// address, and every test (and its retry) signing people up from one machine would share one.
const ownAddress = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Date.now().toString(16).slice(-4)}::1`;

// Signs up through the API with the browser's cookie jar, for tests about what comes after.
// The API refuses cross-site POSTs, so the request carries the site's Origin like a browser would.
export async function registerByApi(page: Page, person: Person): Promise<void> {
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const headers = { Origin: origin, 'CF-Connecting-IP': ownAddress() };
  const res = await page.request.post('/api/auth/register', { data: person, headers });
  expect(res.status()).toBe(201);
}

export async function logOutFromMenu(page: Page): Promise<void> {
  await page.getByLabel('Account menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByLabel('Account menu')).toHaveCount(0);
  await expect(page.locator('.site-header').getByRole('link', { name: 'Login' })).toBeVisible();
}
