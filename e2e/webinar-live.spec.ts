import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { newPerson } from './support/account';
import { signInAs, sql, sqlRow } from './support/local-state';
import { FAKE_MEDIA } from './support/fake-media';
import { screenshotBoth } from './support/screens';

// The live session: a host and two registrants in one webinar's room. Both attendees receive
// the host's video (and, once she is on stage, one attendee's); a question is asked, upvoted
// and answered; a poll opens, is voted on and closes with the right counts; chat carries
// between them; the host ends the webinar and everyone's page says so (the webinar's own page
// too, without a reload); an attendee rates it, the host reads the feedback and the admin's
// report shows who came, the Q&A and the poll; the host's recording becomes a replay that plays
// and seeks.

test.use(FAKE_MEDIA);

// A picture that is live: it has a size, and its time moves on.
async function expectLiveVideo(page: Page, label: string) {
  const video = page.locator(`video[aria-label="${label}"]`);
  await expect(video).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(before);
}

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
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await signInAs(context, who.username);
  return { id, page: await context.newPage() };
}

test('a host and two attendees chat, ask, upvote, answer and poll live, until the host ends it', async ({ browser }) => {
  test.setTimeout(120_000);
  const founder = Number(sqlRow(`SELECT id FROM users WHERE username = 'founder'`).id);
  // A title of its own, so a retry's webinar is not confused with the first try's.
  const title = `Live: light on faces ${Date.now().toString(36)}`;
  const [row] = sql(
    `INSERT INTO webinars (title, host_id, starts_at, duration_minutes, capacity, started_at)
     VALUES ('${title}', ${founder}, ${Date.now() - 60_000}, 60, 50, ${Date.now() - 60_000}) RETURNING id`,
  );
  const webinarId = Number(row?.id);
  const session = `/webinars/${webinarId}/session`;
  const host = await browser.newContext({ permissions: ['camera', 'microphone'] });
  await signInAs(host, 'founder');
  const hostName = String(sqlRow(`SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ${founder}`).name);
  const h = await host.newPage();
  const a = (await person(browser, 'Ada', webinarId)).page;
  const b = (await person(browser, 'Ben', webinarId)).page;
  // The host's page records from when it opens until the webinar ends.
  const recordingFrom = Date.now();
  for (const page of [h, a, b]) {
    await page.goto(session);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(h.getByText('3 here')).toBeVisible();
  await expectLiveVideo(a, hostName);
  await expectLiveVideo(b, hostName);

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
  await expectLiveVideo(b, 'Ada Lens');
  await expectLiveVideo(h, 'Ada Lens');
  await screenshotBoth(h, 'webinar-live-host');
  await screenshotBoth(b, 'webinar-live-attendee');

  // The webinar's own page, open in another tab, learns of the early end without a reload.
  const bPage = await b.context().newPage();
  await bPage.clock.install();
  await bPage.goto(`/webinar/${webinarId}`);
  await expect(bPage.getByRole('link', { name: 'Join now' })).toBeVisible();
  // Its islands hydrate when the browser is idle, which the page's clock now decides.
  await bPage.clock.runFor(3_000);
  await expect(bPage.locator('astro-island[ssr]')).toHaveCount(0);

  await h.getByRole('button', { name: 'End webinar' }).click();
  const liveSeconds = (Date.now() - recordingFrom) / 1000;
  for (const page of [a, b]) await expect(page.getByRole('heading', { name: 'This webinar has ended' })).toBeVisible();
  await bPage.clock.runFor(31_000);
  await expect(bPage.getByText('This webinar has ended.')).toBeVisible();
  await expect(bPage.getByRole('link', { name: 'Join now' })).toHaveCount(0);
  expect(Number(sqlRow(`SELECT count(*) AS n FROM webinar_attendance WHERE webinar_id = ${webinarId}`).n)).toBeGreaterThanOrEqual(
    3,
  );

  // Those who attended rate it; the host reads what they said.
  await a.getByRole('link', { name: 'Rate this webinar' }).click();
  await a.getByRole('group', { name: 'The webinar' }).getByRole('radio', { name: '5 stars' }).check();
  await a.getByRole('group', { name: 'The host' }).getByRole('radio', { name: '4 stars' }).check();
  await a.getByLabel('What worked, and what would you change?').fill('The poll made it.');
  await a.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(a.getByText('Thank you: you rated the webinar 5/5 and the host 4/5.')).toBeVisible();
  await h.goto(`/webinars/${webinarId}/feedback`);
  await expect(h.getByText('The poll made it.')).toBeVisible();
  await screenshotBoth(h, 'webinar-feedback-host');

  // The admin's report: attendance, the Q&A and the poll as the room kept them, with CSVs.
  await h.goto('/admin/webinars');
  await h.getByRole('button', { name: `Report on ${title}` }).click();
  const report = h.locator('.webinar-report');
  await expect(report.getByText('Which lens for window light?')).toBeVisible();
  await expect(report.getByText('Digital: 2 (100%)')).toBeVisible();
  await expect(report.getByText('The poll made it.')).toBeVisible();
  await expect(report.getByRole('row').filter({ hasText: 'Ada Lens' })).toBeVisible();
  const [file] = await Promise.all([
    h.waitForEvent('download'),
    report.getByRole('button', { name: 'Download CSV of the attendance' }).click(),
  ]);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Name,Username,Email,Seat,First joined at,Last left at,Visits,Minutes present');
  expect(csv).toContain('Ben Lens');
  await screenshotBoth(h, 'webinar-report-admin');

  // The host's page recorded the session; once it ended, the replay was joined from it: it
  // plays, with its length known, and seeks.
  await expect(async () => {
    await h.goto(`/webinar/${webinarId}/recording`);
    await expect(h.locator('video.webinar-replay__video')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const video = h.locator('video.webinar-replay__video');
  // The replay holds the live session, less the moment the camera took to start.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 10_000 })
    .toBeGreaterThan(liveSeconds / 2);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(Number.isFinite(duration)).toBe(true);
  const seeked = await video.evaluate(async (v: HTMLVideoElement) => {
    v.currentTime = v.duration / 2;
    await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    return v.currentTime;
  });
  expect(seeked).toBeGreaterThan(duration / 3);
  await expect(h.getByText('Which lens for window light?')).toBeVisible();
  await screenshotBoth(h, 'webinar-replay');
});
