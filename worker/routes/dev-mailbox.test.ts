import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { request, send } from '../test/helpers';

describe('the dev mailbox', () => {
  it('shows sent mail with working links', async () => {
    const email = `mailbox_${Date.now()}@example.com`;
    await send('POST', '/api/auth/register', {
      username: `mailbox_${Date.now().toString(36)}`,
      email,
      password: 'long enough pw',
      firstName: 'Lee',
      lastName: 'Miller',
    });
    const res = await request('/dev/mailbox');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Verify your email for Aperture Circle');
    expect(html).toMatch(/<a href="http:\/\/example\.com\/verify-email\?token=[\w-]+">/);
  });

  it('does not exist outside local development', async () => {
    const res = await app.request('/dev/mailbox', {}, { ...env, DEV_MAILBOX: 'false' }, createExecutionContext());
    expect(res.status).toBe(404);
  });
});
