import { describe, expect, it } from 'vitest';
import { makeUser, request, send } from '../../test/helpers';

describe('GET /api/auth/user', () => {
  it('answers 401 for a visitor', async () => {
    const res = await request('/api/auth/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers the signed-in user with the spec fields and nothing secret', async () => {
    const { user, cookie } = await makeUser({ firstName: 'Imogen', lastName: 'Cunningham', mentor: 'approved' });
    const res = await request('/api/auth/user', { cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      id: user.id,
      username: user.username,
      firstName: 'Imogen',
      lastName: 'Cunningham',
      profileImageUrl: null,
      isAdmin: false,
      isSuperAdmin: false,
      isAuthenticated: true,
      emailVerified: false,
      mentorProfile: { profileStatus: 'approved' },
    });
  });

  it('ignores a forged session cookie', async () => {
    expect((await request('/api/auth/user', { cookie: 'ac_session=forged' })).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { cookie } = await makeUser();
    const res = await send('POST', '/api/auth/logout', undefined, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Logged out successfully' });
    expect(res.headers.get('Set-Cookie')).toMatch(/ac_session=;.*Max-Age=0/);
    expect((await request('/api/auth/user', { cookie })).status).toBe(401);
  });
});
