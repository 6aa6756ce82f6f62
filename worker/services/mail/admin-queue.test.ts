import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, mailOutbox } from '../../../db/schema';
import type { MailQueuePage, QueuedMail } from '../../contract/admin-mail';
import { db, makeUser, present, request, send } from '../../test/helpers';
import { LEASE_MS } from './outbox';

let n = 0;
const address = (tag: string) => `queue_${tag}_${Date.now().toString(36)}_${n++}@example.org`;

type Fields = Partial<typeof mailOutbox.$inferInsert>;

async function mail(to: string, fields: Fields = {}) {
  const [row] = await db()
    .insert(mailOutbox)
    .values({
      toAddress: to,
      template: 'notice_comment',
      subject: 'A comment',
      textBody: 'secret link',
      htmlBody: '<p>secret link</p>',
      ...fields,
    })
    .returning();
  return present(row, 'the mail');
}

const admin = () => makeUser({ isAdmin: true, emailVerifiedAt: new Date() });

async function page(cookie: string, query: string): Promise<MailQueuePage> {
  const res = await request(`/api/admin/email/queue${query}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

const auditRows = (action: string, id: number) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, String(id))));

describe('/api/admin/email/queue', () => {
  it('shows each state without a body, filtered by state, template and the start of the address', async () => {
    const { cookie } = await admin();
    const to = address('states');
    const now = Date.now();
    const waiting = await mail(to);
    const sending = await mail(to, { leaseUntil: new Date(now + LEASE_MS), attempts: 1 });
    const sent = await mail(to, { status: 'sent', sentAt: new Date(), textBody: '', htmlBody: '', template: 'payment_receipt' });
    const failed = await mail(to, { status: 'failed', attempts: 5, lastError: 'Mail provider answered 503' });
    const all = await page(cookie, `?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(all.mail.map((m) => [m.id, m.status])).toEqual([
      [failed.id, 'failed'],
      [sent.id, 'sent'],
      [sending.id, 'sending'],
      [waiting.id, 'waiting'],
    ]);
    expect(JSON.stringify(all)).not.toContain('secret link');
    expect(all.mail[0]).toMatchObject({ lastError: 'Mail provider answered 503', attempts: 5 });
    expect(all.templates).toEqual(expect.arrayContaining(['notice_comment', 'payment_receipt']));
    const byState = async (status: string) =>
      (await page(cookie, `?to=${to.slice(0, -3)}&status=${status}`)).mail.map((m) => m.id);
    expect(await byState('waiting')).toEqual([waiting.id]);
    expect(await byState('sending')).toEqual([sending.id]);
    expect(await byState('sent')).toEqual([sent.id]);
    expect((await page(cookie, `?to=${to}&template=payment_receipt`)).mail.map((m) => m.id)).toEqual([sent.id]);
    expect((await page(cookie, `?to=${to}x`)).mail).toEqual([]);
  });

  it('pages through the outbox newest first without repeating or skipping', async () => {
    const { cookie } = await admin();
    const to = address('pages');
    const ids: number[] = [];
    for (let i = 0; i < 53; i++) ids.push((await mail(to, { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i % 3)) })).id);
    const first = await page(cookie, `?to=${to}`);
    expect(first.mail).toHaveLength(50);
    const second = await page(cookie, `?to=${to}&before=${present(first.nextCursor, 'a next page')}`);
    expect(second.nextCursor).toBeNull();
    const seen = [...first.mail, ...second.mail].map((m) => m.id);
    expect(seen).toHaveLength(53);
    expect(new Set(seen)).toEqual(new Set(ids));
    const times = [...first.mail, ...second.mail].map((m) => [Date.parse(m.createdAt), m.id] as const);
    expect(times).toEqual([...times].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
  });

  it('refuses a bad filter with 400', async () => {
    const { cookie } = await admin();
    for (const query of ['?status=lost', '?before=-1', `?to=${'a'.repeat(300)}`]) {
      const res = await request(`/api/admin/email/queue${query}`, { cookie });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('retry and cancel', () => {
  // Cancel first: retry sends mail soon after its answer, and that drain could claim mail
  // the cancel test means to find waiting.
  it('cancels waiting mail, clearing its body, audited; mail being sent or sent stays', async () => {
    const { cookie, user } = await admin();
    const to = address('cancel');
    const waiting = await mail(to);
    const sending = await mail(to, { leaseUntil: new Date(Date.now() + LEASE_MS) });
    const res = await send('POST', `/api/admin/email/queue/${waiting.id}/cancel`, undefined, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled', lastError: `Cancelled by ${user.username}` });
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, waiting.id));
    expect(row).toMatchObject({ status: 'cancelled', textBody: '', htmlBody: '' });
    expect(await auditRows('mail.cancel', waiting.id)).toHaveLength(1);
    const busy = await send('POST', `/api/admin/email/queue/${sending.id}/cancel`, undefined, cookie);
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ message: 'This mail is being sent right now' });
    const twice = await send('POST', `/api/admin/email/queue/${waiting.id}/cancel`, undefined, cookie);
    expect(twice.status).toBe(409);
    expect(await auditRows('mail.cancel', waiting.id)).toHaveLength(1);
  });
  it('queues a failed mail again with its attempts reset, audited; a sent one cannot be', async () => {
    const { cookie } = await admin();
    const to = address('retry');
    const failed = await mail(to, { status: 'failed', attempts: 5, lastError: 'Bad gateway', leaseUntil: new Date() });
    const sent = await mail(to, { status: 'sent', sentAt: new Date(), textBody: '', htmlBody: '' });
    const res = await send('POST', `/api/admin/email/queue/${failed.id}/retry`, undefined, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: failed.id, attempts: 0, lastError: null } satisfies Partial<QueuedMail>);
    expect(await auditRows('mail.retry', failed.id)).toHaveLength(1);
    const refused = await send('POST', `/api/admin/email/queue/${sent.id}/retry`, undefined, cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: 'Only failed mail can be tried again; this one is sent' });
    expect(await auditRows('mail.retry', sent.id)).toEqual([]);
    expect((await send('POST', '/api/admin/email/queue/999999999/retry', undefined, cookie)).status).toBe(404);
  });
});
