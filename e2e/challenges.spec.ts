import { expect, test, type Page } from '@playwright/test';
import type { ChallengeDto } from '../worker/contract/challenges';
import { apiClients, keyOf } from '../worker/routes/clients';
import { challengePageQuery } from '../worker/contract/list-pages';
import { recordApiGets, seedChallenge } from './support/challenges';
import { serveWithEdgeState } from './support/edge-state';
import { signInAs, sql } from './support/local-state';
import { screenshotBoth } from './support/screens';

const OTHERS = ['ansel', 'dorothea', 'vivian', 'imogen', 'henri'];

// A challenge as the API lists it, for screens whose list is stubbed.
function fakeChallenge(id: number): ChallengeDto {
  const now = Date.now();
  const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
  return {
    id,
    title: `Paged challenge ${id}`,
    description: '',
    category: 'street',
    status: 'active',
    startDate: at(-1),
    endDate: at(23),
    votingStartDate: at(23),
    votingEndDate: at(47),
    thumbnailImage: null,
    coverImage: null,
    coverImageCredit: null,
    imageTransform: null,
    submissionLimit: null,
    submissionCount: 0,
    isDaily: false,
    resultsAt: null,
    isUserChallenge: false,
    creatorId: null,
    creatorName: null,
    privacyType: 'public',
    key: null,
    removedAt: null,
  };
}

const scoreGroup = (page: Page, title: string) => page.getByRole('group', { name: `Score “${title}”` });

test('a verified member scores entries during voting and sees their progress', async ({ page, context }) => {
  // Scores every entry one by one, reading progress after each: about 48 s beside the other server.
  test.setTimeout(90_000);
  const challenge = seedChallenge('voting', [...OTHERS, 'founder']);
  await signInAs(context, 'founder');
  const gets = recordApiGets(page);
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
  // The viewer's scores come in one request per load and like states with the entries:
  // nothing is asked per card.
  expect(gets.filter((path) => path === `/api/challenges/${challenge.id}/my-votes`)).toHaveLength(2);
  expect(gets.filter((path) => /^\/api\/submissions\/\d+\/votes$/.test(path))).toEqual([]);
  expect(gets.filter((path) => path.startsWith('/api/likes/'))).toEqual([]);
  await screenshotBoth(page, 'challenge-entries-voting');
});

test('an unverified member is asked to verify before voting', async ({ page, context }) => {
  const challenge = seedChallenge('voting', OTHERS.slice(0, 2));
  sql(`UPDATE users SET email_verified_at = NULL WHERE username = 'henri'`);
  try {
    await signInAs(context, 'henri');
    await page.goto(`/challenge/${challenge.id}/entries`);
    await expect(page.getByText('Verify your email to vote.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Resend the verification email' })).toHaveAttribute(
      'href',
      '/resend-verification',
    );
    await expect(scoreGroup(page, `${challenge.title} #1`).getByRole('radio', { name: '5' })).toBeDisabled();
  } finally {
    sql(`UPDATE users SET email_verified_at = ${Date.now()} WHERE username = 'henri'`);
  }
});

test('a visitor who likes a photo is asked to log in', async ({ page }) => {
  const challenge = seedChallenge('voting', OTHERS.slice(0, 2));
  await page.goto(`/challenge/${challenge.id}/entries`);
  await expect(
    page
      .getByText('Photo Unavailable')
      .or(page.getByRole('img', { name: 'A seeded test photo' }))
      .first(),
  ).toBeVisible();
  await page
    .getByRole('button', { name: /^Like, 0 likes/ })
    .first()
    .click();
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
  const gets = recordApiGets(page);
  await page.goto(`/photo/${challenge.entryIds[0]}?type=standard`);
  const like = page.getByRole('button', { name: /^Like, / });
  await expect(like).toHaveAccessibleName('Like, 0 likes');
  await expect(like).toBeEnabled();
  // The page arrives with the photo's likes and its challenge.
  expect(gets.filter((path) => path.startsWith('/api/likes/') || path === `/api/challenges/${challenge.id}`)).toEqual([]);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Like, 0 likes');
});

