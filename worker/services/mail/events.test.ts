import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailEvents, users } from '../../../db/schema';
import { resendEvent, signedMailEvent, TEST_MAIL_SECRET } from '../../test/fake-mail-provider';
import { db, makeUser, present } from '../../test/helpers';
import { applyMailEvent, BadMailSignature, SIGNATURE_TOLERANCE_MS, verifyMailEvent } from './events';

const headersOf = (event: { id: string; timestamp: number; signature: string }) => ({
  id: event.id,
  timestamp: String(event.timestamp),
  signature: event.signature,
});

const userRow = async (id: number) => present((await db().select().from(users).where(eq(users.id, id)))[0], 'the member');

describe('verifying the provider’s signature', () => {
  it('accepts the example Svix documents', async () => {
    const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
    const headers = { id, timestamp: '1614265330', signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=' };
    const at = new Date(1614265330 * 1000 + 60_000);
    expect(await verifyMailEvent('{"test": 2432232314}', headers, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', at)).toBe(id);
  });

  it('accepts any one matching signature of several, as while a secret is rolled', async () => {
    const event = await signedMailEvent(resendEvent('email.delivered', 'a@example.net'));
    const other = await signedMailEvent(event.body, { id: event.id, secret: 'whsec_b3RoZXItc2VjcmV0' });
    const signature = `${other.signature} ${event.signature}`;
    expect(await verifyMailEvent(event.body, { ...headersOf(event), signature }, TEST_MAIL_SECRET, new Date())).toBe(event.id);
  });

  it('refuses a changed body, another id, another secret, a missing header or a bad version', async () => {
    const event = await signedMailEvent(resendEvent('email.bounced', 'b@example.net', { type: 'Permanent' }));
    const elsewhere = await signedMailEvent(event.body, { id: event.id, secret: 'whsec_b3RoZXItc2VjcmV0' });
    const tries: [string, ReturnType<typeof headersOf>][] = [
      [event.body.replace('b@example.net', 'c@example.net'), headersOf(event)],
      [event.body, { ...headersOf(event), id: 'msg_other' }],
      [event.body, headersOf(elsewhere)],
      [event.body, { ...headersOf(event), signature: '' }],
      [event.body, { ...headersOf(event), signature: event.signature.replace('v1,', 'v2,') }],
      [event.body, { ...headersOf(event), signature: 'v1,not base64!' }],
    ];
    for (const [body, headers] of tries) {
      await expect(verifyMailEvent(body, headers, TEST_MAIL_SECRET, new Date())).rejects.toBeInstanceOf(BadMailSignature);
    }
  });

  it('refuses an event signed more than five minutes before or after now', async () => {
    const now = new Date();
    for (const offset of [-SIGNATURE_TOLERANCE_MS - 2000, SIGNATURE_TOLERANCE_MS + 2000]) {
      const event = await signedMailEvent(resendEvent('email.delivered', 'd@example.net'), {
        at: new Date(now.getTime() + offset),
      });
      await expect(verifyMailEvent(event.body, headersOf(event), TEST_MAIL_SECRET, now)).rejects.toThrow('too old or too far');
    }
    const recent = await signedMailEvent(resendEvent('email.delivered', 'd@example.net'), {
      at: new Date(now.getTime() - 60_000),
    });
    expect(await verifyMailEvent(recent.body, headersOf(recent), TEST_MAIL_SECRET, now)).toBe(recent.id);
  });
});

describe('applying an event', () => {
  it('blocks the member after a hard bounce, once, and records the event once', async () => {
    const { user } = await makeUser();
    const body = resendEvent('email.bounced', user.email.toUpperCase(), {
      type: 'Permanent',
      subType: 'General',
      message: 'The mailbox does not exist',
    });
    const at = new Date('2026-03-04T10:00:00Z');
    expect(await applyMailEvent(db(), 'msg_hard_1', body, at)).toBe('recorded');
    expect(await userRow(user.id)).toMatchObject({ mailBlockedAt: at, mailBlockReason: 'bounce' });
    expect(await db().select().from(mailEvents).where(eq(mailEvents.eventId, 'msg_hard_1'))).toEqual([
      expect.objectContaining({
        type: 'email.bounced',
        bounceKind: 'hard',
        address: user.email,
        detail: 'General: The mailbox does not exist',
      }),
    ]);
    await db().update(users).set({ mailBlockedAt: null, mailBlockReason: null }).where(eq(users.id, user.id));
    expect(await applyMailEvent(db(), 'msg_hard_1', body, new Date())).toBe('duplicate');
    // A redelivery changes nothing, not even a block lifted since.
    expect(await userRow(user.id)).toMatchObject({ mailBlockedAt: null });
  });

  it('blocks after a complaint, and only records a soft bounce or a delivery', async () => {
    const soft = await makeUser();
    const delivered = await makeUser();
    const complained = await makeUser();
    const now = new Date();
    await applyMailEvent(db(), 'msg_soft_1', resendEvent('email.bounced', soft.user.email, { type: 'Transient' }), now);
    await applyMailEvent(db(), 'msg_delivered_1', resendEvent('email.delivered', delivered.user.email), now);
    await applyMailEvent(db(), 'msg_complained_1', resendEvent('email.complained', complained.user.email), now);
    expect(await userRow(soft.user.id)).toMatchObject({ mailBlockedAt: null });
    expect(await userRow(delivered.user.id)).toMatchObject({ mailBlockedAt: null });
    expect(await userRow(complained.user.id)).toMatchObject({ mailBlockedAt: now, mailBlockReason: 'complaint' });
    const recorded = await db().select().from(mailEvents);
    expect(recorded.find((e) => e.eventId === 'msg_soft_1')).toMatchObject({ bounceKind: 'soft', address: soft.user.email });
    expect(recorded.find((e) => e.eventId === 'msg_delivered_1')).toMatchObject({ type: 'email.delivered', bounceKind: null });
  });

  it('keeps the first reason when a blocked address is reported again', async () => {
    const { user } = await makeUser();
    const first = new Date('2026-03-01T00:00:00Z');
    await applyMailEvent(db(), 'msg_twice_1', resendEvent('email.complained', user.email), first);
    await applyMailEvent(db(), 'msg_twice_2', resendEvent('email.bounced', user.email, { type: 'Permanent' }), new Date());
    expect(await userRow(user.id)).toMatchObject({ mailBlockedAt: first, mailBlockReason: 'complaint' });
  });

  it('ignores events it does not read, and bodies that are not such an event', async () => {
    expect(await applyMailEvent(db(), 'msg_opened', resendEvent('email.opened', 'e@example.net'), new Date())).toBe('ignored');
    expect(await applyMailEvent(db(), 'msg_junk', '{"hello":"world"}', new Date())).toBe('ignored');
    expect(await applyMailEvent(db(), 'msg_not_json', 'not json', new Date())).toBe('ignored');
    expect(await db().select().from(mailEvents).where(eq(mailEvents.eventId, 'msg_opened'))).toEqual([]);
  });
});
