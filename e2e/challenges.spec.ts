import { expect, test, type Page } from '@playwright/test';
import { seedChallenge } from './support/challenges';
import { signInAs, sql } from './support/local-state';
import { screenshotBoth } from './support/screens';

const OTHERS = ['ansel', 'dorothea', 'vivian', 'imogen', 'henri'];

const scoreGroup = (page: Page, title: string) => page.getByRole('group', { name: `Score “${title}”` });

test('a verified member scores entries during voting and sees their progress', async ({ page, context }) => {
  const challenge = seedChallenge('voting', [...OTHERS, 'founder']);
  await signInAs(context, 'founder');
  await page.goto(`/challenge/${challenge.id}/entries`);

  await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
  await expect(page.getByText("You've scored 0 of 5")).toBeVisible();
  await expect(page.getByText("Your entry — you can't score your own photo.")).toBeVisible();
  await expect(page.getByText('Anonymous until results')).toHaveCount(5);

  await scoreGroup(page, `${challenge.title} #1`).getByRole('radio', { name: '7' }).check();
  await expect(page.getByText("You've scored 1 of 5")).toBeVisible();
  await scoreGroup(page, `${challenge.title} #2`).getByRole('radio', { name: '9' }).check();
  await expect(page.getByText("You've scored 2 of 5")).toBeVisible();
  await expect(page.getByText('Your scores count.')).toBeVisible();

  // Saved on the server: a fresh load shows the same scores.
  await page.reload();
  await expect(scoreGroup(page, `${challenge.title} #1`).getByRole('radio', { name: '7' })).toBeChecked();
  await expect(page.getByText("You've scored 2 of 5")).toBeVisible();
  const [vote] = sql(`SELECT score FROM votes WHERE submission_id = ${challenge.entryIds[1]}`);
  expect(vote?.score).toBe(9);
  await screenshotBoth(page, 'challenge-entries-voting');
});

test('an unverified member is asked to verify before voting', async ({ page, context }) => {
  const challenge = seedChallenge('voting', OTHERS.slice(0, 2));
  sql(`UPDATE users SET email_verified_at = NULL WHERE username = 'henri'`);
  try {
    await signInAs(context, 'henri');
    await page.goto(`/challenge/${challenge.id}/entries`);
    await expect(page.getByText('Verify your email to vote.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Resend the verification email' })).toHaveAttribute('href', '/resend-verification');
    await expect(scoreGroup(page, `${challenge.title} #1`).getByRole('radio', { name: '5' })).toBeDisabled();
  } finally {
    sql(`UPDATE users SET email_verified_at = ${Date.now()} WHERE username = 'henri'`);
  }
});

test('a visitor who likes a photo is asked to log in', async ({ page }) => {
  const challenge = seedChallenge('voting', OTHERS.slice(0, 2));
  await page.goto(`/challenge/${challenge.id}/entries`);
  await expect(page.getByText('Photo Unavailable').or(page.getByRole('img', { name: 'A seeded test photo' })).first()).toBeVisible();
  await page.getByRole('button', { name: /^Like, 0 likes/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Like This Photo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth?tab=login');
  await expect(dialog.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/auth?tab=register');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a member likes and unlikes a photo on its page', async ({ page, context }) => {
  const challenge = seedChallenge('voting', OTHERS.slice(0, 1));
  await signInAs(context, 'founder');
  await page.goto(`/photo/${challenge.entryIds[0]}?type=standard`);
  const like = page.getByRole('button', { name: /^Like, / });
  await expect(like).toHaveAccessibleName('Like, 0 likes');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Like, 0 likes');
});

test('/challenges filters by status and category', async ({ page }) => {
  const voting = seedChallenge('voting', [], 'macro');
  await page.goto('/challenges?status=voting&category=Macro');
  await expect(page.getByRole('link', { name: 'Voting', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Category')).toHaveValue('macro');
  await expect(page.getByRole('heading', { name: voting.title })).toBeVisible();
  await expect(page.getByText('Voting Ends').first()).toBeVisible();

  await page.getByRole('link', { name: 'Upcoming', exact: true }).click();
  await expect(page).toHaveURL(/status=upcoming&category=macro/);
  await expect(page.getByRole('heading', { name: voting.title })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show all challenges' })).toBeVisible();

  await page.getByLabel('Category').selectOption('');
  await page.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/challenges$/);
  await expect(page.locator('.challenge-card').first()).toBeVisible();
  await screenshotBoth(page, 'challenges');
});

test('winners and leaderboard show their empty states, then the results', async ({ page }) => {
  await page.route('**/api/submissions/winners?*', (route) => route.fulfill({ json: [] }));
  await page.route('**/api/leaderboard?*', (route) => route.fulfill({ json: [] }));
  await page.goto('/winners');
  await expect(page.getByText('Recent winners will be displayed here once challenges are completed')).toBeVisible();
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'Be the First Champion' })).toBeVisible();
  await page.unrouteAll();

  const done = seedChallenge('completed', OTHERS.slice(0, 3));
  sql(
    `INSERT INTO leaderboard_stats (user_id, challenges_won, total_submissions, total_score, updated_at)
     SELECT id, 50, 60, 10000, ${Date.now()} FROM users WHERE username = 'ansel'
     ON CONFLICT (user_id) DO UPDATE SET challenges_won = 50, total_submissions = 60, total_score = 10000`,
  );
  await page.goto('/winners');
  const group = page.getByRole('region', { name: done.title });
  await expect(group.getByText(/1st/)).toBeVisible();
  await expect(group.getByText(/2nd/)).toBeVisible();
  await expect(group.getByText(/3rd/)).toBeVisible();
  await screenshotBoth(page, 'winners');

  await page.goto('/leaderboard');
  const first = page.getByRole('row').nth(1);
  await expect(first.getByRole('link', { name: 'ansel' })).toHaveAttribute('href', /\/profile\/\d+$/);
  await expect(first).toContainText('10000');
  await screenshotBoth(page, 'leaderboard');
});
