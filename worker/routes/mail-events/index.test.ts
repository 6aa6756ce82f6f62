import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailEvents, users } from '../../../db/schema';
import { postMailEvent, resendEvent, signedMailEvent } from '../../test/fake-mail-provider';
import { db, makeUser, present, request, send } from '../../test/helpers';

const userRow = async (id: number) => present((await db().select().from(users).where(eq(users.id, id)))[0], 'the member');

describe('POST /api/mail/events', () => {
  it('blocks a hard-bounced address and answers a redelivery with 200, changing nothing', async () => {
    const { user, cookie } = await makeUser();
    const event = await signedMailEvent(resendEvent('email.bounced', user.email, { type: 'Permanent', subType: 'General' }));
    const first = await postMailEvent(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Recorded' });
    expect(await userRow(user.id)).toMatchObject({ mailBlockReason: 'bounce' });
    const again = await postMailEvent(event);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'Already recorded' });
    expect(await db().select().from(mailEvents).where(eq(mailEvents.eventId, event.id))).toHaveLength(1);
    // The member's profile says so, so /profile can tell them.
    const profile = await (await request('/api/users/me', { cookie })).json();
    expect(profile).toMatchObject({ email: user.email, mailBlocked: 'bounce' });
  });

  it('refuses a bad or stale signature with 400 and records nothing', async () => {
    const { user } = await makeUser();
    const event = await signedMailEvent(resendEvent('email.complained', user.email));
    const stale = await signedMailEvent(event.body, { at: new Date(Date.now() - 10 * 60_000) });
    for (const res of [
      await postMailEvent({ ...event, body: event.body.replace('complained', 'delivered') }),
      await postMailEvent(event, { 'svix-signature': 'v1,AAAA' }),
      await postMailEvent(event, { 'svix-id': 'msg_replayed_elsewhere' }),
      await postMailEvent(stale),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
    expect(await userRow(user.id)).toMatchObject({ mailBlockedAt: null });
    expect(await db().select().from(mailEvents).where(eq(mailEvents.address, user.email))).toEqual([]);
  });

  it('answers 200 to an event it does not read, so the provider does not resend it', async () => {
    const res = await postMailEvent(await signedMailEvent(resendEvent('email.opened', 'someone@example.net')));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Ignored' });
  });
});

describe('DELETE /api/mail/block', () => {
  it('lets the member turn mail back on', async () => {
    const { user, cookie } = await makeUser();
    await postMailEvent(await signedMailEvent(resendEvent('email.complained', user.email)));
    expect(await (await request('/api/users/me', { cookie })).json()).toMatchObject({ mailBlocked: 'complaint' });
    const res = await send('DELETE', '/api/mail/block', undefined, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ resumed: true });
    expect(await (await request('/api/users/me', { cookie })).json()).toMatchObject({ mailBlocked: null });
  });
});