test('a member comments on a photo and reports it', async ({ page, context }) => {
  const challenge = seedChallenge('voting', OTHERS.slice(0, 1));
  const [photoId] = challenge.entryIds;
  if (photoId === undefined) throw new Error('The seeded challenge has no entry');
  await signInAs(context, 'founder');
  await page.goto(`/photo/${photoId}?type=standard`);

  await expect(page.getByText('No comments yet.')).toBeVisible();
  await page.getByLabel('Add a comment').fill('Lovely light on the wet street.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(page.locator('.comment-list').getByText('Lovely light on the wet street.')).toBeVisible();
  await expect(page.getByLabel('Add a comment')).toHaveValue('');

  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this photo' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Tell us what is wrong with this photo')).toBeVisible();
  await dialog.getByLabel('Reason').fill('This looks like someone else’s work.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thanks — our team will review this photo.')).toBeVisible();
  const [report] = sql(`SELECT status FROM reports WHERE submission_id = ${photoId}`);
  expect(report?.status).toBe('open');
});

test('a completed challenge says its results are coming until they are named', async ({ page }) => {
  const challenge = seedChallenge('completed', OTHERS.slice(0, 2));
  sql(`UPDATE challenges SET results_at = NULL WHERE id = ${challenge.id}`);
  const gets = recordApiGets(page);
  await page.goto(`/challenges/${challenge.id}`);
  await expect(page.getByText('Results are being tallied')).toBeVisible();
  expect(gets.filter((path) => path.includes('/submissions'))).toEqual([]);
});

test("'Load more' is offered only while another page exists", async ({ page }) => {
  // Exactly two full pages: the second must not offer a third.
  const TOTAL = 24;
  const answer = (path: string) => {
    const url = new URL(path, 'http://localhost');
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const ids = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, i) => offset + i + 1);
    return ids.map(fakeChallenge);
  };
  // The first page comes with the page itself; the next ones from the API.
  const first = keyOf(apiClients('http://localhost').challenges.index.$url({ query: challengePageQuery({}, 0) }));
  await serveWithEdgeState(page, '/challenges', (state) => ({ ...state, api: { [first]: answer(first) } }));
  await page.route('**/api/challenges?*', (route) => route.fulfill({ json: answer(route.request().url()) }));
  await page.goto('/challenges');
  const cards = page.locator('.challenge-card');
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(cards).toHaveCount(12);
  await more.click();
  await expect(cards).toHaveCount(24);
  await expect(more).toBeHidden();
});

test('/challenges filters by status and category', async ({ page }) => {
  const voting = seedChallenge('voting', [], 'macro');
  await page.goto('/challenges?status=voting&category=Macro');
  await expect(page.getByRole('link', { name: 'Voting', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Category')).toHaveValue('macro');
  await expect(page.getByRole('heading', { name: voting.title })).toBeVisible();
  await expect(page.getByText('Voting Ends').first()).toBeVisible();
  // The filters are in the HTML at once; they filter in place once the island is hydrated
  // (before that, a tab is a plain link and the category list does nothing).
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);

  await page.getByRole('link', { name: 'Upcoming', exact: true }).click();
  await expect(page).toHaveURL(/status=upcoming&category=macro/);
  await expect(page.getByRole('heading', { name: voting.title })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show all challenges' })).toBeVisible();

  await page.getByLabel('Category').selectOption('');
  await page.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/challenges$/);
  await expect(page.locator('.challenge-card').first()).toBeVisible();
  // A card's New York time tells the viewer's own when it is focused (or hovered).
  const clock = page.locator('.challenge-clock').first();
  await clock.locator('time').focus();
  await expect(clock.getByRole('tooltip')).toHaveText(/^Your time: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
  await screenshotBoth(page, 'challenges');
});

test('winners and leaderboard show the results', async ({ page, context }) => {
  const done = seedChallenge('completed', OTHERS.slice(0, 3));
  sql(
    `INSERT INTO leaderboard_stats (user_id, challenges_won, total_submissions, total_score, updated_at)
     SELECT id, 50, 60, 10000, ${Date.now()} FROM users WHERE username = 'ansel'
     ON CONFLICT (user_id) DO UPDATE SET challenges_won = 50, total_submissions = 60, total_score = 10000`,
  );
  // A visitor's lists may come from the edge cache for a minute; a member's are read fresh.
  await signInAs(context, 'henri');
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
