import { expect, test } from '@playwright/test';
import { signInAs } from './support/local-state';
import { screenshotBoth } from './support/screens';

// The admin console's second half, on the demo data: each screen shows what the demo gives
// it, at both widths; and a message sent with 'Contact us' reaches the inbox and is answered.

const SCREENS: [path: string, heading: string, shows: string][] = [
  ['/admin/stats', 'Statistics', 'Sign-ups'],
  ['/admin/users?q=rowan', 'Users', '@rowan'],
  ['/admin/users/901', 'User', 'Suspended'],
  ['/admin/email', 'Email', 'How mail leaves'],
  ['/admin/email/queue', 'Email Queue', 'The from address domain is not verified'],
  ['/admin/email/templates', 'Email Templates', 'Values this mail can use'],
  ['/admin/inbox', 'Inbox', 'My photo on your home page'],
  ['/admin/workflows', 'Workflows', 'Old notifications removed'],
  ['/admin/challenges/user-generated', 'User-Generated Challenges', 'Neon Nights'],
];

test('every new admin screen shows the demo data at both widths', async ({ page, context }) => {
  await signInAs(context, 'founder');
  for (const [path, heading, shows] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(shows).first()).toBeVisible();
    await screenshotBoth(page, `admin${path.replace(/\?.*/, '').replaceAll('/', '-').replace('-admin', '')}`);
  }
});

test("a link to #contact, as the inbox's reply mails end with, opens the form", async ({ page }) => {
  await page.goto('/gallery#contact');
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  // Its rules came with it, not inlined into the page beforehand.
  await expect(dialog.locator('form')).toHaveCSS('display', 'grid');
  const inline = await page.locator('style').evaluateAll((styles) => styles.map((style) => style.textContent).join(''));
  expect(inline).not.toContain('.contact-dialog');
  // Taken off the address, so a reload does not open it again.
  expect(new URL(page.url()).hash).toBe('');
});

test('a visitor writes with Contact us and an admin answers by mail', async ({ page, context, browser }) => {
  const subject = `Prints of my winning photo ${Date.now()}`;
  await page.goto('/about');
  await page.getByRole('button', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await dialog.getByLabel('Your name').fill('Nora Visitor');
  await dialog.getByLabel('Email').fill('nora@example.net');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('Could I order a large print of the photo that won last week?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText("We'll reply by email.")).toBeVisible();

  const admin = await browser.newContext();
  await signInAs(admin, 'founder');
  const inbox = await admin.newPage();
  await inbox.goto('/admin/inbox');
  await inbox.getByRole('link', { name: new RegExp(subject) }).click();
  await inbox.getByLabel('Reply to Nora Visitor').fill('Yes: open the photo and choose Buy Print.');
  await inbox.getByRole('button', { name: 'Send reply' }).click();
  await expect(inbox.getByText('Reply sent')).toBeVisible();
  await expect(async () => {
    await inbox.goto('/dev/mailbox');
    await expect(inbox.locator('article.mail[data-mail-to="nora@example.net"]').first()).toContainText('choose Buy Print', {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await admin.close();
  await context.close();
});
