import type { Page } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

// Full-page screenshots at both widths, kept in e2e/screenshots for a person to look at.
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `e2e/screenshots/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}
