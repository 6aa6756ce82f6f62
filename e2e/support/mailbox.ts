import { expect, type Page } from '@playwright/test';

// Opens the newest link to `path` in mail sent to `to`, from the dev mailbox. Mail is
// queued and sent just after the request that caused it, so the mailbox is re-read until
// the link shows up.
export async function followMailLink(page: Page, to: string, path: string): Promise<void> {
  const link = page.locator(`article.mail[data-mail-to="${to}"] a[href*="${path}?token="]`).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await link.click();
}
