import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { newPerson } from './support/account';
import { setFlag, signInAs, sql, sqlRow } from './support/local-state';
import { screenshotBoth } from './support/screens';

// Messages in real time between a member and a listed mentor (the demo's Maya Chen), each in a
// browser of their own: chat windows, typing, a dropped socket, the inbox and a thread's page.

declare global {
  interface Window {
    testSockets: WebSocket[];
  }
}

// Every socket the page opens is kept where the test can reach it (to drop one).
async function watchSockets(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    window.testSockets = [];
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        window.testSockets.push(this);
      }
    };
  });
}

async function member(browser: Browser) {
  const context = await browser.newContext();
  const who = newPerson('chat');
  sql(
    `INSERT INTO users (username, email, first_name, last_name, email_verified_at)
     VALUES ('${who.username}', '${who.email}', 'Robin', 'Lens', ${Date.now()})`,
  );
  await signInAs(context, who.username);
  await watchSockets(context);
  return { context, page: await context.newPage(), who };
}

async function maya(browser: Browser) {
  const context = await browser.newContext();
  await signInAs(context, 'maya');
  await watchSockets(context);
  return { context, page: await context.newPage() };
}

const chatWith = (page: Page, name: string) => page.getByRole('region', { name });
const openSockets = (page: Page) => page.evaluate(() => window.testSockets.filter((s) => s.readyState === 1).length);

let contexts: BrowserContext[] = [];
test.beforeEach(() => setFlag('mentor_program_access', true));
test.afterEach(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

test('a member and a mentor talk in chat windows in real time, through a dropped socket, and find the thread in the inbox', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await member(browser);
  const mentor = await maya(browser);
  contexts = [student.context, mentor.context];
  const s = student.page;
  const m = mentor.page;
  const mayaId = Number(sqlRow(`SELECT id FROM users WHERE username = 'maya'`).id);

  // 'Message' on the mentor's profile opens a window on the same page, its composer focused.
  await m.goto('/');
  await s.goto('/mentors/maya-chen');
  // The profile arrives as HTML; until the page's realtime script runs (it opens the socket),
  // 'Message' is a plain link to the thread's page.
  await expect.poll(() => openSockets(s)).toBe(1);
  await s.getByRole('link', { name: 'Message', exact: true }).click();
  const sWindow = chatWith(s, 'Maya Chen');
  await expect(sWindow.getByText('No messages yet. Start the conversation!')).toBeVisible();
  // The dock's rules come with it (they are not in the page): the window floats.
  await expect(sWindow).toHaveCSS('position', 'fixed');
  await expect(s).toHaveURL(/\/mentors\/maya-chen$/);
  await expect(sWindow.getByLabel('Message to Maya Chen')).toBeFocused();
  await expect.poll(() => openSockets(s)).toBe(1);
  await expect.poll(() => openSockets(m)).toBe(1);

  // Enter sends; a blank message is never sent; markup stays text and links are links.
  await sWindow.getByLabel('Message to Maya Chen').press('Enter');
  await sWindow.getByLabel('Message to Maya Chen').fill('Hi Maya! <b>My</b> portfolio: https://example.com/robin');
  await sWindow.getByLabel('Message to Maya Chen').press('Enter');
  await expect(sWindow.getByRole('link', { name: 'https://example.com/robin' })).toBeVisible();
  await expect(sWindow.getByText('<b>My</b>', { exact: false })).toBeVisible();

  // It reaches the mentor without a reload: their window opens by itself.
  const mWindow = chatWith(m, 'Robin Lens');
  await expect(mWindow.getByText('Hi Maya!', { exact: false })).toBeVisible();
  await expect(sWindow.getByText('Seen')).toBeVisible();

  // Typing shows on the other side, and clears when the typist leaves the box.
  await mWindow.getByLabel('Message to Robin Lens').pressSequentially('Happy to', { delay: 40 });
  await expect(sWindow.getByText('Maya Chen is typing…')).toBeVisible();
  await m.locator('body').click({ position: { x: 10, y: 300 } });
  await expect(sWindow.getByText('Maya Chen is typing…')).toBeHidden();
  await mWindow.getByLabel('Message to Robin Lens').fill('Happy to help. What do you shoot?');
  await mWindow.getByLabel('Message to Robin Lens').press('Enter');
  await expect(sWindow.getByText('Happy to help. What do you shoot?')).toHaveCount(1);
  await screenshotBoth(s, 'chat-window');

  // The student's socket drops (not a normal close): a message sent meanwhile still arrives,
  // once, and the socket is back about 3 s later.
  const dropped = Date.now();
  await s.evaluate(() => window.testSockets.at(-1)?.close(4000, 'test drop'));
  await expect.poll(() => openSockets(s)).toBe(0);
  await mWindow.getByLabel('Message to Robin Lens').fill('Portraits, or landscapes?');
  await mWindow.getByLabel('Message to Robin Lens').press('Enter');
  await expect(sWindow.getByText('Portraits, or landscapes?')).toHaveCount(1);
  await expect.poll(() => openSockets(s), { timeout: 10_000 }).toBe(1);
  expect(Date.now() - dropped).toBeGreaterThanOrEqual(2500);
  await mWindow.getByLabel('Message to Robin Lens').fill('Take your time.');
  await mWindow.getByLabel('Message to Robin Lens').press('Enter');
  await expect(sWindow.getByText('Take your time.')).toHaveCount(1);
  await expect(sWindow.getByText('Portraits, or landscapes?')).toHaveCount(1);

  // Windows survive a page load.
  await s.goto('/about');
  await expect(chatWith(s, 'Maya Chen').getByText('Take your time.')).toBeVisible();

  // Closed, and away: the mentor's next two messages wait unread in the student's inbox.
  await chatWith(s, 'Maya Chen').getByRole('button', { name: 'Close chat with Maya Chen' }).click();
  await expect(chatWith(s, 'Maya Chen')).toHaveCount(0);
  await s.goto('about:blank');
  for (const text of ['One more thing:', 'bring three portraits you like.']) {
    await mWindow.getByLabel('Message to Robin Lens').fill(text);
    await mWindow.getByLabel('Message to Robin Lens').press('Enter');
    await expect(mWindow.getByText(text)).toBeVisible();
  }
  await s.goto('/messages');
  const row = s.getByRole('link', { name: /Maya Chen/ });
  await expect(row).toContainText('bring three portraits you like.');
  await expect(row).toContainText('2 unread');
  await expect(s.locator('.site-header [data-unread-count]').first()).toHaveText('2');
  await s.getByLabel('Search conversations').fill('no such person');
  await expect(s.getByText('No conversation matches')).toBeVisible();
  await s.getByLabel('Search conversations').fill('maya');
  await screenshotBoth(s, 'messages-inbox');

  // Its own page: the whole thread, and no window for the same person.
  await row.click();
  await expect(s).toHaveURL(`/messages/${mayaId}`);
  await expect(s.getByText('bring three portraits you like.')).toBeVisible();
  await expect(chatWith(s, 'Maya Chen')).toHaveCount(0);
  await expect(s.locator('.site-header [data-unread-count]').first()).toBeHidden();
  await screenshotBoth(s, 'messages-thread');
});
