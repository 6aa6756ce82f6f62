import { expect, test, type Page } from '@playwright/test';
import { setFlag, signInAs, sql } from './support/local-state';
import { screenshotBoth } from './support/screens';

const FLAG = 'print_upload_enabled';

const flagRow = (page: Page, name: string) =>
  page.locator('tr', { has: page.locator('code', { hasText: new RegExp(`^${name}$`) }) });
const toast = (page: Page) => page.locator('.toast');

test.afterAll(() => {
  setFlag(FLAG, true);
  sql(`DELETE FROM challenges WHERE title LIKE 'E2E planned %'`);
});

test('an admin switches a flag off and the change survives a reload', async ({ page, context }) => {
  await signInAs(context, 'founder');
  await page.goto('/admin/feature-flags');
  await expect(page.getByRole('heading', { name: 'Feature Flags', level: 1 })).toBeVisible();
  const everyone = flagRow(page, FLAG).getByRole('switch', { name: `${FLAG} on for everyone` });
  await expect(everyone).toBeChecked();
  await everyone.uncheck();
  await expect(flagRow(page, FLAG).getByText('Off for everyone.')).toBeVisible();
  await flagRow(page, FLAG)
    .getByRole('button', { name: `Save ${FLAG}` })
    .click();
  await expect(toast(page).getByText('Flag saved')).toBeVisible();
  await screenshotBoth(page, 'admin-flags');

  await page.reload();
  await expect(flagRow(page, FLAG).getByRole('switch', { name: `${FLAG} on for everyone` })).not.toBeChecked();

  await flagRow(page, FLAG)
    .getByRole('switch', { name: `${FLAG} on for everyone` })
    .check();
  await flagRow(page, FLAG)
    .getByRole('button', { name: `Save ${FLAG}` })
    .click();
  await expect(toast(page).getByText('Flag saved')).toBeVisible();
});

test('an admin plans a daily challenge on an empty day from the scheduler', async ({ page, context }) => {
  await signInAs(context, 'founder');
  await page.goto('/admin/challenges/scheduler');
  await expect(page.getByRole('heading', { name: 'Challenge Scheduler', level: 1 })).toBeVisible();
  const calendar = page.locator('table.calendar');
  // The last day shown is the one least likely to be planned already.
  const plan = calendar.getByRole('link', { name: /^Plan Street, / }).last();
  const label = await plan.getAttribute('aria-label');
  if (label === null) throw new Error('The plan link has no aria-label');
  const day = label.replace('Plan Street, ', '');
  await screenshotBoth(page, 'admin-scheduler');
  await plan.click();

  await expect(page).toHaveURL(/\/admin\/challenges\/new\?date=\d{4}-\d{2}-\d{2}&category=street$/);
  await expect(page.getByLabel('Category')).toHaveValue('street');
  await expect(page.getByLabel('Submissions open')).toHaveValue(/T00:00$/);
  await page.getByRole('button', { name: 'Create Challenge' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();

  const title = `E2E planned ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await screenshotBoth(page, 'admin-challenge-form');
  await page.getByRole('button', { name: 'Create Challenge' }).click();

  await expect(page).toHaveURL(/\/admin\/challenges$/);
  await expect(toast(page).getByText('Challenge created')).toBeVisible();
  const row = calendar.locator('tr', { has: page.locator('th', { hasText: new RegExp(`^${day}(Today)?$`) }) });
  await expect(row.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Edit ${title} (Street, ${day})` })).toBeVisible();
});

test('a member gets Access Denied on /admin', async ({ page, context }) => {
  await signInAs(context, 'ansel');
  const res = await page.goto('/admin');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
});
