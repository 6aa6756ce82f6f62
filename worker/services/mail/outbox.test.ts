import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devMail, mailOutbox } from '../../../db/schema';
import { db, present } from '../../test/helpers';
import { devMailboxTransport } from './dev-mailbox';
import { LEASE_MS, MAX_ATTEMPTS, drainOutbox, enqueueMail } from './outbox';
import type { MailTransport, OutgoingMail } from './outgoing-mail';

const FROM = 'Aperture Circle <hello@example.com>';
let n = 0;

async function queueMail(count = 1) {
  const addresses = Array.from({ length: count }, () => `outbox_${Date.now().toString(36)}_${n++}@example.com`);
  for (const to of addresses) {
    await enqueueMail(db(), to, 'verify_email', {
      subject: 'Verify',
      text: `Open http://example.com/verify-email?token=${to}`,
      html: '<p>Open</p>',
    });
  }
  const rows = await db().select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));
  return rows.map((row) => row.id);
}

const queueOneMail = async () => present((await queueMail())[0], 'the queued mail');

// Counts what it was asked to deliver; a little slow, as a provider is, so drains overlap.
function recordingTransport(fail = false) {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    name: 'recording',
    async send(mail) {
      await scheduler.wait(5);
      if (fail) throw new Error('Mail provider answered 503');
      sent.push(mail);
    },
  };
  const timesSent = (id: number) => sent.filter((mail) => mail.outboxId === id).length;
  return { transport, timesSent };
}

const rowOf = async (id: number) =>
  present((await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0], `outbox row ${id}`);

describe('draining the outbox', () => {
  it('keeps subject, recipient and status of a sent mail but not its text, and leaves the dev copy readable', async () => {
    const id = await queueOneMail();
    await drainOutbox(db(), devMailboxTransport(db()), FROM);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', subject: 'Verify', textBody: '', htmlBody: '', attempts: 1, leaseUntil: null });
    expect(await db().select().from(devMail).where(eq(devMail.outboxId, id))).toEqual([
      expect.objectContaining({
        toAddress: row.toAddress,
        subject: 'Verify',
        textBody: expect.stringContaining('/verify-email?token='),
        htmlBody: '<p>Open</p>',
      }),
    ]);
  });

  it('sends each mail once when two drains run at the same time', async () => {
    const ids = await queueMail(4);
    const { transport, timesSent } = recordingTransport();
    await Promise.all([drainOutbox(db(), transport, FROM), drainOutbox(db(), transport, FROM)]);
    expect(ids.map(timesSent)).toEqual([1, 1, 1, 1]);
  });

  it('leaves mail claimed by a run that died until its lease ends, then sends it', async () => {
    const id = await queueOneMail();
    const now = Date.now();
    await db()
      .update(mailOutbox)
      .set({ leaseUntil: new Date(now + LEASE_MS), attempts: 1 })
      .where(eq(mailOutbox.id, id));
    const { transport, timesSent } = recordingTransport();

    await drainOutbox(db(), transport, FROM, new Date(now + LEASE_MS - 1000));
    expect(timesSent(id)).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'queued' });

    await drainOutbox(db(), transport, FROM, new Date(now + LEASE_MS + 1000));
    expect(timesSent(id)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a failed mail once its lease ends, marks it failed after five attempts, and then leaves it', async () => {
    const id = await queueOneMail();
    const { transport } = recordingTransport(true);
    const start = Date.now();
    const attempt = (i: number) => drainOutbox(db(), transport, FROM, new Date(start + i * (LEASE_MS + 1000)));

    await attempt(0);
    await drainOutbox(db(), transport, FROM, new Date(start + 1000));
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Error: Mail provider answered 503' });
    for (let i = 1; i < MAX_ATTEMPTS; i++) await attempt(i);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    await attempt(MAX_ATTEMPTS);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('marks failed a mail whose fifth attempt died with its run', async () => {
    const id = await queueOneMail();
    const now = Date.now();
    await db()
      .update(mailOutbox)
      .set({ leaseUntil: new Date(now), attempts: MAX_ATTEMPTS })
      .where(eq(mailOutbox.id, id));
    const { transport, timesSent } = recordingTransport();
    await drainOutbox(db(), transport, FROM, new Date(now + 1000));
    expect(timesSent(id)).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });
});
