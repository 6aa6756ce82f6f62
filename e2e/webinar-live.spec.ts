import { type Browser, expect, test } from '@playwright/test';
import { newPerson } from './support/account';
import { signInAs, sql, sqlRow } from './support/local-state';
import { screenshotBoth } from './support/screens';

// The live session: a host and two registrants in one webinar's room. A question is asked,
// upvoted and answered; a poll opens, is voted on and closes with the right counts; chat
// carries between them; the host ends the webinar and everyone's page says so.

async function person(browser: Browser, first: string, webinarId: number | null) {
  const who = newPerson('live');
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${who.username}', '${who.email}', '${first}', 'Lens', ${Date.now()})`,
  );
  const id = Number(sqlRow(`SELECT id FROM users WHERE username = '${who.username}'`).id);
  if (webinarId !== null) {
    sql(`INSERT INTO webinar_registrations (webinar_id, user_id, status) VALUES (${webinarId}, ${id}, 'registered')`);
  }
  const context = await browser.newContext();
  await signInAs(context, who.username);
  return { id, page: await context.newPage() };
}

test('a host and two attendees chat, ask, upvote, answer and poll live, until the host ends it', async ({ browser }) => {
  const founder = Number(sqlRow(`SELECT id FROM users WHERE username = 'founder'`).id);
  const [row] = sql(
    `INSERT INTO webinars (title, host_id, starts_at, duration_minutes, capacity, started_at)
     VALUES ('Live: light on faces', ${founder}, ${Date.now() - 60_000}, 60, 50, ${Date.now() - 60_000}) RETURNING id`,
  );
  const webinarId = Number(row?.id);
  const session = `/webinars/${webinarId}/session`;
  const host = await browser.newContext();
  await signInAs(host, 'founder');
  const h = await host.newPage();
  const a = (await person(browser, 'Ada', webinarId)).page;
  const b = (await person(browser, 'Ben', webinarId)).page;
  for (const page of [h, a, b]) {
    await page.goto(session);
    await expect(page.getByRole('heading', { name: 'Live: light on faces' })).toBeVisible();
  }
  await expect(h.getByText('3 here')).toBeVisible();

  await a.getByLabel('Message').fill('Hello from the front row');
  await a.getByRole('button', { name: 'Send' }).click();
  await expect(b.getByText('Hello from the front row')).toBeVisible();

  await a.getByLabel('Your question').fill('Which lens for window light?');
  await a.getByRole('button', { name: 'Ask' }).click();
  await b.getByRole('button', { name: 'Upvote: 0 votes' }).click();
  await expect(h.getByRole('button', { name: 'Upvote: 1 vote' })).toBeVisible();
  await h.getByRole('button', { name: 'Mark answered' }).click();
  await expect(a.locator('.live-question--answered')).toContainText('Which lens for window light?');

  await h.getByLabel('New poll').fill('Film or digital?');
  await h.getByLabel('Option 1').fill('Film');
  await h.getByLabel('Option 2').fill('Digital');
  await h.getByRole('button', { name: 'Open poll' }).click();
  await a.getByRole('button', { name: /^Digital/ }).click();
  await b.getByRole('button', { name: /^Digital/ }).click();
  await expect(h.locator('.live-poll__option').filter({ hasText: 'Digital' })).toContainText('2 (100%)');
  await h.getByRole('button', { name: 'Close poll' }).click();
  await expect(a.locator('.live-poll__question')).toContainText('Closed');

  await a.getByRole('button', { name: 'Raise hand' }).click();
  await h.getByRole('button', { name: 'Bring on stage' }).click();
  await expect(b.getByText('On stage: Ada Lens')).toBeVisible();
  await screenshotBoth(h, 'webinar-live-host');
  await screenshotBoth(b, 'webinar-live-attendee');

  await h.getByRole('button', { name: 'End webinar' }).click();
  for (const page of [a, b]) await expect(page.getByRole('heading', { name: 'This webinar has ended' })).toBeVisible();
  expect(Number(sqlRow(`SELECT count(*) AS n FROM webinar_attendance WHERE webinar_id = ${webinarId}`).n)).toBeGreaterThanOrEqual(
    3,
  );
});
