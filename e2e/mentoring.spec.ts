import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newPerson } from './support/account';
import { setFlag, signInAs, sql, sqlRow } from './support/local-state';
import { screenshotBoth } from './support/screens';

// The mentoring marketplace end to end: apply, approval, hours in Berlin, a student in New
// York booking and paying through the local checkout, both dashboards in their own zones,
// joining, cancelling in time (refunded), and a review on the profile.

const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

// A verified member written straight into the database and signed in (sign-ups have their
// own tests, and their per-address limit is shared by the whole run).
async function person(browser: Browser, tag: string, timezoneId: string) {
  const context = await browser.newContext({ timezoneId });
  const who = newPerson(tag);
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${who.username}', '${who.email}', '${who.firstName}', '${who.lastName}', ${Date.now()})`,
  );
  await signInAs(context, who.username);
  return { context, page: await context.newPage(), who };
}

// How the pages write a start: "Tue, Dec 1, 9:00 AM" in the viewer's zone.
const dayAndTime = (instant: number, timeZone: string) =>
  new Date(instant).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

async function payWithCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Robin Lens');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

// Books the first free time of the day-section `dayIndex` on the booking page and pays for it.
async function bookAndPay(page: Page, mentorId: number, dayIndex: number): Promise<number> {
  await page.goto(`/mentors/${mentorId}`);
  await page.getByRole('link', { name: 'Book a Session' }).click();
  await page.getByText('60 min · $60.00').click();
  const day = page.locator('.free-times__day').nth(dayIndex);
  await day.getByRole('button').first().click();
  await page.getByLabel('Note (optional)').fill('My portraits feel flat; help me light them.');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/\d+$/);
  const sessionId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText('We are holding this time for you until')).toBeVisible();
  // The server wrote the times in the zone the edge guessed; the browser rewrites them in its own.
  await expect(page.locator('.summary-card')).toContainText(/Your time zone: Eastern (Standard|Daylight) Time/);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await payWithCard(page);
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByText(/is confirmed for/)).toBeVisible();
  return sessionId;
}

