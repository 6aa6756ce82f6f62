import { expect, test, type Page } from '@playwright/test';
import type { PhotographerStats } from '../worker/contract/stats';
import { setFlag, signInAs, sql, sqlRow } from './support/local-state';
import { screenshotBoth } from './support/screens';

// imogen (a seeded Print Seller with entries) reads how her photos are doing.
const PHOTOGRAPHER = 'imogen';

const viewsOf = (id: number) =>
  Number(sqlRow(`SELECT COALESCE(SUM(views), 0) AS n FROM photo_daily_views WHERE submission_id = ${id}`).n);

const tile = (page: Page, label: string) =>
  page
    .locator('.stat-tile')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .locator('strong');

test.beforeEach(() => setFlag('print_dashboard_enabled', true));

test('a view of a photo by someone else counts, its photographer sees the numbers per period on her dashboard', async ({
  browser,
  page,
  context,
}) => {
  // Two people's sessions, views counted after each answer (polled in D1), three periods and
  // two pairs of full-page screenshots: about 40 s alone on this 2-core machine.
  test.setTimeout(120_000);
  const photo = sqlRow(
    `SELECT s.id, s.title FROM submissions s JOIN users u ON u.id = s.user_id
     WHERE u.username = '${PHOTOGRAPHER}' AND s.status = 'active' ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
  );
  const id = Number(photo.id);
  const before = viewsOf(id);

  // henri looks at her photo twice; her own look doesn't count.
  const visitor = await browser.newContext();
  await signInAs(visitor, 'henri');
  const henri = await visitor.newPage();
  const henriLooks = async () => {
    await henri.goto(`/photo/${id}`);
    await expect(henri.getByRole('heading', { name: String(photo.title) }).first()).toBeVisible();
  };
  await henriLooks();
  await henriLooks();
  await expect.poll(() => viewsOf(id)).toBe(before + 2);

  await signInAs(context, PHOTOGRAPHER);
  await page.goto(`/photo/${id}`);
  await expect(page.getByRole('heading', { name: String(photo.title) }).first()).toBeVisible();
  // Views are counted after the page is answered: a third look by henri, once counted, shows
  // that hers, counted before it, added nothing.
  await henriLooks();
  await visitor.close();
  await expect.poll(() => viewsOf(id)).toBe(before + 3);

  // From the avatar menu's print dashboard to the statistics tab.
  await page.goto('/print-dashboard');
  await page.getByRole('navigation', { name: 'Dashboards' }).getByRole('link', { name: 'Photo Statistics' }).click();
  await expect(page).toHaveURL(/\/photographer-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Photographer Dashboard' })).toBeVisible();
  expect(viewsOf(id)).toBe(before + 3);

  const answer = await page.request.get('/api/stats/photos?days=30');
  const stats = (await answer.json()) as PhotographerStats;
  const total = Number(
    sqlRow(
      `SELECT COALESCE(SUM(v.views), 0) AS n FROM photo_daily_views v JOIN submissions s ON s.id = v.submission_id
       JOIN users u ON u.id = s.user_id WHERE u.username = '${PHOTOGRAPHER}'`,
    ).n,
  );
  expect(stats.totals.views).toBe(total);
  await expect(tile(page, 'Views')).toHaveText(total.toLocaleString('en-US'));
  await expect(tile(page, 'Likes')).toHaveText(String(stats.totals.likes));
  await expect(tile(page, 'Votes')).toHaveText(String(stats.totals.votes));
  await expect(tile(page, 'Prints sold')).toHaveText(String(stats.totals.prints));
  await expect(page.getByRole('img', { name: /^Views per day, in the last 30 days: \d+ views?/ })).toBeVisible();

  const row = page
    .locator('.photo-stats__row')
    .filter({ has: page.getByRole('link', { name: String(photo.title), exact: true }) });
  await expect(row.getByRole('definition').first()).toHaveText(String(viewsOf(id)));
  await expect(row.getByRole('img', { name: new RegExp(`${viewsOf(id)} views? in the last 30 days`) })).toBeVisible();
  await screenshotBoth(page, 'photographer-dashboard');

  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '12 months' }).click();
  await expect(page).toHaveURL(/\?days=365$/);
  await expect(page.getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /^Views per week, in the last 12 months: / })).toBeVisible();
  // The page arrives with the period in its address, its numbers already in it.
  await page.reload();
  await expect(page.getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: /^Views per week, in the last 12 months: / })).toBeVisible();
  await screenshotBoth(page, 'photographer-dashboard-year');
});

test('a member with no entries is shown how to get some; the page is closed while the flag is off', async ({ page, context }) => {
  const lonely = sql(
    `SELECT u.username FROM users u WHERE NOT EXISTS (SELECT 1 FROM submissions s WHERE s.user_id = u.id) ORDER BY u.id LIMIT 1`,
  )[0];
  test.skip(!lonely, 'every seeded member has entries');
  await signInAs(context, String(lonely?.username));
  await page.goto('/photographer-dashboard');
  await expect(
    page.getByText("Your photos' views, likes, votes and sales will show here once you enter a challenge."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a Challenge' })).toBeVisible();
  await screenshotBoth(page, 'photographer-dashboard-empty');

  setFlag('print_dashboard_enabled', false);
  try {
    const res = await page.goto('/photographer-dashboard');
    expect(res?.status()).toBe(403);
  } finally {
    setFlag('print_dashboard_enabled', true);
  }
});
