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
  const SENT =
    'For your security, signing in to this account also takes a 6-digit code we email to its owner. If your password was right, it is on its way.';
  const WRONG = 'That code is not right, or the password is not. Check the latest email from us and try again.';

  // Twenty wrong passwords for the account, each from an address of its own.
  async function spread(username: string) {
    const { v6 } = addresses();
    for (let i = 0; i < 20; i++) expect((await signIn(username, 'a wrong guess', v6(i, '1'))).status).toBe(401);
    return v6(99, '1');
  }

  const codeMails = async (email: string) =>
    (await mailTo(email.toLowerCase())).filter((mail) => / is your Aperture Circle sign-in code$/.test(mail.subject));
  const latestCode = async (email: string) =>
    present((await codeMails(email))[0]?.textBody.match(/code is (\d{6})/)?.[1], 'a code in the mail');
  const answer = async (res: Response) => ({ status: res.status, body: await res.json() });
  const userOf = async (username: string) =>
    present((await db().select().from(users).where(eq(users.username, username.toLowerCase())))[0], 'the account');

  it('make the right password alone no longer enough: a mailed code signs in, once', async () => {
    const account = await register();
    const owner = await spread(account.username);
    const asked = await signIn(account.username, PASSWORD, owner);
    expect(await answer(asked)).toEqual({ status: 202, body: { codeRequired: true, message: SENT } });
    expect(asked.headers.get('Set-Cookie')).toBeNull();
    const code = await latestCode(account.email);
    // A code with a wrong password signs nobody in.
    expect(await answer(await signIn(account.username, 'a wrong guess', owner, code))).toMatchObject({ status: 401 });
    const fresh = await (async () => {
      expect((await signIn(account.username, PASSWORD, owner)).status).toBe(202);
      return latestCode(account.email);
    })();
    // A new code retires the old one; five at once with the new one: exactly one signs in.
    expect(fresh).not.toBe(code);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => signIn(account.username, PASSWORD, owner, fresh)));
    expect(answers.map((res) => res.status).filter((status) => status === 200)).toHaveLength(1);
    // Signing in with the code lifts the guard the failures set.
    expect((await userOf(account.username)).signInCodeUntil).toBeNull();
  });

  it('answer a wrong password as they answer a right one, and mail only for the right one', async () => {
    const account = await register();
    const owner = await spread(account.username);
    expect(await answer(await signIn(account.username, 'another guess', owner))).toEqual({
      status: 202,
      body: { codeRequired: true, message: SENT },
    });
    expect(await codeMails(account.email)).toEqual([]);
    // With no code out, any code and any password: the same 202.
    expect(await answer(await signIn(account.username, 'another guess', owner, '123456'))).toMatchObject({ status: 202 });
    expect(await answer(await signIn(account.username, PASSWORD, owner, '123456'))).toMatchObject({ status: 202 });
    const code = await latestCode(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    // With one out, a wrong code is the same 401 whatever the password.
    const { b } = addresses();
    expect(await answer(await signIn(account.username, 'another guess', b, wrong))).toEqual({
      status: 401,
      body: { message: WRONG, code: 'UNAUTHORIZED' },
    });
    expect(await answer(await signIn(account.username, PASSWORD, b, wrong))).toEqual({
      status: 401,
      body: { message: WRONG, code: 'UNAUTHORIZED' },
    });
  });

  it('stay guarded while the failures go on, past the hour their count covers; a reset lifts it', async () => {
    const account = await register();
    const owner = await spread(account.username);
    // A failure while guarded moves the guard an hour on from now.
    expect((await signIn(account.username, 'another guess', owner)).status).toBe(202);
    const until = present((await userOf(account.username)).signInCodeUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 59 * 60_000);
    // Guarded by the account alone, as when the failures' count has moved to a new window, the
    // password still needs a code.
    const { a } = addresses();
    const calm = await register();
    await db()
      .update(users)
      .set({ signInCodeUntil: new Date(Date.now() + 60_000) })
      .where(eq(users.username, calm.username.toLowerCase()));
    expect((await signIn(calm.username, PASSWORD, a)).status).toBe(202);
    expect((await signIn(account.username, PASSWORD, a)).status).toBe(202);
    // A password reset ends it.
    await send('POST', '/api/auth/forgot-password', { email: account.email }, undefined, a);
    const [mail] = await mailTo(account.email.toLowerCase());
    const token = present(mail?.textBody.match(/reset-password\?token=([\w-]+)/)?.[1], 'a reset link');
    expect((await send('POST', '/api/auth/reset-password', { token, password: 'a brand new pass' }, undefined, a)).status).toBe(
      200,
    );
    expect((await userOf(account.username)).signInCodeUntil).toBeNull();
  });

  it('take a code five wrong tries at most, and none after ten minutes', async () => {
    const account = await register();
    const { b } = addresses();
    const owner = await spread(account.username);
    expect((await signIn(account.username, PASSWORD, owner)).status).toBe(202);
    const code = await latestCode(account.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await signIn(account.username, PASSWORD, i < 2 ? owner : b, wrong)).status).toBe(401);
    const { id } = await userOf(account.username);
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
