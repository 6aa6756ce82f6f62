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

test('a member chooses on /profile how each kind is mailed, and a notice mail’s link unsubscribes signed out', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const who = newPerson('mailprefs');
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${who.username}', '${who.email}', 'Robin', 'Lens', ${Date.now()})`,
  );
  const member = await browser.newContext();
  await signInAs(member, who.username);
  const page = await member.newPage();
  await page.goto('/profile');
  const likes = page.getByLabel('Likes on your photos');
  await expect(likes).toHaveValue('digest');
  await likes.selectOption('mail');
  await page.getByLabel('Send my daily digest at').selectOption('18');
  await page.getByRole('button', { name: 'Save Notification Settings' }).click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Likes on your photos')).toHaveValue('mail');
  await expect(page.getByLabel('Send my daily digest at')).toHaveValue('18');
  await member.close();

  // A result is mailed at once by the next cron tick; its link works in a visitor's browser, no
  // session, and asks before it acts. A forged one is refused.
  const [row] = sql(`SELECT id FROM users WHERE username = '${who.username}'`);
  sql(
    `INSERT INTO notifications (user_id, kind, key, group_key, data, link, created_at)
     VALUES (${row?.id}, 'result', 'result:e2e', 'result:e2e', '{"title":"Fog","place":1,"score":9,"challenge":"Street"}', '/winners', ${Date.now()})`,
  );
  const visitor = await browser.newPage();
  expect((await visitor.request.get('/cdn-cgi/local/scheduled')).status()).toBe(200);
  await expect
    .poll(() => sql(`SELECT text_body FROM dev_mail WHERE to_address = '${who.email}'`).length, { timeout: 20_000 })
    .toBe(1);
  const [mail] = sql(`SELECT text_body FROM dev_mail WHERE to_address = '${who.email}'`);
  const link = new URL(String(mail?.text_body).match(/https?:\/\/\S+\/unsubscribe\?\S+/)?.[0] ?? '');
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor.getByText('You will no longer get mail about results of your entries.')).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  const [setting] = sql(`SELECT channel FROM notification_settings WHERE user_id = ${row?.id} AND kind = 'result'`);
  expect(setting?.channel).toBe('bell');

  await visitor.goto(`${link.pathname}${link.search.replace('k=result', 'k=like')}`);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByText('This unsubscribe link is not valid.', { exact: false })).toBeVisible();
  await visitor.close();
});
