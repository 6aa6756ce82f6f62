import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../../db/schema';
import { db, makeUser } from '../../test/helpers';
import { drainOutbox, enqueueMail } from './outbox';
import type { MailTransport, OutgoingMail } from './outgoing-mail';
import { resumeMail } from './suppression';

const content = { subject: 'Hello', text: 'Open http://example.com/x', html: '<p>Open</p>' };

function recordingTransport() {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: 'recording',
    async send(mail) {
      sent.push(mail);
    },
  };
  return { transport, sent };
}

async function queueFor(to: string, templates: string[]) {
  for (const template of templates) await enqueueMail(db(), to, template, content);
  return db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
}

// The queued rows as the drain left them, found by address and template.
async function outboxAfter(rows: { id: number }[]) {
  const after = await db()
    .select()
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.id,
        rows.map((r) => r.id),
      ),
    );
  return (to: string, template: string) => after.find((r) => r.toAddress === to && r.template === template);
}

const block = (id: number, reason: 'bounce' | 'complaint') =>
  db().update(users).set({ mailBlockedAt: new Date(), mailBlockReason: reason }).where(eq(users.id, id));

describe('mail to a blocked address', () => {
  it('is cancelled by the drain, body cleared, except the mail the member asks for', async () => {
    const bounced = await makeUser();
    const complained = await makeUser();
    const fine = await makeUser();
    await block(bounced.user.id, 'bounce');
    await block(complained.user.id, 'complaint');
    const asked = ['verify_email', 'reset_password', 'sign_in_code'];
    const rows = [
      ...(await queueFor(bounced.user.email, ['notice_comment', 'payment_receipt', ...asked])),
      ...(await queueFor(complained.user.email, ['notice_digest'])),
      ...(await queueFor(fine.user.email, ['notice_comment'])),
    ];
    const { transport, sent } = recordingTransport();
    await drainOutbox(db(), transport, 'hello@example.com');
    const of = await outboxAfter(rows);
    for (const template of ['notice_comment', 'payment_receipt']) {
      expect(of(bounced.user.email, template)).toMatchObject({
        status: 'cancelled',
        lastError: 'Address blocked: bounce',
        textBody: '',
        htmlBody: '',
        attempts: 0,
      });
    }
    expect(of(complained.user.email, 'notice_digest')).toMatchObject({
      status: 'cancelled',
      lastError: 'Address blocked: complaint',
    });
    for (const template of asked) expect(of(bounced.user.email, template)).toMatchObject({ status: 'sent' });
    expect(of(fine.user.email, 'notice_comment')).toMatchObject({ status: 'sent' });
    const sentTo = sent.map((mail) => `${mail.to} ${mail.subject}`);
    expect(sent.filter((mail) => mail.to === bounced.user.email)).toHaveLength(asked.length);
    expect(sentTo).not.toContain(`${complained.user.email} Hello`);
  });

  it('stops for a deleted account, and all but what they ask for while suspended', async () => {
    const deleted = await makeUser({ deletedAt: new Date() });
    const suspended = await makeUser({ suspendedAt: new Date(), suspensionReason: 'Spam' });
    const lapsed = await makeUser({ suspendedAt: new Date(Date.now() - 5000), suspendedUntil: new Date(Date.now() - 1000) });
    const rows = [
      ...(await queueFor(deleted.user.email, ['notice_comment', 'reset_password'])),
      ...(await queueFor(suspended.user.email, ['notice_comment', 'reset_password'])),
      ...(await queueFor(lapsed.user.email, ['notice_comment'])),
    ];
    await drainOutbox(db(), recordingTransport().transport, 'hello@example.com');
    const of = await outboxAfter(rows);
    for (const template of ['notice_comment', 'reset_password'])
      expect(of(deleted.user.email, template)).toMatchObject({ status: 'cancelled', lastError: 'Account deleted' });
    expect(of(suspended.user.email, 'notice_comment')).toMatchObject({ status: 'cancelled', lastError: 'Account suspended' });
    expect(of(suspended.user.email, 'reset_password')).toMatchObject({ status: 'sent' });
    expect(of(lapsed.user.email, 'notice_comment')).toMatchObject({ status: 'sent' });
  });

  it('goes out again once the member turns mail back on', async () => {
    const { user } = await makeUser();
    await block(user.id, 'bounce');
    expect(await resumeMail(db(), user.id)).toBe(true);
    expect(await resumeMail(db(), user.id)).toBe(false);
    const [row] = await queueFor(user.email, ['notice_comment']);
    const { transport, sent } = recordingTransport();
    await drainOutbox(db(), transport, 'hello@example.com');
    expect(sent.map((mail) => mail.outboxId)).toContain(row?.id);
  });
});
