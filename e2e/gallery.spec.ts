import { expect, test, type Page } from '@playwright/test';
import { signInAs, sql, sqlRow } from './support/local-state';
import { screenshotBoth } from './support/screens';

type Seeded = { id: number; title: string; entryIds: number[] };

const DAY = 24 * 60 * 60 * 1000;
const USERS = ['ansel', 'dorothea', 'vivian', 'imogen', 'henri'];
// 30 authors: the five users in turn, six times over.
const AUTHORS = Array.from({ length: 6 }, () => USERS).flat();

// One finished challenge with 30 placed entries (more than a page), written in three
// statements: seeding entry by entry costs a wrangler run each. The images don't exist,
// which also exercises the fallbacks. Newest first: the gallery opens on #30.
function seedFinishedChallenge(): Seeded {
  const now = Date.now();
  const title = `E2E gallery ${now.toString(36)}`;
  const row = sqlRow(
    `INSERT INTO challenges (title, description, category, start_date, end_date, voting_start_date, voting_end_date, results_at)
     VALUES ('${title}', 'Seeded by the gallery tests.', 'street', ${now - 3 * DAY}, ${now - 2 * DAY}, ${now - 2 * DAY}, ${now - DAY}, ${now - DAY}) RETURNING id`,
  );
  const id = Number(row.id);
  const values = AUTHORS.map((username, i) => `(${i + 1}, '${username}')`).join(', ');
  sql(
    `INSERT INTO submissions (challenge_id, user_id, title, description, alt_text, filename, image_url, final_rank, final_score, votes_counted, created_at)
     SELECT ${id}, u.id, '${title} #' || v.column1, '', 'A seeded test photo', 'e2e-gallery-${id}-' || v.column1 || '.jpg',
            '/api/uploads/photos/e2e-gallery-${id}-' || v.column1 || '.jpg', v.column1, 10 - v.column1 * 0.1, 5, ${now}
     FROM (VALUES ${values}) v JOIN users u ON u.username = v.column2 ORDER BY v.column1`,
  );
  const entryIds = sql(`SELECT id FROM submissions WHERE challenge_id = ${id} ORDER BY id`).map((r) => Number(r.id));
  return { id, title, entryIds };
}

let challenge: Seeded;
test.beforeAll(() => {
  challenge = seedFinishedChallenge();
});

// Signed in, because a visitor's gallery pages come from the 30 s edge cache, which would
// not know about this test's photos yet.
async function openGallery(page: Page): Promise<void> {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(tile(page, 30)).toBeVisible();
  // The tiles are in the HTML at once; a click opens the lightbox once the island is hydrated
  // (before that, a tile is a plain link to its photo's page).
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const tile = (page: Page, n: number) => page.getByRole('link', { name: new RegExp(`${challenge.title} #${n} by`) });
const lightbox = (page: Page) => page.getByRole('dialog');

// Without IntersectionObserver the pages only come through the button, so where one
// page ends is known.
const withoutAutoLoad = (page: Page) =>
  page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });

test('the gallery loads more photos on scrolling, marks winners and ends', async ({ page, context }) => {
  await signInAs(context, 'founder');
  await openGallery(page);

  // Every tile has its box before its image loads: the list is laid out on a grid.
  const first = await tile(page, 30).boundingBox();
  expect(first?.height).toBeGreaterThan(100);
  await screenshotBoth(page, 'gallery');

  await expect(async () => {
    await page.keyboard.press('End');
    await expect(page.getByText("That's every photo so far")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(tile(page, 1).getByText('1st')).toBeVisible();
  await expect(tile(page, 2).getByText('2nd')).toBeVisible();
  const [{ n } = { n: 0 }] = sql(
    `SELECT COUNT(*) AS n FROM submissions s JOIN challenges c ON c.id = s.challenge_id WHERE s.status = 'active' AND c.results_at IS NOT NULL`,
  );
  await expect(page.locator('.gallery-tile')).toHaveCount(Number(n));
});

test("'Load more' brings the next page when the page can't watch the scroll", async ({ page, context }) => {
  await signInAs(context, 'founder');
  await withoutAutoLoad(page);
  await openGallery(page);
  await expect(page.locator('.gallery-tile')).toHaveCount(24);
  await expect(tile(page, 6)).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(tile(page, 6)).toBeVisible();
});

test('the lightbox shows a photo large and moves through them by keyboard', async ({ page, context }) => {
  await signInAs(context, 'founder');
  await withoutAutoLoad(page);
  await openGallery(page);

  await tile(page, 30).click();
  const dialog = lightbox(page);
  await expect(dialog.getByRole('heading', { name: `${challenge.title} #30` })).toBeVisible();
  await expect(dialog.getByRole('link', { name: challenge.title, exact: true })).toHaveAttribute(
    'href',
    `/challenges/${challenge.id}`,
  );
  await expect(dialog.getByRole('link', { name: 'Open photo page' })).toHaveAttribute(
    'href',
    `/photo/${challenge.entryIds[29]}?type=standard`,
  );
  const author = sqlRow(`SELECT id FROM users WHERE username = '${AUTHORS[29]}'`);
  await expect(dialog.getByRole('link', { name: AUTHORS[29] })).toHaveAttribute('href', `/profile/${author.id}`);
  await expect(dialog.getByRole('button', { name: /^Like, 0 likes/ })).toBeEnabled();

  // Nothing before the newest photo; → and ← step through the feed.
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('heading', { name: `${challenge.title} #30` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading', { name: `${challenge.title} #29` })).toBeVisible();

  // Escape closes, and focus is back on the photo last shown.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tile(page, 29)).toBeFocused();

  // Tab stays in the dialog while it is open.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: `${challenge.title} #29` })).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body),
    ).toBe(true);
  }

  // → past the last photo of the first page fetches the next one.
  await page.keyboard.press('Escape');
  await tile(page, 7).click();
  await expect(dialog.getByRole('heading', { name: `${challenge.title} #7` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading', { name: `${challenge.title} #6` })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(tile(page, 6)).toBeFocused();
});
