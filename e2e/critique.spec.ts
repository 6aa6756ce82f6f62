import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { newPerson } from './support/account';
import { sql } from './support/local-state';
import { screenshotBoth } from './support/screens';

// Photo critique: a member asks about one of their entries for a credit, another critiques it
// with a pin (a critique without substance is refused before it is sent), the first rates it
// helpful and thanks them, which earns the critic a credit; a visitor reads it without
// JavaScript, and hydrating the pages changes nothing. Each test makes its own members and
// requests: the demo data is not relied on.

const INTENT = 'The last light on the station roof, quiet before the crowd.';
const HOUR = 60 * 60 * 1000;

type Member = { name: string; entryTitle: string; context: BrowserContext; page: Page };

async function tokenAndHash(): Promise<[string, string]> {
  const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  const token = hex(crypto.getRandomValues(new Uint8Array(24)));
  return [token, hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))))];
}

// Verified members, signed in (sessions written as signInAs writes them), each with an entry of
// their own in a running challenge, sized as uploads are: all in one statement, as each call
// to the local database starts wrangler (seconds on a busy machine).
async function members(browser: Browser, firstNames: string[]): Promise<Member[]> {
  const now = Date.now();
  const challenge = `E2E critique ${now.toString(36)}${Math.floor(Math.random() * 1000)}`;
  const people = await Promise.all(
    firstNames.map(async (first) => ({ first, ...newPerson(`critique${first.toLowerCase()}`), session: await tokenAndHash() })),
  );
  const statements = [
    `INSERT INTO challenges (title, description, category, start_date, end_date, voting_start_date, voting_end_date, cover_image, privacy_type)
     VALUES ('${challenge}', 'Seeded by the end-to-end tests.', 'street', ${now - 12 * HOUR}, ${now + 12 * HOUR}, ${now + 12 * HOUR},
             ${now + 36 * HOUR}, '/api/uploads/photos/e2e-missing-cover.jpg', 'public')`,
    ...people.flatMap(({ first, username, email, session: [, hash] }) => [
      `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
       VALUES ('${username}', '${email}', '${first}', 'Frame', ${now})`,
      `INSERT INTO sessions (token_hash, user_id, expires_at) SELECT '${hash}', id, ${now + 24 * HOUR} FROM users WHERE username = '${username}'`,
      `INSERT INTO submissions (challenge_id, user_id, title, filename, image_url, width, height, created_at)
       SELECT c.id, u.id, '${challenge} ${first}', 'e2e-missing-${username}.jpg', '/api/uploads/photos/e2e-missing-${username}.jpg',
              1200, 800, ${now}
       FROM challenges c, users u WHERE c.title = '${challenge}' AND u.username = '${username}'`,
    ]),
  ];
  sql(statements.join(';\n'));
  return Promise.all(
    people.map(async ({ first, session: [token] }) => {
      const context = await browser.newContext();
      await context.addCookies([
        { name: 'ac_session', value: token, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' },
      ]);
      return { name: `${first} Frame`, entryTitle: `${challenge} ${first}`, context, page: await context.newPage() };
    }),
  );
}

// A public request about the member's entry, made through the API as the ask form sends it.
async function askByApi({ context, entryTitle }: Member, origin: string): Promise<number> {
  const photos = (await (await context.request.get('/api/critiques/photos')).json()) as { submissionId: number }[];
  const res = await context.request.post('/api/critiques/requests', {
    headers: { Origin: origin },
    multipart: {
      submissionId: String(photos[0]?.submissionId),
      title: entryTitle,
      intent: INTENT,
      aspects: 'general,composition',
      isPublic: 'true',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { request: { id: number } }).request.id;
}

const balance = (page: Page) => page.locator('.credit-balance__summary');

test('a member asks about an entry, another critiques it with a pin, and a helpful rating earns the critic a credit', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const [asker, critic] = await members(browser, ['Ada', 'Cyd']);

  // The ask: the entry picked from the member's own, its title carried over, a credit spent.
  const { page } = asker;
  await page.goto('/photo-critique?tab=ask');
  await expect(balance(page)).toContainText('2 credits');
  await expect(page.getByText('Costs 1 credit · you have 2')).toBeVisible();
  await page.locator('.own-photo').filter({ hasText: asker.entryTitle }).click();
  await expect(page.getByRole('radio', { name: asker.entryTitle })).toBeChecked();
  await expect(page.getByLabel('Title')).toHaveValue(asker.entryTitle);
  await page.getByLabel('What were you going for?').fill(INTENT);
  await page.getByLabel('What do you want to hear about?').fill('Is the roof line too central?');
  await page.getByRole('checkbox', { name: 'Composition and perspective' }).check();
  await page.getByRole('button', { name: 'Ask for critique' }).click();
  await expect(page).toHaveURL(/\/photo-critique\?request=\d+$/);
  const requestId = Number(new URL(page.url()).searchParams.get('request'));
  await expect(page.getByRole('heading', { level: 2, name: asker.entryTitle })).toBeVisible();
  await expect(balance(page)).toContainText('1 credit');

  // The critique: too short is refused with the rule's own words before anything is sent.
  const { page: other } = critic;
  await other.goto(`/photo-critique?request=${requestId}`);
  await expect(other.getByText(INTENT)).toBeVisible();
  const general = other.getByRole('group', { name: 'General impression', exact: true });
  await general.getByRole('radio', { name: '4 out of 5' }).check();
  await general.getByLabel('What to improve').fill('Crop it tighter.');
  await other.getByRole('button', { name: 'Send critique' }).click();
  await expect(other.locator('.critique-form').getByRole('alert')).toContainText('A critique needs at least 150 characters');

  await general
    .getByLabel('What works')
    .fill('The warm roof against the cold sky gives the frame a clear subject and a calm mood.');
  await general
    .getByLabel('What to improve')
    .fill('The roof line cuts the frame in half: lower it to the bottom third and let the sky carry the quiet.');
  await other.locator('.pin-board__frame').click({ position: { x: 120, y: 60 } });
  await expect(other.getByLabel('Note for pin 1')).toBeFocused();
  await other.getByLabel('Note for pin 1').fill('This bright corner pulls the eye out of the frame');
  await expect(other.getByText(/\d+ \/ 150 characters/)).toBeVisible();
  await other.getByRole('button', { name: 'Send critique' }).click();
  await expect(other.getByRole('heading', { name: '1 critique' })).toBeVisible();
  await expect(other.getByText('You critiqued this photo. Thank you!')).toBeVisible();
  await expect(other.getByRole('link', { name: new RegExp(`^Pin 1 of ${critic.name}'s critique`) })).toBeVisible();

  // The photographer rates it 5 and thanks the critic, once each.
  await page.reload();
  await page.getByRole('button', { name: '5 out of 5: extremely helpful' }).click();
  await expect(page.getByText('You rated it')).toBeVisible();
  await page.getByRole('button', { name: 'Thank', exact: true }).click();
  await expect(page.locator('.critique-card__thanked')).toHaveText('Thanked');
  await screenshotBoth(page, 'critique-request-owner');

  // A revised version in reply: the page sets it beside the original, with a slider between.
  const revised = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#2b3552' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('.owner-actions input[type="file"]')
    .setInputFiles({ name: 'revised.jpg', mimeType: 'image/jpeg', buffer: revised });
  const divide = page.getByRole('slider', { name: 'Divide between the original and the revision' });
  await expect(divide).toBeVisible();
  await divide.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(divide).not.toHaveAttribute('aria-valuetext', '50% original, 50% revision');

  // The critic's helpful critique earned them a credit, and their list says so.
  await other.goto('/photo-critique?tab=given');
  await expect(balance(other)).toContainText('3 credits');
  await expect(other.getByText('Rated 5/5 for helpfulness: it earned you a credit')).toBeVisible();
  await balance(other).click();
  await expect(other.getByText('A critique you gave was rated helpful')).toBeVisible();
  await screenshotBoth(other, 'critique-given');
  await asker.context.close();
  await critic.context.close();
});

test('a visitor reads a public request and its critiques with JavaScript off', async ({ browser, baseURL }) => {
  const [asker] = await members(browser, ['Bea']);
  const requestId = await askByApi(asker, baseURL ?? '');

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto(`/photo-critique?request=${requestId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Critique' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: asker.entryTitle })).toBeVisible();
  await expect(page.getByText(INTENT)).toBeVisible();
  await expect(page.getByText('No critiques yet: be the first.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/auth?tab=login&next=${encodeURIComponent(`/photo-critique?request=${requestId}`)}`,
  );
  await page.goto('/photo-critique');
  await expect(page.getByRole('heading', { name: 'Public requests' })).toBeVisible();
  await expect(page.getByRole('link', { name: asker.entryTitle })).toHaveAttribute(
    'href',
    `/photo-critique?request=${requestId}`,
  );
  await visitor.close();
  await asker.context.close();
});

test('hydrating the critique pages keeps the HTML the Worker sent, with no mismatch', async ({ browser, baseURL }) => {
  const [asker] = await members(browser, ['Dee']);
  const requestId = await askByApi(asker, baseURL ?? '');
  const visitor = await browser.newContext();
  const views = [
    { page: asker.page, path: `/photo-critique?request=${requestId}` },
    { page: asker.page, path: '/photo-critique?tab=mine' },
    { page: asker.page, path: '/photo-critique' },
    { page: await visitor.newPage(), path: `/photo-critique?request=${requestId}` },
  ];
  for (const { page, path } of views) {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text())) problems.push(message.text());
    });
    await page.goto(path);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.locator('.critique-page').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(problems, path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
  await visitor.close();
  await asker.context.close();
});
