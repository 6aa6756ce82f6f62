import { expect, test, type Page } from '@playwright/test';
import { setFlag, signInAs, sql } from './support/local-state';

const HOUR = 60 * 60 * 1000;
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

// A community challenge of its own per test, in voting, with one entry per author.
function seedCommunityChallenge(creator: string, authors: string[], privacy = 'public'): { id: number; title: string } {
  const now = Date.now();
  const title = unique('E2E community');
  const [row] = sql(
    `INSERT INTO challenges (title, description, category, start_date, end_date, voting_start_date, voting_end_date, creator_id, privacy_type)
     SELECT ${quote(title)}, 'Seeded by the end-to-end tests.', 'street', ${now - 36 * HOUR}, ${now - 12 * HOUR}, ${now - 12 * HOUR}, ${now + 12 * HOUR}, id, '${privacy}'
     FROM users WHERE username = ${quote(creator)} RETURNING id`,
  );
  const id = Number(row!.id);
  authors.forEach((username, i) =>
    sql(
      `INSERT INTO submissions (challenge_id, user_id, title, description, alt_text, filename, image_url, created_at)
       SELECT ${id}, id, ${quote(`${title} #${i + 1}`)}, '', 'A seeded test photo', 'e2e-community-${id}-${i}.jpg',
              '/api/uploads/photos/e2e-community-${id}-${i}.jpg', ${now} FROM users WHERE username = ${quote(username)}`,
    ),
  );
  return { id, title };
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
  const [saved] = sql(`SELECT submission_limit, privacy_type, image_transform FROM challenges WHERE id = ${id}`);
  expect(saved).toMatchObject({ submission_limit: 2, privacy_type: 'public' });
  expect(JSON.parse(String(saved!.image_transform))).toEqual({ scale: 1.5, x: 0, y: 0 });

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

test('an invite-only challenge shows its creator the invite link, and the link lets others enter', async ({ page, context, browser, baseURL }) => {
  await signInAs(context, 'ansel');
  const res = await page.request.post('/api/user-challenges', {
    headers: { Origin: baseURL! },
    data: {
      title: unique('Invite only'),
      category: 'portrait',
      startDate: new Date(Date.now() + HOUR).toISOString(),
      endDate: new Date(Date.now() + 50 * HOUR).toISOString(),
      privacyType: 'invite',
    },
  });
  expect(res.status()).toBe(201);
  const { id, inviteCode } = (await res.json()) as { id: number; inviteCode: string };

  await page.goto(`/user-challenges/${id}`);
  await expect(page.getByRole('heading', { name: 'Invite link' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Invite link' })).toHaveValue(`${baseURL}/user-challenges/${id}?invite=${inviteCode}`);

  const guest = await browser.newContext();
  await signInAs(guest, 'dorothea');
  const other = await guest.newPage();
  await other.goto(`/user-challenges/${id}`);
  await expect(other.getByText('This challenge is by invitation only.')).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Invite link' })).toHaveCount(0);
  await other.goto(`/user-challenges/${id}?invite=${inviteCode}`);
  await expect(other.getByRole('link', { name: 'Submit Early' })).toHaveAttribute('href', `/submit-photo/${id}?invite=${inviteCode}`);
  await guest.close();
});

test('a print subscriber adds an entry to the cart; the creator cannot vote', async ({ page, context, browser }) => {
  setFlag('print_sales_enabled', true);
  const challenge = seedCommunityChallenge('ansel', ['dorothea', 'vivian']);
  await signInAs(context, 'imogen');
  await page.goto(`/user-challenges/${challenge.id}`);

  await expect(page.getByRole('button', { name: 'Buy Print' })).toHaveCount(2);
  await expect(page.locator('[data-cart-count]')).toBeHidden();
  await page.getByRole('button', { name: `Add to cart: print of “${challenge.title} #1”` }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.locator('[data-cart-count]')).toHaveText('1');
  await expect(page.getByRole('link', { name: challenge.title + ' #1' })).toHaveAttribute('href', /\?type=user$/);

  const creator = await browser.newContext();
  await signInAs(creator, 'ansel');
  const own = await creator.newPage();
  await own.goto(`/user-challenges/${challenge.id}`);
  await expect(own.getByText("You created this challenge — you can't vote in it.")).toBeVisible();
  await expect(own.getByRole('radio')).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Buy Print' })).toHaveCount(0);
  await creator.close();
});

test('an admin removes a community challenge', async ({ page, context }) => {
  const challenge = seedCommunityChallenge('vivian', ['henri'], 'unlisted');
  await signInAs(context, 'founder');
  await page.goto('/admin/user-challenges');

  const row = page.getByRole('row').filter({ hasText: challenge.title });
  await expect(row).toContainText('vivian');
  await expect(row).toContainText('Unlisted');
  await row.getByRole('button', { name: `Remove ${challenge.title}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this challenge?' });
  await dialog.getByRole('button', { name: 'Remove Challenge' }).click();

  await expect(page.getByText('Challenge removed')).toBeVisible();
  await expect(row).toHaveCount(0);
  const gone = await page.request.get(`/user-challenges/${challenge.id}`);
  expect(gone.status()).toBe(404);
});
