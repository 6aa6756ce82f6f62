import { expect, test } from '@playwright/test';
import { newPerson } from './support/account';
import { signInAs, sql } from './support/local-state';

// Webinars: the list arrives with the page; a member registers for a free one, gets its
// invite by mail, and gives the seat back.

test('a member registers for a free webinar from its page, is mailed the invite, and gives the seat back', async ({
  browser,
}) => {
  const who = newPerson('webinar');
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${who.username}', '${who.email}', 'Wren', 'Shutter', ${Date.now()})`,
  );
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto('/webinars');
  await expect(visitor.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Reading light on location' })).toBeVisible();

  const member = await browser.newContext();
  await signInAs(member, who.username);
  const page = await member.newPage();
  await page.goto('/webinars');
  await page.getByRole('link', { name: 'Reading light on location' }).click();
  await expect(page.getByRole('heading', { name: 'Reading light on location', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Register for free' }).click();
  await expect(page.getByText("You're registered.")).toBeVisible();

  // The invite's link leads back to the same page.
  const mail = page.locator(`article.mail[data-mail-to="${who.email}"]`).filter({ hasText: "You're registered: Reading light" });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await mail.locator('a[href*="/webinar/"]').first().click();
  await expect(page.getByText("You're registered.")).toBeVisible();
  await page.getByRole('button', { name: 'Give my seat back' }).click();
  await expect(page.getByRole('button', { name: 'Register for free' })).toBeVisible();
});
