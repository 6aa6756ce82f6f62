import { expect, test, type Page } from '@playwright/test';
import { dailyStates } from './support/home';
import { setFlag, signInAs } from './support/local-state';
import { screenshotBoth } from './support/screens';
import { holdRequests } from './support/held-requests';

const FLAG = 'traditional_challenges_enabled';
const CATEGORIES = ['Landscape', 'Portrait', 'Street'];

test.afterEach(() => setFlag(FLAG, true));

const heroWord = (page: Page) => page.locator('[data-hero-word]');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const dots = (page: Page) => page.getByRole('button', { name: /^Show slide/ });

// Opens the home page with the browser's clock stopped, so only runFor moves time
// (an installed clock otherwise keeps ticking in real time between steps).
async function pausedClock(page: Page): Promise<void> {
  const start = new Date('2026-01-15T17:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto('/');
}

test('a visitor sees the challenge homepage with register prompts', async ({ page }) => {
  const daily = dailyStates();
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Photography');
  await expect(page.getByRole('link', { name: 'Find a Mentor' }).first()).toHaveAttribute('href', '/mentor-discovery');
  await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/auth?tab=register');

  const active = section(page, 'Active Challenges');
  await expect(active.getByRole('article').first()).toBeVisible();
  await expect(active.getByRole('link', { name: 'Register to Submit' }).first()).toHaveAttribute('href', '/auth?tab=register');
  await expect(active.getByRole('link', { name: 'Submit', exact: true })).toHaveCount(0);
  await expect(active.getByText(/^(\d+ submissions? max|Unlimited entries)$/).first()).toBeVisible();

  // Each daily button follows the database: open ones lead to the challenge, others to a list.
  for (const category of CATEGORIES) {
    const today = daily.today.find((d) => d.category === category.toLowerCase() && d.open);
    const join = page
      .getByRole('group', { name: "Today's Daily Challenges" })
      .getByRole('link', { name: new RegExp(`^${category}`) });
    await expect(join).toContainText(today ? 'Join Challenge' : 'Coming Soon');
    await expect(join).toHaveAttribute('href', today ? `/challenges/${today.id}` : `/challenges?category=${category}`);
    const yesterday = daily.yesterday.find((d) => d.category === category.toLowerCase() && d.open);
    const vote = page
      .getByRole('group', { name: "Vote on Yesterday's Winners" })
      .getByRole('link', { name: new RegExp(`^${category}`) });
    await expect(vote).toContainText(yesterday ? 'Vote Now' : 'No Voting');
    await expect(vote).toHaveAttribute('href', yesterday ? `/challenge/${yesterday.id}/entries` : '/challenges?status=voting');
  }

  const mentors = section(page, 'Learn from photographers who have been there');
  await expect(mentors.getByRole('button', { name: 'Sign In to View' })).toBeDisabled();
  await expect(mentors.getByRole('link', { name: /^View Profile/ })).toHaveCount(2);
  await expect(mentors.getByText('$150')).toBeVisible();

  await expect(section(page, 'Top Photographers').getByRole('listitem')).toHaveCount(5);
  const winners = section(page, 'Recent Winners Gallery');
  // The badges, not the heading or the (hidden) empty note, which say 'Recent winners' too.
  await expect(winners.getByText(/RECENT WINNER$/)).toHaveCount(3);
  await expect(winners.getByRole('heading', { level: 3 }).first().getByRole('link')).toHaveAttribute('href', /^\/photo\/\d+/);
  await expect(winners.getByRole('link', { name: /./ }).last()).toHaveAttribute('href', /^\/challenges\/\d+$/);
  await expect(page.getByRole('region', { name: 'Recent Submissions' })).toHaveCount(0);

  await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute('href', '/auth?tab=register');
  await expect(page.getByText('Video Coming Soon')).toBeVisible();
  await expect(page.getByText('MP4, MOV, AVI, max 100MB')).toHaveCount(0);
  await screenshotBoth(page, 'home-visitor');
});

test('a member gets submit buttons and every mentor profile', async ({ page, context }) => {
  await signInAs(context, 'vivian');
  await page.goto('/');
  const active = section(page, 'Active Challenges');
  await expect(active.getByRole('link', { name: 'Submit', exact: true }).first()).toHaveAttribute(
    'href',
    /^\/submit-photo\/\d+$/,
  );
  await expect(page.getByRole('link', { name: 'Register to Submit' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In to View' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Profile of Sofia Alvarez' })).toHaveAttribute(
    'href',
    '/mentors/sofia-alvarez',
  );
  await expect(page.getByRole('link', { name: 'Create Challenge', exact: true })).toHaveCount(0);
  await expect(page.getByText('Video Coming Soon')).toBeVisible();
});

test('without the challenges flag a visitor sees mentorship and recent submissions', async ({ page }) => {
  setFlag(FLAG, false);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Active Challenges' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "Today's Daily Challenges" })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent Winners Gallery' })).toHaveCount(0);
  const submissions = section(page, 'Recent Submissions');
  await expect(submissions.getByRole('article')).toHaveCount(3);
  await expect(submissions.getByText(/RECENT WINNER$/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute('href', '/auth?tab=register');
  await screenshotBoth(page, 'home-visitor-no-challenges');
});

test('the founder, without the challenges flag, gets Create Challenge and the video upload placeholder', async ({
  page,
  context,
}) => {
  setFlag(FLAG, false);
  await signInAs(context, 'founder');
  await page.goto('/');
  await expect(
    section(page, "Your best photo hasn't been taken yet").getByRole('link', { name: 'Create Challenge' }),
  ).toHaveAttribute('href', '/create-challenge');
  await expect(page.getByText('MP4, MOV, AVI, max 100MB')).toBeVisible();
  await expect(page.getByText('Video Coming Soon')).toHaveCount(0);
  await screenshotBoth(page, 'home-founder');
});

test('the hero words change every 3 seconds and the background every 5, until paused', async ({ page }) => {
  await pausedClock(page);
  const credit = page.locator('[data-hero-credit]');
  await expect(heroWord(page)).toHaveText('Learn');
  // The hero's script starts once its first photo is on screen, and credits that photo.
  await expect(credit).toHaveText(/^Photo: /);
  const firstPhoto = await credit.textContent();
  if (firstPhoto === null) throw new Error('The hero credit has no text');
  await page.clock.runFor(3000);
  await expect(heroWord(page)).toHaveText('Earn from');
  await page.clock.runFor(2000);
  await expect(credit).not.toHaveText(firstPhoto);
  await page.clock.runFor(1000);
  await expect(heroWord(page)).toHaveText('Find a Mentor');

  await page.getByRole('button', { name: 'Pause animations' }).click();
  await expect(page.getByRole('button', { name: 'Pause animations' })).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(9000);
  await expect(heroWord(page)).toHaveText('Find a Mentor');
});

test('the page fetches no script until its first photo, the largest paint, is on screen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  const release = await holdRequests(page, '**/api/optimized/**');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('[data-largest-paint]')).toHaveCount(1);
  expect(scripts).toEqual([]);

  release();
  await expect(page.locator('[data-hero-credit]')).toHaveText(/^Photo: /);
  expect(scripts.length).toBeGreaterThan(0);
});

test('nothing rotates for people who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(15_000);
  await expect(heroWord(page)).toHaveText('Learn');
  await expect(dots(page).first()).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: 'Pause animations' })).toBeHidden();
});

test('the side card turns every 7 seconds and its dots pick a slide after a 100 ms debounce', async ({ page }) => {
  await pausedClock(page);
  const card = page.getByRole('complementary', { name: 'Spotlight' });
  // Three featured photos, then the two challenge calls to action.
  await expect(dots(page)).toHaveCount(5);
  await expect(dots(page).nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(card.getByText('Featured photo').filter({ visible: true })).toHaveCount(1);

  await page.clock.runFor(7100);
  await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(dots(page).nth(0)).not.toHaveAttribute('aria-current');

  // A burst of clicks settles on the last one, 100 ms after it.
  await dots(page).nth(2).click();
  await dots(page).nth(3).click();
  await page.clock.runFor(50);
  await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(60);
  await expect(dots(page).nth(3)).toHaveAttribute('aria-current', 'true');
  await expect(dots(page).nth(3)).toHaveAccessibleName("Show slide 4: Today's challenges");
  await expect(card.getByRole('heading', { name: 'Three new challenges every day' })).toBeVisible();
  await expect(dots(page).nth(2)).not.toHaveAttribute('aria-current');
});

// The particle background (site/scripts/particles.ts): nothing of it loads with the page; the
// first move starts it, drawn at the screen's pixel density; reduced motion never starts it.
test.describe('the particle background', () => {
  test.use({ deviceScaleFactor: 2 });
  const canvas = (page: Page) => page.locator('#particles canvas');
  // Pixels drawn on the canvas (its bitmap is handed to an OffscreenCanvas, so it is copied first).
  const drawnPixels = (page: Page) =>
    page.evaluate(() => {
      const source = document.querySelector<HTMLCanvasElement>('#particles canvas');
      if (!source) throw new Error('No #particles canvas');
      const copy = document.createElement('canvas');
      copy.width = source.width;
      copy.height = source.height;
      const context = copy.getContext('2d');
      if (!context) throw new Error('No 2D context for the copy');
      context.drawImage(source, 0, 0);
      const { data } = context.getImageData(0, 0, copy.width, copy.height);
      let drawn = 0;
      for (let i = 3; i < data.length; i += 4) {
        const alpha = data[i];
        if (alpha !== undefined && alpha > 0) drawn++;
      }
      return drawn;
    });

  test('starts with the first move, never during load, at the screen density', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(canvas(page)).toHaveCount(0);
    const onLoad = scripts.length;

    await page.mouse.move(200, 200);
    await page.mouse.move(400, 300, { steps: 5 });
    await expect(canvas(page)).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(onLoad);
    await expect.poll(() => drawnPixels(page)).toBeGreaterThan(0);
    const size = await canvas(page).evaluate((c: HTMLCanvasElement) => ({ width: c.width, cssWidth: c.clientWidth }));
    expect(size.width).toBe(size.cssWidth * 2);
  });

  test('never starts for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.mouse.move(200, 200);
    await page.mouse.move(400, 300, { steps: 5 });
    await page.waitForTimeout(1000);
    await expect(canvas(page)).toHaveCount(0);
  });
});
