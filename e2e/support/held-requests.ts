import type { Page } from '@playwright/test';

// Holds every request matching `pattern` until the returned function is called: for tests of
// what a page does before a file (a photo, a script) has arrived.
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
