import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ChallengeDto } from '../worker/contract/challenges';
import { signInAs } from './support/local-state';
import { DESKTOP, MOBILE } from './support/screens';

// axe-core over the main screens at both widths (the mobile nav and layout differ). Only
// serious and critical findings fail: those keep someone from using the page.
const BLOCKING = new Set(['serious', 'critical']);

// One line per failing element, so a failed run says what to fix and where.
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.impact} ${v.id} (${v.help}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    expect(await blockingViolations(page), `axe at ${size.width} px on ${page.url()}`).toEqual([]);
  }
}

// A demo challenge in the given state, as the API lists it.
async function demoChallenge(page: Page, status: ChallengeDto['status']): Promise<ChallengeDto> {
  const res = await page.request.get(`/api/challenges?status=${status}`);
  expect(res.ok()).toBe(true);
  const [challenge] = (await res.json()) as ChallengeDto[];
  if (!challenge) throw new Error(`The API lists no ${status} demo challenge`);
  return challenge;
}

test('the home page has no serious accessibility problems, signed out or in', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('.hero__photo').first()).toBeAttached();
  await expect(page.getByRole('region', { name: 'Top Photographers' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  await signInAs(context, 'ansel');
  await page.goto('/');
  await expect(page.getByLabel('Account menu')).toBeAttached();
  await expectAccessibleAtBothWidths(page);
});

test('the gallery and its lightbox have no serious accessibility problems', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  const firstTile = page.locator('.gallery-tile').first();
  await expect(firstTile).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // A click opens the lightbox once the island is hydrated (before, the tile is a plain link).
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await firstTile.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await blockingViolations(page), 'axe with the lightbox open').toEqual([]);
});

for (const status of ['voting', 'completed'] as const) {
  test(`a ${status} challenge page has no serious accessibility problems`, async ({ page }) => {
    const challenge = await demoChallenge(page, status);
    await page.goto(`/challenges/${challenge.id}`);
    await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
    await expect(page.locator('.challenge-body')).toBeVisible();
    await expectAccessibleAtBothWidths(page);
  });
}

test('the webinars and a webinar, as a visitor and as a registrant, have no serious accessibility problems', async ({
  page,
  context,
}) => {
  await page.goto('/webinars');
  await expectAccessibleAtBothWidths(page);
  await page.goto('/webinar/1');
  await expectAccessibleAtBothWidths(page);
  await signInAs(context, 'ansel');
  await page.goto('/webinar/1');
  await expect(page.getByRole('button', { name: 'Give my seat back' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});
