import { expect, test, type Page } from '@playwright/test';
import { emptySiteSql, setFlag } from './support/local-state';
import { screenshotBoth } from './support/screens';

// Runs against the second server, whose database has no data at all (playwright.config.ts):
// every list and section says it is empty, in the spec's words.
const FLAG = 'traditional_challenges_enabled';
const CATEGORIES = ['Landscape', 'Portrait', 'Street'];
const dots = (page: Page) => page.getByRole('button', { name: /^Show slide/ });

test.beforeEach(() => setFlag(FLAG, true, emptySiteSql));

test('the home page shows the first-challenge promo and every empty state', async ({ page }) => {
  // 23:30 in New York: the next midnight is half an hour away.
  await page.clock.install({ time: new Date('2026-01-15T04:30:00Z') });
  await page.goto('/');
  await expect(page.getByText('First Ever Challenge')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History starts soon at midnight EST' })).toBeVisible();
  await expect(page.getByText('Jan 15, 12:00 AM EST')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Be the First Champion' })).toBeVisible();
  await expect(page.getByText('Recent winners will be displayed here once challenges are completed')).toBeVisible();
  for (const category of CATEGORIES) {
    await expect(page.getByRole('link', { name: new RegExp(`^${category}.*Coming Soon$`) })).toHaveAttribute(
      'href',
      `/challenges?category=${category}`,
    );
    await expect(page.getByRole('link', { name: new RegExp(`^${category}.*No Voting$`) })).toHaveAttribute(
      'href',
      '/challenges?status=voting',
    );
  }
  // Only the calls to action are left in the side card; the drawn scenes stand in for photos.
  await expect(dots(page)).toHaveCount(2);
  await expect(page.locator('[data-hero-credit]')).toBeEmpty();
  await screenshotBoth(page, 'home-empty');

  await page.clock.setFixedTime(new Date('2026-01-15T17:00:00Z'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'History starts tomorrow at midnight EST' })).toBeVisible();
});

test('without the challenges flag the home page explains where submissions will appear', async ({ page }) => {
  setFlag(FLAG, false, emptySiteSql);
  await page.goto('/');
  await expect(page.getByText('Recent submissions will be displayed here as photographers share their work')).toBeVisible();
  await expect(page.getByText('First Ever Challenge')).toHaveCount(0);
});

test('the lists say they are empty', async ({ page }) => {
  await page.goto('/challenges');
  await expect(page.getByRole('heading', { name: 'No challenges yet' })).toBeVisible();
  await page.goto('/challenges?status=voting');
  await expect(page.getByRole('heading', { name: 'Nothing is being voted on right now' })).toBeVisible();
  await page.goto('/community-challenges');
  await expect(page.getByRole('heading', { name: 'No community challenges yet' })).toBeVisible();
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { name: 'No photos yet' })).toBeVisible();
  await screenshotBoth(page, 'gallery-empty');
  await page.goto('/winners');
  await expect(page.getByText('Recent winners will be displayed here once challenges are completed')).toBeVisible();
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'Be the First Champion' })).toBeVisible();
  await screenshotBoth(page, 'leaderboard-empty');
});