let contexts: BrowserContext[] = [];
test.beforeEach(() => setFlag('mentor_program_access', true));
test.afterEach(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

test('a member applies, is approved, sets hours; a student elsewhere books, pays, joins, cancels in time and reviews', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const mentor = await person(browser, 'mentor', BERLIN);
  const student = await person(browser, 'student', NEW_YORK);
  const admin = await browser.newContext();
  contexts = [mentor.context, student.context, admin];
  await signInAs(admin, 'founder');
  const adminPage = await admin.newPage();

  // Apply.
  const m = mentor.page;
  await m.goto('/mentor-profile');
  await m.getByLabel('Headline').fill('Portraits with one light');
  await m
    .getByLabel('About you')
    .fill('I teach photographers to see and shape light for portraits, from one window to a full studio.');
  await m.getByText('Portrait', { exact: true }).click();
  await m.getByLabel('Years of experience').fill('8');
  await m.getByLabel('Hourly rate (USD)').fill('60');
  await m.getByLabel('Time Zone').selectOption(BERLIN);
  await screenshotBoth(m, 'mentor-application');
  await m.getByRole('button', { name: 'Submit Application' }).click();
  await expect(m.getByRole('heading', { name: 'Your application is being reviewed' })).toBeVisible();
  const mentorId = Number(sqlRow(`SELECT id FROM users WHERE username = '${mentor.who.username}'`).id);

  // An admin approves it; the applicant is mailed.
  await adminPage.goto('/admin/mentor-program/responses');
  const card = adminPage.getByRole('article').filter({ hasText: `@${mentor.who.username}` });
  await card.getByRole('button', { name: /^Approve/ }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);
  // Mail leaves just after the request that queued it.
  const mailCount = (where: string) => () => sql(`SELECT 1 FROM dev_mail WHERE ${where}`).length;
  await expect
    .poll(mailCount(`to_address = '${mentor.who.email}' AND subject = 'You are now an Aperture Circle mentor'`))
    .toBe(1);

  // The mentor's hours: 9 to 5 every day in Berlin, an hour's notice.
  await m.goto('/calendar-settings');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await m.getByRole('button', { name: `+ Add hours on ${day}` }).click();
  }
  await m.getByLabel('Minimum notice').selectOption('60');
  await m.getByRole('button', { name: 'Save Availability' }).click();
  await expect(m.getByText('Availability saved')).toBeVisible();
  await screenshotBoth(m, 'calendar-settings');

  // Discovery lists them; a student in New York books twice and pays through the local checkout.
  const s = student.page;
  await s.goto(`/mentor-discovery?q=${mentor.who.username}`);
  await expect(s.getByRole('heading', { name: 'Robin Lens' })).toBeVisible();
  await screenshotBoth(s, 'mentor-discovery');
  await s.goto(`/mentors/${mentorId}`);
  await expect(s.getByText('Times in your time zone:')).toContainText(/Eastern (Standard|Daylight) Time/);
  await screenshotBoth(s, 'mentor-profile-page');
  const first = await bookAndPay(s, mentorId, 0);
  const later = await bookAndPay(s, mentorId, 2);
  expect(
    sql(
      `SELECT 1 FROM dev_mail WHERE to_address = '${student.who.email}' AND subject LIKE 'Confirmed:%' AND attachments LIKE '%session.ics%'`,
    ),
  ).toHaveLength(2);

  // Both dashboards show the first session at its instant, each in its own zone.
  const startsAt = Number(sqlRow(`SELECT starts_at FROM mentor_sessions WHERE id = ${first}`).starts_at);
  await s.goto('/student-dashboard');
  await expect(s.locator('time').filter({ hasText: dayAndTime(startsAt, NEW_YORK) })).toBeVisible();
  await screenshotBoth(s, 'student-dashboard');
  await m.goto('/mentor-dashboard');
  await expect(m.locator('time').filter({ hasText: dayAndTime(startsAt, BERLIN) })).toBeVisible();
  await screenshotBoth(m, 'mentor-dashboard');

  // The session page opens 10 minutes before the start: move the first one there, and join.
  const soon = Date.now() + 5 * 60_000;
  sql(`UPDATE mentor_sessions SET starts_at = ${soon}, ends_at = ${soon + 3_600_000} WHERE id = ${first}`);
  await s.goto(`/session-invite/${first}`);
  await screenshotBoth(s, 'session-invite');
  await s.getByRole('button', { name: 'Join Session' }).click();
  const { room_key: roomKey } = sqlRow(`SELECT room_key FROM mentor_sessions WHERE id = ${first}`);
  await expect(s).toHaveURL(new RegExp(`/video-session/${roomKey}$`));
  expect(sqlRow(`SELECT student_joined_at FROM mentor_sessions WHERE id = ${first}`).student_joined_at).not.toBeNull();

  // Cancelling the later one more than 24 hours ahead refunds it in full and reverses the ledger.
  await s.goto(`/session-invite/${later}`);
  await s.getByRole('button', { name: 'Cancel Session' }).click();
  await expect(s.getByRole('alertdialog')).toContainText('You are refunded in full.');
  await s.getByRole('alertdialog').getByRole('button', { name: 'Cancel Session' }).click();
  await expect(s.getByText('You cancelled')).toBeVisible();
  const paid = sqlRow(
    `SELECT p.id, p.amount_cents, p.refunded_cents FROM payments p JOIN mentor_sessions s ON s.payment_id = p.id WHERE s.id = ${later}`,
  );
  expect(paid.refunded_cents).toBe(paid.amount_cents);
  expect(
    sqlRow(`SELECT sum(amount_cents) AS owed FROM ledger_entries WHERE payment_id = '${paid.id}' AND account = 'payee'`).owed,
  ).toBe(0);

  // Once the first is completed, the student reviews it and the review shows on the profile.
  sql(
    `UPDATE mentor_sessions SET status = 'completed', mentor_joined_at = ${Date.now() - 7_200_000},
       starts_at = ${Date.now() - 7_200_000}, ends_at = ${Date.now() - 3_600_000} WHERE id = ${first}`,
  );
  await s.goto(`/session-invite/${first}`);
  await s.getByRole('radio', { name: '5 stars' }).check();
  await s.getByLabel('What was it like?').fill('Two lights, one afternoon, and my portraits finally have depth.');
  await s.getByRole('button', { name: 'Post Review' }).click();
  await expect(s.getByText('Review posted')).toBeVisible();
  await s.goto(`/mentors/${mentorId}`);
  await expect(s.getByText('Two lights, one afternoon, and my portraits finally have depth.')).toBeVisible();
  await expect(s.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' }).first()).toBeVisible();
});

test('the demo student sees their confirmed, awaiting-payment and reviewed sessions', async ({ page, baseURL }) => {
  const login = await page.request.post('/api/auth/login', {
    data: { identifier: 'ansel', password: 'photography' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(login.ok()).toBe(true);
  await page.goto('/student-dashboard');
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
  await expect(upcoming.getByText('Confirmed')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: /^Complete Payment/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past sessions' }).getByText('Completed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receipts' }).getByRole('row')).toHaveCount(3);
});
