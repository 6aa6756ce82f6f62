import { describe, expect, it } from 'vitest';
import { makeUser, request, send } from '../../test/helpers';

describe('admin feature-flag API', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    expect((await request('/api/admin/feature-flags')).status).toBe(401);
    const member = await makeUser();
    const res = await send('PUT', '/api/admin/feature-flags/ai_coach_access', { enabled: true }, member.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await (await request('/api/feature-flags/ai_coach_access')).json()).toEqual({ enabled: false });
  });

  it('lets an admin switch a flag, roll it out and set its allowlist', async () => {
    const admin = await makeUser({ isAdmin: true });
    const listed = await makeUser();
    const res = await send(
      'PUT',
      '/api/admin/feature-flags/ai_coach_access',
      { enabled: false, rolloutPercentage: 0, allowlist: [listed.user.id, listed.user.id] },
      admin.cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'ai_coach_access', enabled: false, allowlist: [listed.user.id] });
    expect(await (await request('/api/feature-flags/ai_coach_access', { cookie: listed.cookie })).json()).toEqual({
      enabled: true,
    });
    const list = (await (await request('/api/admin/feature-flags', { cookie: admin.cookie })).json()) as {
      name: string;
    }[];
    expect(list.map((flag) => flag.name)).toContain('ai_coach_access');
  });

  it('refuses bad updates and changes nothing', async () => {
    const admin = await makeUser({ isAdmin: true });
    for (const body of [
      {},
      { rolloutPercentage: 101 },
      { enabled: 'yes' },
      { allowlist: [-1] },
      { enabled: true, allowlist: [987654] },
    ]) {
      const res = await send('PUT', '/api/admin/feature-flags/print_upload_enabled', body, admin.cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await (await request('/api/feature-flags/print_upload_enabled')).json()).toEqual({ enabled: false });
  });
});
