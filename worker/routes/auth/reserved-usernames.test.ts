import { eq } from 'drizzle-orm';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { db, mailTo, send } from '../../test/helpers';

let n = 0;
function newAccount(username: string) {
  const id = `${Date.now().toString(36)}${n++}`;
  return { username, email: `reserved.${id}@example.com`, password: 'f/8 and be there', firstName: 'Eve', lastName: 'Mallory' };
}

async function expectReserved(username: string) {
  const account = newAccount(username);
  const res = await send('POST', '/api/auth/register', account);
  expect(res.status, username).toBe(409);
  expect(await res.json()).toEqual({ message: 'That username is reserved', code: 'CONFLICT' });
  expect(res.headers.get('Set-Cookie')).toBeNull();
  expect(await db().select().from(users).where(eq(users.email, account.email))).toEqual([]);
  expect(await mailTo(account.email)).toEqual([]);
}

describe('registering a reserved username', () => {
  it('refuses the configured founder username in any case, and creates nothing', async () => {
    expect(env.FOUNDER_USERNAME).toBe('founder');
    await expectReserved('founder');
    await expectReserved('Founder');
    await expectReserved('founder_2');
  });

  it('refuses staff and site names and their obvious variants', async () => {
    for (const name of [
      'admin',
      'Administrator',
      'root',
      'support2',
      'admin_1',
      'aperture_circle',
      'ApertureCircle',
      'moderator',
      'security',
    ]) {
      await expectReserved(name);
    }
  });

  it('accepts a name that merely contains a reserved word', async () => {
    const res = await send('POST', '/api/auth/register', newAccount(`helpful_${Date.now().toString(36)}x`));
    expect(res.status).toBe(201);
  });
});
