import { type Browser, expect, test } from '@playwright/test';
import { newPerson } from './support/account';
import { signInAs, sql, sqlRow } from './support/local-state';
import { screenshotBoth } from './support/screens';

// Webinars: the list arrives with the page; a member registers for a free one, gets its
// invite by mail, and gives the seat back; another pays for a seat at a paid one through the
// local checkout and gives it back for a full refund.

async function verifiedMember(browser: Browser, first: string) {
  const who = newPerson('webinar');
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${who.username}', '${who.email}', '${first}', 'Shutter', ${Date.now()})`,
  );
  const context = await browser.newContext();
  await signInAs(context, who.username);
  return { who, context, page: await context.newPage() };
}

test('a member registers for a free webinar from its page, is mailed the invite, and gives the seat back', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await visitor.goto('/webinars');
  await expect(visitor.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Reading light on location' })).toBeVisible();

  const { who, page } = await verifiedMember(browser, 'Wren');
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

test('a member pays for a seat at a paid webinar, lands registered, and gives the seat back for a full refund', async ({
  browser,
}) => {
  const { who, page } = await verifiedMember(browser, 'Pell');
  await page.goto('/webinar/2');
  await page.getByRole('link', { name: 'Register · $25' }).click();
  await expect(page).toHaveURL(/\/webinar\/2\/payment$/);
  await expect(page.getByText('Give your seat back up to 24 hours before the start for a full refund.')).toBeVisible();
  await screenshotBoth(page, 'webinar-payment');
  await page.getByRole('button', { name: 'Pay $25' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Pell Shutter');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/webinar\/2\/success\?checkout=/);
  await expect(page.getByText("You're registered. Your invite and receipt are on their way to your email.")).toBeVisible();
  await screenshotBoth(page, 'webinar-success');

  await page.getByRole('link', { name: 'Go to the Webinar' }).click();
  await expect(page.getByText("You're registered.")).toBeVisible();
  await page.getByRole('button', { name: 'Give my seat back' }).click();
  await expect(page.getByRole('link', { name: 'Register · $25' })).toBeVisible();
  const refunded = () =>
    Number(
      sqlRow(
        `SELECT p.refunded_cents AS cents FROM payments p JOIN users u ON u.id = p.user_id
         WHERE p.purpose = 'webinar' AND u.username = '${who.username}'`,
      ).cents,
    );
  await expect.poll(refunded).toBe(2500);
});
