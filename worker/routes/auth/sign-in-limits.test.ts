import { describe, expect, it } from 'vitest';
import { send } from '../../test/helpers';

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

const signIn = (identifier: string, password: string, ip: string) =>
  send('POST', '/api/auth/login', { identifier, password }, undefined, ip);

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
