import { describe, expect, it } from 'vitest';
import { present, request, send } from '../../test/helpers';

let n = 0;
const PASSWORD = 'golden hour at f/8';

// Signs up (with the browser's zone when given) and answers the session cookie and name.
async function signUp(timeZone?: string) {
  const username = `zone_${Date.now().toString(36)}${n++}`;
  const account = { username, email: `${username}@example.com`, password: PASSWORD, firstName: 'Ansel', lastName: 'Adams' };
  const res = await send('POST', '/api/auth/register', timeZone ? { ...account, timeZone } : account);
  expect(res.status, await res.clone().text()).toBe(201);
  return { username, cookie: present(res.headers.get('Set-Cookie')?.split(';')[0], 'a session cookie') };
}

const signIn = (identifier: string, timeZone: string) =>
  send('POST', '/api/auth/login', { identifier, password: PASSWORD, timeZone });

async function zoneOf(cookie: string): Promise<string | null> {
  return ((await (await request('/api/users/me', { cookie })).json()) as { timeZone: string | null }).timeZone;
}

describe("a member's time zone", () => {
  it("is the browser's at sign-up; one the runtime does not know is dropped, not refused", async () => {
    expect(await zoneOf((await signUp('Asia/Tokyo')).cookie)).toBe('Asia/Tokyo');
    expect(await zoneOf((await signUp('Mars/Olympus_Mons')).cookie)).toBeNull();
  });

  it("is the browser's at a sign-in while none is known, and never replaces one", async () => {
    const { username } = await signUp();
    const first = await signIn(username, 'Europe/Paris');
    expect(first.status).toBe(200);
    const cookie = present(first.headers.get('Set-Cookie')?.split(';')[0], 'a session cookie');
    expect(await zoneOf(cookie)).toBe('Europe/Paris');
    expect((await signIn(username, 'America/Chicago')).status).toBe(200);
    expect(await zoneOf(cookie)).toBe('Europe/Paris');
  });

  it('is changed on the profile, and a zone not on the list is refused with nothing changed', async () => {
    const { cookie } = await signUp('Asia/Tokyo');
    const moved = await send('PATCH', '/api/users/me', { timeZone: 'America/Los_Angeles' }, cookie);
    expect(moved.status).toBe(200);
    expect(await zoneOf(cookie)).toBe('America/Los_Angeles');
    const bad = await send('PATCH', '/api/users/me', { timeZone: 'Mars/Olympus_Mons' }, cookie);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('Choose a time zone from the list');
    expect(await zoneOf(cookie)).toBe('America/Los_Angeles');
  });
});
