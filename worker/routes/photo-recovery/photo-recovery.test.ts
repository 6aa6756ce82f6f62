import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrityFindings, integrityScans, mailOutbox } from '../../../db/schema';
import { PHOTO_RECOVERY_ANSWER } from '../../services/recovery/photo-recovery';
import { db, makeChallenge, makeEntry, makeUser, mailTo, present, send } from '../../test/helpers';

let n = 0;
const unique = () => `${Date.now().toString(36)}${n++}`;

const ask = (email: string, ip?: string) => send('POST', '/api/photo-recovery', { email }, undefined, ip);

async function missingFile(filename: string, userId: number) {
  const [scan] = await db()
    .insert(integrityScans)
    .values({ trigger: 'manual', status: 'done', startedAt: new Date() })
    .returning();
  await db()
    .insert(integrityFindings)
    .values({ scanId: present(scan, 'the scan').id, key: `photos/${filename}`, kind: 'photo', userId, problem: 'missing' });
}

const queuedFor = (address: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe('POST /api/photo-recovery', () => {
  it('mails a member the photos that need their originals, with links to restore them', async () => {
    const { user } = await makeUser({ firstName: 'Rosa' });
    const challenge = await makeChallenge('voting');
    const lost = await makeEntry(challenge.id, user.id, 'Harbour at dawn');
    await makeEntry(challenge.id, user.id, 'Fine and well');
    await missingFile(lost.filename, user.id);

    const res = await ask(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: PHOTO_RECOVERY_ANSWER });

    const [mail, ...more] = await mailTo(user.email);
    expect(more).toEqual([]);
    const sent = present(mail, 'the recovery mail');
    expect(sent.subject).toBe('Your photos on Aperture Circle that need their originals');
    expect(sent.textBody).toContain('Hi Rosa,');
    expect(sent.textBody).toContain('The stored files of one of your photos on Aperture Circle are missing or damaged:');
    expect(sent.textBody).toMatch(new RegExp(`- Harbour at dawn: https?://\\S+/photo/${lost.id}\\?type=standard`));
    expect(sent.textBody).toMatch(/Recover your photos: https?:\/\/\S+\/recover-photos/);
    expect(sent.textBody).not.toContain('Fine and well');
    expect(sent.htmlBody).toContain(`/photo/${lost.id}?type=standard">Harbour at dawn</a>`);
  });

  it('gives the same answer, and queues nothing, for a member whose photos are fine or an unknown address', async () => {
    const { user } = await makeUser();
    const challenge = await makeChallenge('voting');
    await makeEntry(challenge.id, user.id, 'Fine and well');
    const stranger = `nobody.${unique()}@example.com`;
    for (const email of [user.email, stranger]) {
      const res = await ask(email);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: PHOTO_RECOVERY_ANSWER });
      expect(await queuedFor(email)).toEqual([]);
    }
  });

  it('refuses an unusable address with a message', async () => {
    for (const [body, message] of [
      [{ email: 'not an address' }, 'email: Please enter a valid email address'],
      [{}, 'email: Email is required'],
    ] as const) {
      const res = await send('POST', '/api/photo-recovery', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
  });

  it('takes 3 asks an hour about one address, and 10 an hour from one network address', async () => {
    const email = `busy.${unique()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(200);
    const refused = await ask(email);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait \d+ minutes/);

    const ip = `198.18.${n % 250}.9`;
    for (let i = 0; i < 10; i++) expect((await ask(`someone.${unique()}@example.com`, ip)).status).toBe(200);
    expect((await ask(`someone.${unique()}@example.com`, ip)).status).toBe(429);
  });
});
