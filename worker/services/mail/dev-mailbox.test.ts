import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devMail } from '../../../db/schema';
import { db } from '../../test/helpers';
import { devMailboxTransport, recentDevMail } from './dev-mailbox';

describe('the dev mailbox transport', () => {
  it('keeps one copy per outbox row with its attachments, however often that row is sent', async () => {
    const outboxId = 900_000 + Math.floor(Math.random() * 100_000);
    const mail = {
      outboxId,
      queuedAt: new Date(),
      from: 'us',
      to: 'dev@example.com',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
      attachments: [{ filename: 'session.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
    const transport = devMailboxTransport(db());
    await Promise.all([transport.send(mail), transport.send(mail)]);
    await transport.send(mail);
    expect(await db().select().from(devMail).where(eq(devMail.outboxId, outboxId))).toHaveLength(1);
    expect((await recentDevMail(db()))[0]).toMatchObject({
      outboxId,
      toAddress: 'dev@example.com',
      subject: 'Hello',
      textBody: 'Hi',
      attachments: mail.attachments,
      headers: mail.headers,
    });
  });
});
