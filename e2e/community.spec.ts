import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { giveKey, recordApiGets, seedChallenge, seedShowcaseChallenge } from './support/challenges';
import { setFlag, signInAs, sql, sqlRow } from './support/local-state';

const HOUR = 60 * 60 * 1000;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

// Every like toggle the page sends, as its JSON body.
function recordLikeToggles(page: Page): unknown[] {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/likes') sent.push(request.postDataJSON());
  });
  return sent;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

test('a verified member creates a challenge with the wizard and finds it in the list', async ({ page, context }) => {
  await signInAs(context, 'ansel');
  const title = unique('Reflections');
  await page.goto('/create-challenge');

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('street');
  await next(page);
  await expect(page.getByRole('heading', { name: /Dates/ })).toBeVisible();
  await expect(page.getByText(/Your time \(.+\) · New York: /).first()).toBeVisible();
  await next(page);
  await page.getByLabel('Image URL').fill('/api/uploads/photos/demo-street-2.jpg');
  await page.getByLabel('Zoom').fill('1.5');
  await next(page);
  await page.getByText('Limited', { exact: true }).click();
  await page.getByLabel('Photos per person').fill('2');
  await next(page);

  await expect(page.getByRole('heading', { name: /Review & create/ })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Create Challenge' }).click();

  await page.waitForURL(/\/user-challenges\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Challenge created')).toBeVisible();
  await expect(page.getByText('Created by ansel')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Submit Early' })).toHaveAttribute('href', `/submit-photo/${id}`);
  const saved = sqlRow(`SELECT submission_limit, privacy_type, image_transform FROM challenges WHERE id = ${id}`);
  expect(saved).toMatchObject({ submission_limit: 2, privacy_type: 'public' });
  expect(JSON.parse(String(saved.image_transform))).toEqual({ scale: 1.5, x: 0, y: 0 });

  await page.goto('/community-challenges?status=upcoming');
  await expect(page.getByText('by ansel').first()).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/user-challenges/${id}`);
});

test('each step is checked before the next, and Back keeps what was typed', async ({ page, context }) => {
  await signInAs(context, 'ansel');
  await page.goto('/create-challenge');

  await next(page);
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Choose a category', { exact: true }).last()).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Title').fill('Night markets');
  await page.getByLabel('Category').selectOption('urban');
  await next(page);
  const start = await page.getByLabel('Entries open').inputValue();
  await page.getByLabel('Entries close').fill(start);
  await next(page);
  await expect(page.getByText('End date must be after the start date')).toBeVisible();
  await expect(page.getByLabel('Entries close')).toBeFocused();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Night markets');
  await expect(page.getByLabel('Category')).toHaveValue('urban');
});

test('an invite-only challenge shows its creator the invite link, and the link lets others enter', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('The invite test needs a baseURL');
  await signInAs(context, 'ansel');
  const title = unique('Invite only');
  const res = await page.request.post('/api/user-challenges', {
    headers: { Origin: baseURL },
    data: {
      title,
      category: 'portrait',
      startDate: new Date(Date.now() + HOUR).toISOString(),
      endDate: new Date(Date.now() + 50 * HOUR).toISOString(),
      privacyType: 'invite',
    },
  });
  expect(res.status()).toBe(201);
  const { id, key, inviteCode } = (await res.json()) as { id: number; key: string; inviteCode: string };
  expect(key).toMatch(/^[0-9a-f]{32}$/);

  await page.goto(`/user-challenges/${id}`);
  await expect(page.getByRole('heading', { name: 'Invite link' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
    `${baseURL}/user-challenges/${key}?invite=${inviteCode}`,
  );

  const guest = await browser.newContext();
  await signInAs(guest, 'dorothea');
  const other = await guest.newPage();
  // Its number alone leads nowhere; its key link opens it.
  await other.goto(`/user-challenges/${id}`);
  await expect(other.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await other.goto(`/user-challenges/${key}`);
  await expect(other.getByText('This challenge is by invitation only.')).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Invite link' })).toHaveCount(0);
  await other.goto(`/user-challenges/${key}?invite=${inviteCode}`);
  await expect(other.getByRole('link', { name: 'Submit Early' })).toHaveAttribute(
    'href',
    `/submit-photo/${id}?invite=${inviteCode}`,
  );
  // The submit page's way back keeps the key and the code, so the challenge stays open to the invitee.
  await other.getByRole('link', { name: 'Submit Early' }).click();
  await expect(other.getByRole('link', { name: title })).toHaveAttribute('href', `/user-challenges/${key}?invite=${inviteCode}`);
  await guest.close();
});

test('a print subscriber sees the print buttons, and an entry nobody sells is not added; the creator cannot vote', async ({
  page,
  context,
  browser,
}) => {
  setFlag('print_sales_enabled', true);
  const challenge = seedChallenge('voting', ['dorothea', 'vivian'], 'street', { creator: 'ansel' });
  await signInAs(context, 'imogen');
  await page.goto(`/user-challenges/${challenge.id}`);

  await expect(page.getByRole('button', { name: 'Buy Print' })).toHaveCount(2);
  await expect(page.locator('[data-cart-count]')).toBeHidden();
  // Nobody sells prints of these entries (e2e/print-buying.spec.ts buys listed ones).
  await page.getByRole('button', { name: `Add to cart: print of “${challenge.title} #1”` }).click();
  await expect(page.getByText('Not for sale as a print')).toBeVisible();
  await expect(page.locator('[data-cart-count]')).toBeHidden();
  await expect(page.getByRole('link', { name: `${challenge.title} #1` })).toHaveAttribute('href', /\?type=user$/);

  const creator = await browser.newContext();
  await signInAs(creator, 'ansel');
  const own = await creator.newPage();
  await own.goto(`/user-challenges/${challenge.id}`);
  await expect(own.getByText("You created this challenge — you can't vote in it.")).toBeVisible();
  await expect(own.getByRole('radio')).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Buy Print' })).toHaveCount(0);
  await creator.close();
});

test('an admin removes a community challenge: hidden from everyone else, kept and marked for admins', async ({
  page,
  context,
  browser,
}) => {
  const challenge = seedChallenge('voting', ['henri'], 'street', { creator: 'vivian', privacy: 'unlisted' });
  const key = giveKey(challenge.id);
  await signInAs(context, 'founder');
  await page.goto('/admin/user-challenges');

  const row = page.getByRole('row').filter({ hasText: challenge.title });
  await expect(row).toContainText('vivian');
  await expect(row).toContainText('Unlisted');
  await row.getByRole('button', { name: `Remove ${challenge.title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this challenge?' });
  await dialog.getByLabel('Reason (optional)').fill('Duplicates an open official challenge');
  await dialog.getByRole('button', { name: 'Remove Challenge' }).click();

  await expect(page.getByText('Challenge removed')).toBeVisible();
  await expect(row).toContainText('Removed');
  // Its creator is told why.
  const [told] = sql(
    `SELECT json_extract(data, '$.reason') AS reason FROM notifications WHERE kind = 'content_removed' AND key = 'removed:challenge:${challenge.id}'`,
  );
  expect(told?.reason).toBe('Duplicates an open official challenge');
  expect((await page.request.get(`/user-challenges/${challenge.id}`)).status()).toBe(200);
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`/user-challenges/${key}`)).status()).toBe(404);
  await visitor.close();
});

test('a member likes and scores a community entry as a user photo, and its page leads back to the challenge', async ({
  page,
  context,
}) => {
  const challenge = seedChallenge('voting', ['dorothea'], 'street', { creator: 'ansel' });
  const [entryId] = challenge.entryIds;
  const entry = `${challenge.title} #1`;
  await signInAs(context, 'henri');
  const gets = recordApiGets(page);
  const toggles = recordLikeToggles(page);
  const scored = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/vote'));
  await page.goto(`/user-challenges/${challenge.id}`);

  const like = page.getByRole('button', { name: /^Like, / });
  await expect(like).toBeEnabled();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');
  expect(toggles).toEqual([{ userSubmissionId: entryId }]);
  await page
    .getByRole('group', { name: `Score “${entry}”` })
    .getByRole('radio', { name: '8' })
    .check();
  expect(new URL((await scored).url()).pathname).toBe(`/api/user-submissions/${entryId}/vote`);
  // The entries arrive with their likes: no like is asked for, of either type.
  expect(gets.filter((path) => path.startsWith('/api/likes/'))).toEqual([]);

  await expect(page.getByRole('link', { name: '0 comments' })).toHaveAttribute('href', `/photo/${entryId}?type=user#comments`);
  await page.getByRole('link', { name: entry }).click();
  await expect(page).toHaveURL(`/photo/${entryId}?type=user`);
  await expect(page.getByRole('link', { name: challenge.title, exact: true })).toHaveAttribute(
    'href',
    `/user-challenges/${challenge.id}`,
  );
  const liked = page.getByRole('button', { name: /^Like, / });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await liked.click();
  await expect(liked).toHaveAccessibleName('Like, 0 likes');
  expect(toggles).toEqual([{ userSubmissionId: entryId }, { userSubmissionId: entryId }]);
  expect(gets.filter((path) => path.startsWith('/api/likes/'))).toEqual([]);

  // The photo page reads, posts and scores the entry as a user photo too.
  await expect(page.getByText('No comments yet.')).toBeVisible();
  // (Its comments come in the page: the Worker asked for them as a user photo's.)
  const answered = await page.evaluate(
    () => Object.keys(JSON.parse(document.getElementById('edge-state')?.textContent ?? '{}').api ?? {}) as string[],
  );
  expect(answered).toContain(`/api/user-submissions/${entryId}/comments`);
  const commented = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/comments'));
  await page.getByLabel('Add a comment').fill('The colours carry it.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  expect(new URL((await commented).url()).pathname).toBe(`/api/user-submissions/${entryId}/comments`);
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  const rescored = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/vote'));
  await page
    .getByRole('group', { name: `Score “${entry}”` })
    .getByRole('radio', { name: '9' })
    .check();
  expect(new URL((await rescored).url()).pathname).toBe(`/api/user-submissions/${entryId}/vote`);
  await expect(page.getByRole('link', { name: 'Score the other entries →' })).toHaveAttribute(
    'href',
    `/user-challenges/${challenge.id}`,
  );
});

test('a member enters a community challenge from its submit page and stays among its links', async ({ page, context }) => {
  const challenge = seedChallenge('active', [], 'street', { creator: 'ansel' });
  await signInAs(context, 'dorothea');
  await page.goto(`/submit-photo/${challenge.id}`);
  await expect(page.getByRole('link', { name: challenge.title })).toHaveAttribute('href', `/user-challenges/${challenge.id}`);

  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c7793a' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type="file"][name="photo"]')
    .setInputFiles({ name: 'dusk.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel('Title').fill('Dusk over the market');
  await page.getByLabel('Alt text').fill('An orange evening sky over market stalls.');
  await page.getByRole('button', { name: 'Submit Photo' }).click();

  await page.waitForURL(/\/photo\/\d+\?type=user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dusk over the market' })).toBeVisible();
  await expect(page.getByRole('link', { name: challenge.title, exact: true })).toHaveAttribute(
    'href',
    `/user-challenges/${challenge.id}`,
  );
});

test('an unlisted challenge opened by its key link works end to end, and its number leads nowhere', async ({
  page,
  context,
  browser,
}) => {
  const challenge = seedChallenge('voting', ['dorothea', 'vivian'], 'street', { creator: 'ansel', privacy: 'unlisted' });
  const key = giveKey(challenge.id);
  const [entryId] = challenge.entryIds;
  const entry = `${challenge.title} #1`;
  await signInAs(context, 'henri');
  const toggles = recordLikeToggles(page);

  await page.goto(`/user-challenges/${key}`);
  await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
  await expect(page.getByText('Unlisted', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: entry })).toHaveAttribute('href', `/photo/${entryId}?type=user`);

  await page.getByRole('link', { name: entry }).click();
  await expect(page).toHaveURL(`/photo/${entryId}?type=user`);
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
  await expect(page.getByRole('link', { name: challenge.title, exact: true })).toHaveAttribute('href', `/user-challenges/${key}`);
  const like = page.getByRole('button', { name: /^Like, / });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');
  expect(toggles).toEqual([{ userSubmissionId: entryId }]);
  await expect(page.getByText('No comments yet.')).toBeVisible();

  const other = await browser.newContext();
  await signInAs(other, 'imogen');
  const stranger = await other.newPage();
  for (const path of [`/user-challenges/${challenge.id}`, `/photo/${entryId}?type=user`, `/challenges/${challenge.id}`]) {
    const res = await stranger.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(stranger.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
  await other.close();
});

test('without the challenges flag the home page shows community challenges that ran in full, never a 40-second one', async ({
  page,
}) => {
  // Seeds several challenges through wrangler's D1 command (a process each): about 45 s.
  test.setTimeout(90_000);
  setFlag('traditional_challenges_enabled', false);
  try {
    const voters = ['founder', 'ansel', 'dorothea', 'vivian', 'imogen', 'henri'];
    const proven = seedShowcaseChallenge(['dorothea', 'vivian', 'imogen'], voters);
    const quick = seedShowcaseChallenge(['henri'], voters, 'imogen');
    const start = Date.now() - 10 * 60 * 1000;
    sql(
      `UPDATE challenges SET start_date = ${start}, end_date = ${start + 40_000}, voting_start_date = ${start + 40_000},
       voting_end_date = ${start + 80_000}, results_at = ${start + 90_000} WHERE id = ${quick.id}`,
    );
    await page.goto('/');
    const submissions = page.getByRole('region', { name: 'Recent Submissions' });
    await expect(submissions.getByRole('article')).toHaveCount(3);
    for (const n of [1, 2, 3]) await expect(submissions.getByRole('link', { name: `${proven.title} #${n}` })).toBeVisible();
    await expect(page.getByText(quick.title)).toHaveCount(0);
  } finally {
    setFlag('traditional_challenges_enabled', true);
  }
});
