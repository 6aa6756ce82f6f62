import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { spendSignInCode } from '../../services/auth/sign-in-codes';
import { db, mailTo, present, send } from '../../test/helpers';

let n = 0;
const PASSWORD = 'f/8 and be there';

async function register() {
  const id = `${Date.now().toString(36)}${n++}`;
  const account = {
    username: `Limit_${id}`,
    email: `Limit.${id}@Example.com`,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Byron',
  };
  const res = await send('POST', '/api/auth/register', account);
  expect(res.status, await res.clone().text()).toBe(201);
  return account;
}

// Each test signs in from addresses of its own, so the limits never leak between tests.
let block = 0;
function addresses() {
  const b = block++;
  return { a: `198.18.${b}.1`, b: `198.18.${b}.2`, v6: (net: number, host: string) => `2001:db8:${b}:${net}::${host}` };
}

const signIn = (identifier: string, password: string, ip: string, code?: string) =>
  send('POST', '/api/auth/login', { identifier, password, code }, undefined, ip);

describe('sign-in limits', () => {
  it('locks one address out of an account after five wrong passwords, while another address still signs in', async () => {
    const account = await register();
    const { a, b } = addresses();
    for (let i = 0; i < 5; i++) expect((await signIn(account.username, 'a wrong guess', a)).status).toBe(401);
    const locked = await signIn(account.username, PASSWORD, a);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      message: 'Too many attempts. Please wait 15 minutes and try again.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await signIn(account.username, PASSWORD, b)).status).toBe(200);
  });

  it('lets the right password in after four failures, and does not count it', async () => {
    const account = await register();
    const { a } = addresses();
    for (let i = 0; i < 4; i++) expect((await signIn(account.username, 'a wrong guess', a)).status).toBe(401);
    expect((await signIn(account.username, PASSWORD, a)).status).toBe(200);
    expect((await signIn(account.username, 'a wrong guess', a)).status).toBe(401);
    expect((await signIn(account.username, PASSWORD, a)).status).toBe(429);
  });

  it('counts guesses by email and by username against one budget for the account', async () => {
    const account = await register();
    const { a } = addresses();
    for (let i = 0; i < 3; i++) expect((await signIn(account.email.toUpperCase(), 'a wrong guess', a)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await signIn(account.username.toLowerCase(), 'a wrong guess', a)).status).toBe(401);
    expect((await signIn(account.username, PASSWORD, a)).status).toBe(429);
  });

  it('locks an address after twenty failures across accounts', async () => {
    const account = await register();
    const { a, b } = addresses();
    for (let i = 0; i < 20; i++) expect((await signIn(`nobody_${n}_${i}`, 'a wrong guess', a)).status).toBe(401);
    expect((await signIn(account.username, PASSWORD, a)).status).toBe(429);
    expect((await signIn(account.username, PASSWORD, b)).status).toBe(200);
  });

  it('counts IPv6 addresses in one /64 together, and in different /64s apart', async () => {
    const account = await register();
    const { v6 } = addresses();
    for (let i = 0; i < 5; i++) expect((await signIn(account.username, 'a wrong guess', v6(1, `${i + 1}`))).status).toBe(401);
    expect((await signIn(account.username, PASSWORD, v6(1, 'ffff:ffff'))).status).toBe(429);
    expect((await signIn(account.username, PASSWORD, v6(2, '1'))).status).toBe(200);
  });

  it('lets at most five of twenty simultaneous wrong guesses reach the password check', async () => {
    const account = await register();
    const { a } = addresses();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(account.username, 'a wrong guess', a)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('never refuses an owner who signs in correctly again and again', async () => {
    const account = await register();
    const { a } = addresses();
    for (let i = 0; i < 10; i++) expect((await signIn(account.username, PASSWORD, a)).status).toBe(200);
  });
});

describe('guesses spread over many addresses', () => {
  // Twenty wrong passwords for the account, each from an address of its own.
  async function spread(username: string) {
    const { v6 } = addresses();
    for (let i = 0; i < 20; i++) expect((await signIn(username, 'a wrong guess', v6(i, '1'))).status).toBe(401);
    return v6(99, '1');
  }

  const latestCode = async (email: string) => {
    const [mail] = await mailTo(email.toLowerCase());
    expect(mail?.subject).toMatch(/^\d{6} is your Aperture Circle sign-in code$/);
    return present(mail?.textBody.match(/code is (\d{6})/)?.[1], 'a code in the mail');
  };

  it('make the right password alone no longer enough: a mailed code signs in, once', async () => {
    const account = await register();
    const owner = await spread(account.username);
    const asked = await signIn(account.username, PASSWORD, owner);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({
      codeRequired: true,
      message: 'For your security, enter the 6-digit code we just sent to your email.',
    });
    expect(asked.headers.get('Set-Cookie')).toBeNull();
    const code = await latestCode(account.email);
    // A code without the password, or with a wrong one, signs nobody in.
    expect((await signIn(account.username, 'a wrong guess', owner, code)).status).toBe(401);
    expect((await signIn(account.username, PASSWORD, owner, code)).status).toBe(200);
    // Used, it is gone: the password brings a new code.
    const reused = await signIn(account.username, PASSWORD, owner, code);
    expect(reused.status).toBe(202);
    expect(((await reused.json()) as { message: string }).message).toBe(
      'That code has expired, so we sent you a new one. Enter it to sign in.',
    );
    const fresh = await latestCode(account.email);
    expect(fresh).not.toBe(code);
    // Five at once with the new code: exactly one signs in.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => signIn(account.username, PASSWORD, owner, fresh)));
    expect(answers.map((res) => res.status).filter((status) => status === 200)).toHaveLength(1);
  });

  it('take a code five wrong tries at most, and none after ten minutes', async () => {
    const account = await register();
    const { b } = addresses();
    const owner = await spread(account.username);
    expect((await signIn(account.username, PASSWORD, owner)).status).toBe(202);
    const code = await latestCode(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const res = await signIn(account.username, PASSWORD, i < 2 ? owner : b, wrong);
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe(
        'That code is not right. Check the latest email from us and try again.',
      );
    }
    const [user] = await db().select().from(users).where(eq(users.username, account.username.toLowerCase()));
    const id = present(user).id;
    expect(await spendSignInCode(db(), id, wrong)).toBe('wrong');
    // Five wrong tries spend it, and an old code never works.
    expect(await spendSignInCode(db(), id, code)).toBe('none');
    expect((await signIn(account.username, PASSWORD, b)).status).toBe(202);
    const fresh = await latestCode(account.email);
    expect(await spendSignInCode(db(), id, fresh, new Date(Date.now() + 11 * 60_000))).toBe('none');
    expect(await spendSignInCode(db(), id, fresh)).toBe('accepted');
  });

  it('leave an account with no such pattern signing in with its password alone', async () => {
    const account = await register();
    const { v6 } = addresses();
    for (let i = 0; i < 19; i++) expect((await signIn(account.username, 'a wrong guess', v6(i, '1'))).status).toBe(401);
    expect((await signIn(account.username, PASSWORD, v6(50, '1'))).status).toBe(200);
  });
});
