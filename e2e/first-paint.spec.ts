import { expect, test, type Page } from '@playwright/test';
import { setFlag, sqlRow } from './support/local-state';
import { holdRequests } from './support/held-requests';

// The list and detail pages arrive as HTML: the Worker renders their islands, and the
// browser hydrates what it was sent rather than building it again.
type Case = { path: string; island: string; shows: (page: Page) => Promise<void> };

let cases: Case[];
test.beforeAll(() => {
  setFlag('mentor_program_access', true);
  const placed = sqlRow(
    `SELECT c.id, c.title, s.title AS winner FROM challenges c JOIN submissions s ON s.challenge_id = c.id
     WHERE c.results_at IS NOT NULL AND s.final_rank = 1 AND c.creator_id IS NULL AND c.removed_at IS NULL ORDER BY c.id LIMIT 1`,
  );
  cases = [
    {
      path: '/gallery',
      island: '.gallery-grid',
      shows: async (page) => {
        await expect(page.locator('.gallery-tile').first()).toBeVisible();
        expect(await page.locator('.gallery-tile').count()).toBeGreaterThan(4);
      },
    },
    {
      path: `/challenges/${placed.id}`,
      island: '.challenge-hero',
      shows: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: String(placed.title) })).toBeVisible();
        await expect(page.locator('.podium').getByRole('link', { name: String(placed.winner) })).toBeVisible();
      },
    },
    {
      path: '/mentors/maya-chen',
      island: '.mentor-hero',
      shows: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Book a Session' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
      },
    },
    {
      path: '/auth?tab=register',
      island: '.auth-card',
      shows: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Join Aperture Circle' })).toBeVisible();
        await expect(page.getByLabel('Username')).toBeVisible();
      },
    },
  ];
});

test('the gallery, a challenge, a mentor and the sign-up card show their first items with JavaScript off', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, shows } of cases) {
    await page.goto(path);
    await test.step(path, () => shows(page));
  }
  await context.close();
});

test('hydrating them keeps the HTML the Worker sent, with no mismatch', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text())) problems.push(message.text());
  });
  // Remembers the island's first element as the parser makes it: a failed hydration renders
  // the island again from scratch, and that element is replaced.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const selector = (window as { islandSelector?: string }).islandSelector;
      const found = selector ? document.querySelector(selector) : null;
      if (found && !('parsedIsland' in window)) Object.assign(window, { parsedIsland: found });
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  for (const { path, island, shows } of cases) {
    await page.addInitScript((selector) => Object.assign(window, { islandSelector: selector }), island);
    await page.goto(path);
    await shows(page);
    // Hydrated: React has attached its handlers to the element the parser made.
    await expect
      .poll(() =>
        page.evaluate((selector) => {
          const now = document.querySelector(selector);
          const parsed = (window as { parsedIsland?: Element }).parsedIsland;
          return now === parsed && Object.keys(now ?? {}).some((key) => key.startsWith('__react'));
        }, island),
      )
      .toBe(true);
  }
  expect(problems).toEqual([]);
});

test("a list page fetches the frame's script only once its first picture, the largest paint, is on screen", async ({ page }) => {
  const frameScripts: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/_astro/Base.astro_astro_type_script')) frameScripts.push(req.url());
  });
  const release = await holdRequests(page, '**/api/optimized/**');
  await page.goto('/winners', { waitUntil: 'commit' });
  await expect(page.locator('.winner-tile img[data-largest-paint]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Contact us' })).toBeDisabled();
  expect(frameScripts).toEqual([]);

  release();
  await expect(page.getByRole('button', { name: 'Contact us' })).toBeEnabled();
  expect(frameScripts).toHaveLength(1);
});
