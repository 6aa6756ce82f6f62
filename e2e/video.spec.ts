import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newPerson } from './support/account';
import { setFlag, signInAs, sql, sqlRow } from './support/local-state';
import { FAKE_MEDIA } from './support/fake-media';
import { screenshotBoth } from './support/screens';

// A mentoring session's video call: the student joins from the session page, the mentor by
// the room's link; each sees and hears the other through Chromium's fake camera, a reload
// reconnects, Leave goes back to the session page, and a stranger is refused.

test.use(FAKE_MEDIA);

// A verified member written straight into the database and signed in, allowed the camera.
async function person(browser: Browser, tag: string, firstName: string) {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  const who = newPerson(tag);
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${who.username}', '${who.email}', '${firstName}', 'Lens', ${Date.now()})`,
  );
  await signInAs(context, who.username);
  const id = Number(sqlRow(`SELECT id FROM users WHERE username = '${who.username}'`).id);
  return { context, page: await context.newPage(), name: `${firstName} Lens`, id };
}

// The other person's picture is live: it has a size, and its time moves on.
async function expectLiveVideo(page: Page, name: string) {
  const remote = page.locator(`video[aria-label="${name}"]`);
  await expect(remote).toBeVisible();
  await expect.poll(() => remote.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const before = await remote.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => remote.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(before);
}

let contexts: BrowserContext[] = [];
test.beforeEach(() => {
  setFlag('mentor_program_access', true);
  setFlag('mentor_booking_system', true);
});
test.afterEach(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

test('a session’s two people see each other, a reload reconnects, Leave goes back, a stranger is refused', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const mentor = await person(browser, 'vmentor', 'Mira');
  const student = await person(browser, 'vstudent', 'Sam');
  const stranger = await person(browser, 'vstranger', 'Stella');
  contexts = [mentor.context, student.context, stranger.context];
  sql(
    `INSERT INTO mentor_profiles (user_id, profile_status, headline, bio, specialties, hourly_rate_cents, session_offers, languages)
     VALUES (${mentor.id}, 'approved', 'Portraits with one light',
       'I teach photographers to see and shape light for portraits, from one window to a full studio.',
       '["portrait"]', 9000, '[{"type":"one_on_one","durations":[60]}]', '["English"]')`,
  );
  const roomKey = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const startsAt = Date.now() + 5 * 60_000;
  const { id: sessionId } = sqlRow(
    `INSERT INTO mentor_sessions (mentor_id, student_id, session_type, duration_minutes, price_cents, starts_at, ends_at, status, room_key)
     VALUES (${mentor.id}, ${student.id}, 'one_on_one', 60, 9000, ${startsAt}, ${startsAt + 3_600_000}, 'confirmed', '${roomKey}')
     RETURNING id`,
  );

  // The mentor arrives first, by the room's link, and waits.
  await mentor.page.goto(`/video-session/${roomKey}`);
  await expect(mentor.page.getByText('Waiting for Sam Lens to join')).toBeVisible();

  // The student joins from the session page.
  await student.page.goto(`/session-invite/${sessionId}`);
  await student.page.getByRole('button', { name: 'Join Session' }).click();
  await expect(student.page).toHaveURL(new RegExp(`/video-session/${roomKey}$`));
  for (const [side, other] of [
    [mentor, student],
    [student, mentor],
  ] as const) {
    await expect(side.page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible({ timeout: 20_000 });
    await expectLiveVideo(side.page, other.name);
  }
  const joined = sqlRow(`SELECT mentor_joined_at, student_joined_at FROM mentor_sessions WHERE id = ${sessionId}`);
  expect(joined.mentor_joined_at).not.toBeNull();
  expect(joined.student_joined_at).not.toBeNull();
  await screenshotBoth(mentor.page, 'video-session');

  // A reload is a fresh connection on both sides.
  await student.page.reload();
  await expectLiveVideo(student.page, mentor.name);
  await expectLiveVideo(mentor.page, student.name);

  // Turning the camera off and on keeps the call.
  await student.page.getByRole('button', { name: 'Turn Camera Off' }).click();
  await student.page.getByRole('button', { name: 'Turn Camera On' }).click();
  await expect(student.page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();

  // Leave: back to the session page; the mentor waits again.
  await student.page.getByRole('button', { name: 'Leave' }).click();
  await expect(student.page).toHaveURL(new RegExp(`/session-invite/${sessionId}$`));
  await expect(mentor.page.getByText('Waiting for Sam Lens to join')).toBeVisible();

  // Someone else holding the link is refused.
  await stranger.page.goto(`/video-session/${roomKey}`);
  await expect(stranger.page.getByRole('heading', { name: 'This call is not yours' })).toBeVisible();
  await expect(stranger.page.getByText('Only the mentor and the student of this session can join its video call')).toBeVisible();
  await screenshotBoth(stranger.page, 'video-session-refused');
});
