import { describe, expect, it } from 'vitest';
import { makeUser, request } from '../../test/helpers';

describe('GET /api/users/:id', () => {
  it('answers only public fields', async () => {
    const { user } = await makeUser({ bio: 'Street photographer' });
    const body = (await (await request(`/api/users/${user.id}`)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: user.id, username: user.username, bio: 'Street photographer' });
    expect(Object.keys(body).sort()).toEqual(
      ['bio', 'createdAt', 'firstName', 'id', 'lastName', 'profileImageUrl', 'username'].sort(),
    );
  });

  it('answers 404 for a missing user and 400 for a malformed id', async () => {
    expect((await request('/api/users/987654321')).status).toBe(404);
    const bad = await request('/api/users/abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
