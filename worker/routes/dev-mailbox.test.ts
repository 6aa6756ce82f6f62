import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { mailTo, request, send } from '../test/helpers';

const openMailbox = (origin: string, vars: Partial<Env> = {}) =>
  app.request(`${origin}/dev/mailbox`, {}, { ...env, ...vars }, createExecutionContext());

describe('the dev mailbox', () => {
  it('shows sent mail with working links on a loopback host', async () => {
    const email = `mailbox_${Date.now()}@example.com`;
    await send('POST', '/api/auth/register', {
      username: `mailbox_${Date.now().toString(36)}`,
      email,
      password: 'long enough pw',
      firstName: 'Lee',
      lastName: 'Miller',
    });
    await mailTo(email);
    const res = await openMailbox('http://127.0.0.1:8787');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Verify your email for Aperture Circle');
    // On the site's configured address, whatever host the sign-up came on.
    expect(html).toContain(`<a href="${env.SITE_ORIGIN}/verify-email?token=`);
  });

  it('answers on every loopback name: 127.x, localhost and [::1]', async () => {
    for (const origin of [
      'http://127.0.0.1',
      'http://127.45.6.7:8788',
      'http://localhost',
      'http://localhost:8787',
      'http://[::1]:8787',
    ]) {
      expect((await openMailbox(origin)).status, origin).toBe(200);
    }
  });

  it('does not exist on a public host, even with the dev mailbox on', async () => {
    expect((await request('/dev/mailbox')).status).toBe(404);
    for (const origin of [
      'http://example.com',
      'http://127.0.0.1.example.com',
      'http://localhost.example.com',
      'http://10.0.0.1',
    ]) {
      expect((await openMailbox(origin)).status, origin).toBe(404);
    }
  });

  it('does not exist outside local development, even on a loopback host', async () => {
    expect((await openMailbox('http://127.0.0.1', { DEV_MAILBOX: 'false' })).status).toBe(404);
    expect((await openMailbox('http://localhost', { DEV_MAILBOX: 'false' })).status).toBe(404);
  });
});
