import { describe, expect, it } from 'vitest';
import { makeUser, request, subscribe } from '../../test/helpers';

describe('GET /api/subscription/status', () => {
  it('answers 401 for a visitor', async () => {
    expect((await request('/api/subscription/status')).status).toBe(401);
  });

  it('answers no subscription for a user without one', async () => {
    const { cookie } = await makeUser();
    const res = await request('/api/subscription/status', { cookie });
    expect(await res.json()).toEqual({ hasActiveSubscription: false, subscriptionType: null });
  });

  it('answers the active subscription type', async () => {
    const { user, cookie } = await makeUser();
    await subscribe(user.id, 'portfolio_pro');
    const res = await request('/api/subscription/status', { cookie });
    expect(await res.json()).toEqual({ hasActiveSubscription: true, subscriptionType: 'portfolio_pro' });
  });
});
