import { expect, type Page, test } from '@playwright/test';
import { newPerson } from './support/account';
import { seedChallenge } from './support/challenges';
import { signInAs, sql } from './support/local-state';
import { screenshotBoth } from './support/screens';

// The bell: a like on a member's photo reaches every open tab of theirs at once, over the
// inbox socket, and reading it in one tab clears the others.

const badge = (page: Page) => page.locator('[data-notification-count]');

test('a like lights the bell in two tabs at once, and marking all read in one clears both', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const who = newPerson('bell');
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${who.username}', '${who.email}', 'Robin', 'Lens', ${Date.now()})`,
  );
  const { entryIds, title } = seedChallenge('active', [who.username]);
  const photo = `${title} #1`;

  const member = await browser.newContext();
  await signInAs(member, who.username);
  const [tab, otherTab] = [await member.newPage(), await member.newPage()];
  await tab.goto('/gallery');
  await otherTab.goto('/challenges');
  for (const page of [tab, otherTab]) await expect(page.locator('[data-bell] summary')).toBeVisible();

  // Maya likes the photo, from her own browser, through the API.
  const maya = await browser.newContext();
  await signInAs(maya, 'maya');
  const liked = await maya.request.post('/api/likes', {
    data: { submissionId: entryIds[0] },
    headers: { Origin: baseURL ?? '' },
  });
  expect(liked.status()).toBe(200);

  await expect(badge(tab)).toHaveText('1');
  await expect(badge(otherTab)).toHaveText('1');

  const bell = tab.locator('summary[aria-label="Notifications, 1 unread"]');
  await bell.click();
  const line = tab.getByRole('link', { name: new RegExp(`maya liked your photo “${photo}”`) });
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('href', `/photo/${entryIds[0]}?type=standard`);
  await tab.screenshot({ path: 'e2e/screenshots/bell-open-desktop.png' });
  await tab.setViewportSize({ width: 390, height: 844 });
  await tab.screenshot({ path: 'e2e/screenshots/bell-open-mobile.png' });
  await tab.setViewportSize({ width: 1280, height: 800 });

  await tab.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge(tab)).toBeHidden();
  await expect(badge(otherTab)).toBeHidden();

  await otherTab.goto('/notifications');
  await expect(otherTab.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(otherTab.getByRole('link', { name: new RegExp(`maya liked your photo “${photo}”`) })).toBeVisible();
  await screenshotBoth(otherTab, 'notifications');
  await member.close();
  await maya.close();
});

test('a visitor has no bell, and /notifications asks them to sign in', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-bell]')).toHaveCount(0);
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/auth\?tab=login/);
});
