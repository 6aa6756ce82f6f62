import { expect, test, type Page } from '@playwright/test';
import { logOutFromMenu, newPerson, registerByApi, type Person } from './support/account';
import { followMailLink } from './support/mailbox';

async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/auth?tab=login');
  await page.getByLabel('Email or Username').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('/');
}

async function expectSignedInAs(page: Page, person: Person): Promise<void> {
  const menu = page.getByLabel('Account menu');
  await menu.click();
  const details = page.locator('details', { has: menu });
  await expect(details.getByText(person.username)).toBeVisible();
  // Escape is the frame's script's to handle (a <details> alone ignores it), and the home page
  // starts its scripts only once its photo is painted: an enabled Log out says it has run.
  await expect(details.getByRole('button', { name: 'Log out' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open');
}

test('a person signs up, verifies their email, signs in, and recovers a forgotten password', async ({ page }) => {
  const person = newPerson('e2e');
  const newPassword = 'golden-hour-2025';

  await page.goto('/auth?tab=register');
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();

  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Inbox' })).toBeVisible();

  await followMailLink(page, person.email, '/verify-email');
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL('/');
  await logOutFromMenu(page);

  await signIn(page, person.username, person.password);
  await expectSignedInAs(page, person);
  await logOutFromMenu(page);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  await followMailLink(page, person.email, '/reset-password');
  await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('tiny');
  await page.getByLabel('Confirm Password').fill('tiny');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();

  await page.getByRole('link', { name: 'Continue to Sign In' }).click();
  await page.waitForURL('/auth');
  await signIn(page, person.email, newPassword);
  await expectSignedInAs(page, person);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email or Username').fill('nobody-here');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = page.locator('.toast--destructive');
  await expect(toast.getByText('Sign in failed')).toBeVisible();
  await expect(toast.getByText('Invalid email, username or password')).toBeVisible();
});

test('a reset link without a token offers a new one', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByText('The password reset link is invalid or missing token.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/forgot-password');
});

test('visitors opening /profile are sent to sign in, and signed-in people skip the sign-in page', async ({ page }) => {
  await page.goto('/profile');
  await page.waitForURL('/auth?tab=login&next=/profile');
  const person = newPerson('next');
  await registerByApi(page, person);
  await page.goto('/auth?tab=login&next=/profile');
  await page.waitForURL('/profile');
});

test('a signed-in person changes their bio on /profile', async ({ page }) => {
  const person = newPerson('bio');
  await registerByApi(page, person);
  const bio = `Night skies over the coast, ${Date.now()}.`;

  await page.goto('/profile');
  await expect(page.getByText(person.email)).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();
  await page.getByLabel('Bio').fill(bio);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('.toast').getByText('Profile updated')).toBeVisible();

  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page.getByRole('heading', { name: `${person.firstName} ${person.lastName}` })).toBeVisible();
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByText('No photos yet')).toBeVisible();

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('.site-header').getByRole('link', { name: 'Login' })).toBeVisible();
});
