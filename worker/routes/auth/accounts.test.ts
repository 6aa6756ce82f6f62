import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens, sessions, users } from '../../../db/schema';
import { hashToken } from '../../domain/secret-tokens';
import { db, linkInLatestMail, mailTo, present, request, send } from '../../test/helpers';

let n = 0;
function newAccount(overrides: Record<string, unknown> = {}) {
  const id = `${Date.now().toString(36)}${n++}`;
  return {
    username: `Shooter_${id}`,
    email: `Shooter.${id}@Example.com`,
    password: 'f/8 and be there',
    firstName: 'Grace',
    lastName: 'Hopper',
    ...overrides,
  };
}

const cookieFrom = (res: Response) =>
  present(present(res.headers.get('Set-Cookie'), 'a Set-Cookie header').split(';')[0], 'a cookie');

async function register(overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const res = await send('POST', '/api/auth/register', account);
  expect(res.status, await res.clone().text()).toBe(201);
  return {
    account,
    email: account.email.toLowerCase(),
    cookie: cookieFrom(res),
    user: (await res.json()) as Record<string, unknown>,
  };
}

async function errorOf(res: Response) {
  return ((await res.json()) as { message: string }).message;
}

describe('registering', () => {
  it('creates the account, signs in with a safe cookie, and mails a verification link', async () => {
    const { account, email, user, cookie } = await register();
    expect(user).toMatchObject({ username: account.username.toLowerCase(), isAuthenticated: true, emailVerified: false });
    expect(JSON.stringify(user)).not.toMatch(/password|pbkdf2|@/i);
    const me = await request('/api/auth/user', { cookie });
    expect(me.status).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Verify your email for Aperture Circle');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax and Secure', async () => {
    const res = await send('POST', '/api/auth/register', newAccount());
    const header = present(res.headers.get('Set-Cookie'), 'a Set-Cookie header');
    expect(header).toMatch(/^ac_session=[\w-]{40,};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Secure');
    expect(header).toContain('Path=/');
  });

  it('stores only a hash of the password and of the session token', async () => {
    const { account, cookie } = await register();
    const [row] = await db().select().from(users).where(eq(users.username, account.username.toLowerCase()));
    expect(row?.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row?.passwordHash).not.toContain(account.password);
    const token = present(cookie.split('=')[1], 'the session token in the cookie');
    expect(await db().select().from(sessions).where(eq(sessions.tokenHash, token))).toEqual([]);
  });

  it('answers each invalid field with its message and creates nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'short' }, 'password: Password must be at least 8 characters'],
      [{ password: 'p'.repeat(201) }, 'password: Password must be at most 200 characters'],
      [{ email: `${'a'.repeat(243)}@example.com` }, 'email: Email must be at most 254 characters'],
      [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
      [{ email: '' }, 'email: Email is required'],
      [{ username: 'a b' }, 'username: Username must be 3–30 letters, digits or underscores'],
      [{ firstName: ' ' }, 'firstName: First name is required'],
      [{ lastName: undefined }, 'lastName: Last name is required'],
    ];
    for (const [overrides, message] of cases) {
      const account = newAccount(overrides);
      const res = await send('POST', '/api/auth/register', account);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(message);
      expect(await db().select().from(users).where(eq(users.username, account.username.toLowerCase()))).toEqual([]);
    }
  });

  it('refuses a taken username or email, whatever their case', async () => {
    const { account } = await register();
    const sameName = await send('POST', '/api/auth/register', newAccount({ username: account.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(await errorOf(sameName)).toBe('That username is already taken');
    const sameEmail = await send('POST', '/api/auth/register', newAccount({ email: account.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(await errorOf(sameEmail)).toBe('An account with this email already exists');
  });

  it('refuses a cross-site sign-up', async () => {
    const res = await request('/api/auth/register', {
      method: 'POST',
      headers: { Origin: 'https://evil.test', 'Content-Type': 'application/json' },
      body: JSON.stringify(newAccount()),
    });
    expect(res.status).toBe(403);
  });
});

describe('verifying the email', () => {
  it('verifies with the mailed link once, and refuses reuse and forgeries', async () => {
    const { email, cookie } = await register();
    const token = await linkInLatestMail(email, '/verify-email');
    expect((await send('POST', '/api/auth/verify-email', { token })).status).toBe(200);
    expect(await (await request('/api/auth/user', { cookie })).json()).toMatchObject({ emailVerified: true });
    const reused = await send('POST', '/api/auth/verify-email', { token });
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toBe('This verification link is invalid or has expired. Please request a new one.');
    expect((await send('POST', '/api/auth/verify-email', { token: 'forged-token' })).status).toBe(400);
  });

  it('resends a link only to an unverified account, answering the same either way', async () => {
    const { email } = await register();
    const first = await send('POST', '/api/auth/resend-verification', { email });
    const unknown = await send('POST', '/api/auth/resend-verification', { email: 'nobody@example.com' });
    expect(first.status).toBe(200);
    expect(await unknown.json()).toEqual(await first.json());
    expect(await mailTo(email)).toHaveLength(2);
    expect(await mailTo('nobody@example.com')).toHaveLength(0);
  });

  it('uses the spec messages for a missing or malformed email', async () => {
    expect(await errorOf(await send('POST', '/api/auth/resend-verification', {}))).toBe('email: Email is required');
    expect(await errorOf(await send('POST', '/api/auth/resend-verification', { email: 'x@' }))).toBe(
      'email: Please enter a valid email address',
    );
  });
});

describe('signing in', () => {
  it('signs in by email or username, in any case', async () => {
    const { account } = await register();
    for (const identifier of [account.email.toUpperCase(), account.username.toLowerCase(), account.username]) {
      const res = await send('POST', '/api/auth/login', { identifier, password: account.password });
      expect(res.status).toBe(200);
      expect(await (await request('/api/auth/user', { cookie: cookieFrom(res) })).json()).toMatchObject({
        username: account.username.toLowerCase(),
      });
    }
  });

  it('gives one answer for a wrong password and an unknown account', async () => {
    const { account } = await register();
    const wrong = await send('POST', '/api/auth/login', { identifier: account.username, password: 'not the password' });
    const unknown = await send('POST', '/api/auth/login', { identifier: 'nobody_here', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('refuses an over-long email, username or password with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { identifier: 'a'.repeat(255), password: 'long enough pw' },
        'identifier: Email or username must be at most 254 characters',
      ],
      [{ identifier: 'someone', password: 'p'.repeat(201) }, 'password: Password must be at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/api/auth/login', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
    }
  });

  it('limits sign-ups from one IP', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send('POST', '/api/auth/register', newAccount(), undefined, '203.0.113.9')).status).toBe(201);
    }
    const limited = await send('POST', '/api/auth/register', newAccount(), undefined, '203.0.113.9');
    expect(limited.status).toBe(429);
  });
});

describe('recovering a password', () => {
  it('answers forgot-password the same whether or not the email exists', async () => {
    const { email } = await register();
    const known = await send('POST', '/api/auth/forgot-password', { email });
    const unknown = await send('POST', '/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect((await mailTo(email))[0]?.subject).toBe('Reset your Aperture Circle password');
    expect(await mailTo('ghost@example.com')).toHaveLength(0);
  });

  it('resets once with the mailed token, signs out every session, and refuses reuse', async () => {
    const { account, email, cookie } = await register();
    await send('POST', '/api/auth/forgot-password', { email });
    const token = await linkInLatestMail(email, '/reset-password');
    const res = await send('POST', '/api/auth/reset-password', { token, password: 'a brand new password' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Password reset successful' });
    expect((await request('/api/auth/user', { cookie })).status).toBe(401);
    expect((await send('POST', '/api/auth/login', { identifier: email, password: account.password })).status).toBe(401);
    expect((await send('POST', '/api/auth/login', { identifier: email, password: 'a brand new password' })).status).toBe(200);
    const reused = await send('POST', '/api/auth/reset-password', { token, password: 'yet another password' });
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toBe('This reset link is invalid or has expired. Please request a new one.');
    expect((await mailTo(email))[0]?.subject).toBe('Your Aperture Circle password was changed');
  });

  it('refuses an expired token and a forged one', async () => {
    const { email } = await register();
    await send('POST', '/api/auth/forgot-password', { email });
    const token = await linkInLatestMail(email, '/reset-password');
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await send('POST', '/api/auth/reset-password', { token, password: 'long enough pw' })).status).toBe(400);
    expect((await send('POST', '/api/auth/reset-password', { token: 'forged', password: 'long enough pw' })).status).toBe(400);
  });

  it('retires older reset links when a new one is sent', async () => {
    const { email } = await register();
    await send('POST', '/api/auth/forgot-password', { email });
    const first = await linkInLatestMail(email, '/reset-password');
    await send('POST', '/api/auth/forgot-password', { email });
    expect((await send('POST', '/api/auth/reset-password', { token: first, password: 'long enough pw' })).status).toBe(400);
  });

  it('uses the spec messages for a short password and a missing token', async () => {
    expect(await errorOf(await send('POST', '/api/auth/reset-password', { token: 'x', password: 'short' }))).toBe(
      'password: Password must be at least 8 characters',
    );
    expect(await errorOf(await send('POST', '/api/auth/reset-password', { password: 'long enough pw' }))).toBe(
      'token: Reset token is missing',
    );
  });
});

describe('sessions', () => {
  it('slides a session that is past half its term to a full new term', async () => {
    const { cookie } = await register();
    const tokenHash = await hashToken(present(cookie.split('=')[1], 'the session token in the cookie'));
    const mine = eq(sessions.tokenHash, tokenHash);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) })
      .where(mine);
    const res = await request('/api/auth/user', { cookie });
    expect(res.headers.get('Set-Cookie')).toContain(cookie);
    const [row] = await db().select().from(sessions).where(mine);
    expect(present(row, 'the session').expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
});
