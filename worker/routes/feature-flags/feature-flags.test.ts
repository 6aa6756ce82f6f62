import { describe, expect, it } from 'vitest';
import { allowlist, makeUser, request, setFlag } from '../../test/helpers';

async function flag(name: string, cookie?: string, query = '') {
  const res = await request(`/api/feature-flags/${name}${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as { enabled: boolean };
}

describe('GET /api/feature-flags/:flagName', () => {
  it('answers enabled for a globally enabled flag, for visitors and users', async () => {
    await setFlag('print_sales_enabled', true);
    const { cookie } = await makeUser();
    expect(await flag('print_sales_enabled')).toEqual({ enabled: true });
    expect(await flag('print_sales_enabled', cookie)).toEqual({ enabled: true });
  });

  it('answers disabled for an unknown flag', async () => {
    expect(await flag('no_such_flag')).toEqual({ enabled: false });
  });

  it('enables a flag that is off globally only for allowlisted users', async () => {
    await setFlag('ai_coach_access', false);
    const listed = await makeUser();
    const other = await makeUser();
    await allowlist('ai_coach_access', listed.user.id);
    expect(await flag('ai_coach_access', listed.cookie)).toEqual({ enabled: true });
    expect(await flag('ai_coach_access', other.cookie)).toEqual({ enabled: false });
    expect(await flag('ai_coach_access')).toEqual({ enabled: false });
  });

  it('evaluates for the session user, not for a userId someone passes', async () => {
    await setFlag('mentor_booking_system', false);
    const listed = await makeUser();
    await allowlist('mentor_booking_system', listed.user.id);
    expect(await flag('mentor_booking_system', undefined, `?userId=${listed.user.id}`)).toEqual({ enabled: false });
    expect(await flag('mentor_booking_system', listed.cookie, `?userId=${listed.user.id}`)).toEqual({ enabled: true });
  });

  it('rolls out to everyone at 100% and to nobody at 0%', async () => {
    const { cookie } = await makeUser();
    await setFlag('subscriptions_enabled', false, 100);
    expect(await flag('subscriptions_enabled', cookie)).toEqual({ enabled: true });
    await setFlag('subscriptions_enabled', false, 0);
    expect(await flag('subscriptions_enabled', cookie)).toEqual({ enabled: false });
  });

  it('refuses a malformed flag name with the validation shape', async () => {
    const res = await request('/api/feature-flags/Bad-Name!');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('flagName') });
  });
});
