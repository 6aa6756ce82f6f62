import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import worker from '../index';
import { db, mailTo, makeUser, request, setFlag } from '../test/helpers';

const SITE = env.SITE_ORIGIN;

// A request whose Host the client chose, answered by the Worker with the given configuration.
async function fromHost(origin: string, path: string, body: unknown, settings: Partial<Env> = {}, cookie?: string) {
  const headers = new Headers({ Origin: origin, 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.9.9.9' });
  if (cookie) headers.set('Cookie', cookie);
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${origin}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
    { ...env, ...settings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("links are built from the site's configured address", () => {
  it('mails a reset link on the site whatever Host the request names', async () => {
    const { user } = await makeUser();
    const res = await fromHost('http://evil.example', '/api/auth/forgot-password', { email: user.email });
    expect(res.status).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail?.textBody).toContain(`${SITE}/reset-password?token=`);
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain('evil.example');
  });

  it("answers 503 and mails nothing while the site's address is unset", async () => {
    const { user } = await makeUser();
    const res = await fromHost('http://evil.example', '/api/auth/forgot-password', { email: user.email }, { SITE_ORIGIN: '' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: 'This is not available right now. Please try again later.',
      code: 'UNAVAILABLE',
    });
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).toEqual([]);
  });

  it("sends a checkout's return addresses to the site, not to the Host asked on", async () => {
    await setFlag('subscriptions_enabled', true);
    const { cookie } = await makeUser({ emailVerifiedAt: new Date() });
    const res = await fromHost(
      'http://localhost',
      '/api/subscription/checkout',
      { plan: 'print_user', interval: 'month' },
      {},
      cookie,
    );
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith(`${SITE}/dev/checkout/`)).toBe(true);
    const page = await request(url, { cookie });
    expect(await page.text()).not.toContain('localhost');
  });
});
