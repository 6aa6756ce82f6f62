import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newPerson } from './support/account';
import { setFlag, signInAs, sql, sqlRow } from './support/local-state';
import { screenshotBoth } from './support/screens';

// A mentor (the demo's Maya Chen) offers a quick session in a thread; the member accepts it,
// pays through the local checkout and finds it among their quick sessions, ready to join.

async function member(browser: Browser) {
  const context = await browser.newContext();
  const who = newPerson('quick');
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${who.username}', '${who.email}', 'Quinn', 'Shore', ${Date.now()})`,
  );
  await signInAs(context, who.username);
  const id = Number(sqlRow(`SELECT id FROM users WHERE username = '${who.username}'`).id);
  return { context, page: await context.newPage(), id };
}

async function payWithCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Quinn Shore');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

let contexts: BrowserContext[] = [];
test.beforeEach(() => setFlag('mentor_program_access', true));
test.afterEach(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

test('a mentor’s quick session offer is accepted, paid through the local checkout and ready to join', async ({ browser }) => {
  test.setTimeout(120_000);
  const student = await member(browser);
  const mentorContext = await browser.newContext();
  await signInAs(mentorContext, 'maya');
  contexts = [student.context, mentorContext];
  const s = student.page;
  const m = await mentorContext.newPage();
  const mayaId = Number(sqlRow(`SELECT id FROM users WHERE username = 'maya'`).id);

  // The member writes first; the mentor answers with an offer from the thread's page.
  await s.goto(`/messages/${mayaId}`);
  await s.getByLabel('Message to Maya Chen').fill('Could you look at my street edit before Friday?');
  await s.getByLabel('Message to Maya Chen').press('Enter');
  await m.goto(`/messages/${student.id}`);
  await expect(m.getByText('Could you look at my street edit before Friday?')).toBeVisible();
  await m.getByRole('button', { name: 'Offer Quick Session' }).click();
  const form = m.getByRole('form', { name: 'Offer a quick session' });
  await form.getByRole('button', { name: 'Send Offer' }).click();
  await expect(m.getByText('Please add a message')).toBeVisible();
  await form.getByLabel('What will the session cover?').fill('A 30-minute call through your edit, frame by frame.');
  // A rate that is not a number counts as 0, and cannot be sent.
  await form.getByLabel('Hourly rate ($)').fill('');
  await expect(form.getByRole('button', { name: 'Send Offer' })).toBeDisabled();
  await form.getByLabel('Hourly rate ($)').fill('60');
  await form.getByLabel('Session type').selectOption('portfolio_review');
  await expect(form.getByText('Amount: $30.00')).toBeVisible();
  await form.getByRole('button', { name: 'Send Offer' }).click();
  await expect(m.getByText('Quick Session offer sent!')).toBeVisible();
  await expect(m.getByText('Waiting for a reply')).toBeVisible();
  await expect(m.getByRole('button', { name: 'Accept & Pay' })).toHaveCount(0);

  // It reaches the member without a reload; only they may accept it.
  const accept = s.getByRole('button', { name: 'Accept & Pay' });
  await expect(accept).toBeVisible();
  await screenshotBoth(s, 'quick-session-offer');
  await accept.click();
  await expect(s.getByText('Quick Session accepted! Redirecting to payment...')).toBeVisible();
  await expect(s).toHaveURL(/\/quick-session\/payment\/\d+$/);
  const sessionId = Number(new URL(s.url()).pathname.split('/').pop());
  expect(sqlRow(`SELECT kind, status, price_cents FROM mentor_sessions WHERE id = ${sessionId}`)).toMatchObject({
    kind: 'quick',
    status: 'pending_payment',
    price_cents: 3000,
  });
  await expect(s.getByText('to take this quick session.')).toBeVisible();
  await screenshotBoth(s, 'quick-session-payment');
  await s.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(s).toHaveURL(/\/dev\/checkout\//);
  await payWithCard(s);
  await expect(s).toHaveURL(/\/payment-success/);
  await expect(s.getByText(/quick session with Maya Chen is paid/)).toBeVisible();

  // Both see it among their quick sessions, and it can be joined now.
  await s.getByRole('link', { name: 'Quick Sessions' }).click();
  await expect(s).toHaveURL(/\/quick-session$/);
  await expect(s.locator('.session-row')).toContainText('Quick session: Portfolio review');
  await screenshotBoth(s, 'quick-sessions');
  await m.goto('/quick-session');
  await expect(m.locator('.session-row')).toContainText('Quinn Shore');
  await s.goto(`/quick-session/${sessionId}`);
  await expect(s.getByText('Any time until')).toBeVisible();
  await screenshotBoth(s, 'quick-session');
  await s.getByRole('button', { name: 'Join Session' }).click();
  const { room_key: roomKey } = sqlRow(`SELECT room_key FROM mentor_sessions WHERE id = ${sessionId}`);
  await expect(s).toHaveURL(new RegExp(`/video-session/${roomKey}$`));

  // The offer is taken: the thread says so on both sides.
  await m.goto(`/messages/${student.id}`);
  await expect(m.getByText('Accepted')).toBeVisible();
});
