import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { mailEvents, mailOutbox } from '../../../db/schema';
import type { MailOverview } from '../../contract/admin-mail';
import { db, makeUser, request } from '../../test/helpers';
import { mailOverview } from './mail-stats';
import { LEASE_MS } from './outbox';

// A day well in the future, so only this file's rows fall in its 30 days and after them.
const NOW = new Date('2031-05-20T15:00:00Z');
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);
const body = { template: 'notice_comment', subject: 'A comment', textBody: '', htmlBody: '' };

describe('the mail overview', () => {
  it('counts sent, failed, bounced and complained per UTC day, and the outbox’s backlog', async () => {
    const to = 'stats@example.org';
    await db()
      .insert(mailOutbox)
      .values([
        { ...body, toAddress: to, status: 'sent', createdAt: at('2031-05-19', '23:59:00'), sentAt: at('2031-05-20', '00:00:01') },
        { ...body, toAddress: to, status: 'sent', createdAt: at('2031-05-20'), sentAt: at('2031-05-20') },
        { ...body, toAddress: to, status: 'sent', createdAt: at('2031-04-21'), sentAt: at('2031-04-21') },
        // Before the 30 days.
        { ...body, toAddress: to, status: 'sent', createdAt: at('2031-04-20'), sentAt: at('2031-04-20') },
        {
          ...body,
          toAddress: to,
          status: 'failed',
          createdAt: at('2031-05-18'),
          lastError: 'Older error',
          leaseUntil: at('2031-05-18', '13:00:00'),
        },
        {
          ...body,
          toAddress: to,
          status: 'queued',
          createdAt: at('2031-05-20', '14:00:00'),
          attempts: 1,
          lastError: 'Provider answered 503',
          leaseUntil: at('2031-05-20', '14:05:00'),
        },
        {
          ...body,
          toAddress: to,
          status: 'queued',
          createdAt: at('2031-05-20', '14:59:00'),
          leaseUntil: new Date(NOW.getTime() + LEASE_MS),
        },
        { ...body, toAddress: to, status: 'cancelled', createdAt: at('2031-05-20'), lastError: 'Address blocked: bounce' },
      ]);
    await db()
      .insert(mailEvents)
      .values([
        { eventId: 'stats_1', type: 'email.bounced', bounceKind: 'hard', address: to, createdAt: at('2031-05-19') },
        { eventId: 'stats_2', type: 'email.bounced', bounceKind: 'soft', address: to, createdAt: at('2031-05-19') },
        { eventId: 'stats_3', type: 'email.complained', address: to, createdAt: at('2031-05-20') },
        { eventId: 'stats_4', type: 'email.delivered', address: to, createdAt: at('2031-05-20') },
      ]);
    await makeUser({ mailBlockedAt: NOW, mailBlockReason: 'bounce' });
    const overview = await mailOverview(db(), { ...env, MAIL_API_URL: '', MAIL_WEBHOOK_SECRET: 'whsec_x' }, NOW);
    expect(overview.days).toHaveLength(30);
    expect(overview.days[0]?.day).toBe('2031-04-21');
    const day = (d: string) => overview.days.find((x) => x.day === d);
    expect(day('2031-05-20')).toEqual({ day: '2031-05-20', sent: 2, failed: 0, bounced: 0, complained: 1 });
    expect(day('2031-05-19')).toEqual({ day: '2031-05-19', sent: 0, failed: 0, bounced: 2, complained: 0 });
    expect(day('2031-05-18')).toMatchObject({ failed: 1 });
    expect(day('2031-04-21')).toMatchObject({ sent: 1 });
    expect(overview.provider).toEqual({
      transport: 'dev-mailbox',
      host: null,
      from: env.MAIL_FROM,
      eventsConfigured: true,
      lastError: { message: 'Provider answered 503', at: '2031-05-20T14:00:00.000Z' },
    } satisfies MailOverview['provider']);
    // Other files' rows may wait in the outbox too: this file's are the oldest waiting.
    expect(overview.outbox.waiting).toBeGreaterThanOrEqual(1);
    expect(overview.outbox.sending).toBeGreaterThanOrEqual(1);
    expect(overview.outbox.failed).toBeGreaterThanOrEqual(1);
    expect(overview.blockedAddresses).toBeGreaterThanOrEqual(1);
  });

  it('names the HTTP provider’s host, never its key', async () => {
    const overview = await mailOverview(
      db(),
      { ...env, MAIL_API_URL: 'https://api.resend.com/emails', MAIL_API_KEY: 're_secret', MAIL_WEBHOOK_SECRET: undefined },
      NOW,
    );
    expect(overview.provider).toMatchObject({ transport: 'provider', host: 'api.resend.com', eventsConfigured: false });
    expect(JSON.stringify(overview)).not.toContain('re_secret');
  });

  it('is served to admins at /api/admin/email', async () => {
    const { cookie } = await makeUser({ isAdmin: true, emailVerifiedAt: new Date() });
    const res = await request('/api/admin/email', { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as MailOverview).days).toHaveLength(30);
  });
});
