import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/local-state';

type Violation = { directive: string; blocked: string; sample: string };

// Every Content-Security-Policy violation the page reports, from before its first script.
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
    return [...events.map((v) => `${v.directive} blocked ${v.blocked || 'inline'} ${v.sample}`), ...console];
  };
}

// Loads the page and lets it finish: islands hydrated, first interaction's scripts loaded.
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.mouse.move(120, 120);
  await page.mouse.move(240, 240);
  await page.waitForLoadState('networkidle');
}

async function demoChallengePath(page: Page): Promise<string> {
  const [challenge] = (await (await page.request.get('/api/challenges?status=completed')).json()) as { id: number }[];
  if (!challenge) throw new Error('The API lists no completed demo challenge');
  return `/challenges/${challenge.id}`;
}

test('the public pages run everything they need under their policy', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/gallery', await demoChallengePath(page), '/auth?tab=register', '/no-such-page']) {
    await visit(page, path);
    await expect(page.locator('main')).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
  await page.goto('/');
  await expect(page.locator('.hero__photo').first()).toBeVisible();
  await visit(page, '/auth?tab=login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('an admin page runs under its policy', async ({ page, context }) => {
  await signInAs(context, 'founder');
  const violations = await watchViolations(page);
  await visit(page, '/admin/feature-flags');
  await expect(page.getByRole('heading', { name: 'Feature Flags', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('script injected into a page does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/gallery');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedScriptRan = true';
    document.body.appendChild(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/favicon.svg?injected" onload="window.__injectedHandlerRan = true">';
    document.body.appendChild(holder);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const flags = window as unknown as { __injectedScriptRan?: boolean; __injectedHandlerRan?: boolean };
    return { script: flags.__injectedScriptRan ?? false, handler: flags.__injectedHandlerRan ?? false };
  });
  expect(ran).toEqual({ script: false, handler: false });
  expect((await violations()).filter((v) => v.startsWith('script-src'))).toHaveLength(2);
});
