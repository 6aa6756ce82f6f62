import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mentorshipImages, messages, printListings, storedObjects, submissions, users } from '../../../db/schema';
import { scheduledJobs } from '../../cron/jobs';
import { db, makeChallenge, makeEntry, makeUser, present } from '../../test/helpers';
import { jobRunWrites, runJob } from '../../cron/run-job';
import { recordOf } from '../../test/quarantine';
import { fingerprintObjects, hashUnhashed, registerReferenced } from './backfill';
import { recordUploadStart, sha256Hex } from './stored-objects';

const bytes = (text: string) => new TextEncoder().encode(text);

// An object as the site stored it before fingerprints: no row, no checksum at R2.
async function old(key: string, text: string) {
  await env.PHOTOS.put(key, bytes(text));
  return { key, size: bytes(text).length, sha256: await sha256Hex(bytes(text)) };
}

async function untilDone(step: () => Promise<number>) {
  for (let runs = 0; runs < 50; runs++) if ((await step()) === 0) return;
  throw new Error('The back-fill never finished');
}

describe('back-filling fingerprints', () => {
  it('registers what the rows point at, a page at a time, then hashes what R2 holds, leaving the missing alone', async () => {
    const { user } = await makeUser();
    const other = await makeUser();
    const challenge = await makeChallenge('active');
    const entry = await makeEntry(challenge.id, user.id);
    const name = `${crypto.randomUUID()}.jpg`;
    await db().update(submissions).set({ filename: name }).where(eq(submissions.id, entry.id));
    const photo = await old(`photos/${name}`, 'an entry');
    const thumb = await old(`variants/thumb/${name}.webp`, 'its thumb');
    // No display variant: variants are made again on demand, so none is registered.
    const removed = await makeEntry(challenge.id, user.id);
    await db().update(submissions).set({ status: 'removed' }).where(eq(submissions.id, removed.id));
    const dangling = await makeEntry(challenge.id, other.user.id);
    const avatar = await old(`avatars/${user.id}/${crypto.randomUUID()}.png`, 'a face');
    await db()
      .update(users)
      .set({ profileImageUrl: `/api/uploads/${avatar.key}` })
      .where(eq(users.id, user.id));
    const attachment = await old(`messages/${crypto.randomUUID()}.jpg`, 'a message photo');
    await db()
      .insert(messages)
      .values({
        conversationId: `conv_${user.id}_${other.user.id}`,
        senderId: user.id,
        recipientId: other.user.id,
        content: '',
        attachmentKey: attachment.key,
      });
    const master = await old(`masters/1/${crypto.randomUUID()}`, 'a master');
    await db().insert(printListings).values({ submissionId: entry.id, sellerId: user.id, masterKey: master.key });
    const mentoring = await old(`photos/${crypto.randomUUID()}.png`, 'a mentoring picture');
    await db()
      .insert(mentorshipImages)
      .values({ imageUrl: `/api/uploads/${mentoring.key}`, alt: 'A mentor' });
    // A cover that is an entry's photo stays the entry's.
    await makeChallenge('upcoming', { coverImage: `/api/uploads/${photo.key}` });
    const cover = await old(`photos/${crypto.randomUUID()}.jpg`, 'a cover');
    await makeChallenge('upcoming', { coverImage: `/api/uploads/${cover.key}` });
    // A master upload in progress: its row waits for the upload, not for this job.
    const uploading = `masters/1/${crypto.randomUUID()}`;
    await recordUploadStart(db(), uploading, { kind: 'print_master', userId: user.id }, 2);

    // Two at a time, until nothing is left to register; every step resumes where the rows say.
    await untilDone(() => registerReferenced(db(), env.PHOTOS, 2));
    expect(await recordOf(photo.key)).toMatchObject({ kind: 'photo', userId: user.id, size: photo.size, sha256: null });
    expect(await recordOf(thumb.key)).toMatchObject({ kind: 'variant', userId: user.id, size: thumb.size, sha256: null });
    expect(await recordOf(`variants/display/${name}.webp`)).toBeNull();
    expect(await recordOf(`photos/${removed.filename}`)).toBeNull();
    expect(await recordOf(`photos/${dangling.filename}`)).toMatchObject({ kind: 'photo', userId: other.user.id, size: null });
    expect(await recordOf(avatar.key)).toMatchObject({ kind: 'avatar', userId: user.id, size: avatar.size });
    expect(await recordOf(attachment.key)).toMatchObject({ kind: 'message_photo', userId: user.id, size: attachment.size });
    expect(await recordOf(master.key)).toMatchObject({ kind: 'print_master', userId: user.id, size: master.size });
    expect(await recordOf(mentoring.key)).toMatchObject({ kind: 'mentorship_image', userId: null, size: mentoring.size });
    expect(await recordOf(cover.key)).toMatchObject({ kind: 'cover', size: cover.size });

    // One file vanishes before it is hashed: it loses its size, so it is not asked for again.
    await env.PHOTOS.delete(attachment.key);
    await untilDone(async () => {
      const { hashed, gone } = await hashUnhashed(db(), env.PHOTOS, 3);
      return hashed + gone;
    });
    for (const file of [photo, thumb, avatar, master, mentoring, cover]) {
      expect(await recordOf(file.key), file.key).toMatchObject({ size: file.size, sha256: file.sha256 });
    }
    expect(await recordOf(attachment.key)).toMatchObject({ size: null, sha256: null });
    expect(await recordOf(`photos/${dangling.filename}`)).toMatchObject({ size: null, sha256: null });
    expect(await recordOf(uploading)).toMatchObject({ size: null, sha256: null, partSha256: ['', ''] });
    expect(await fingerprintObjects(db(), env.PHOTOS, new Date())).toEqual({ registered: 0, hashed: 0, gone: 0 });
  });

  it('stops a tick at its byte budget, always reading the first file, and goes on the next', async () => {
    const files = await Promise.all(['first file', 'second file'].map((text) => old(`photos/${crypto.randomUUID()}.jpg`, text)));
    for (const file of files) {
      await db().insert(storedObjects).values({ key: file.key, kind: 'photo', size: file.size });
    }
    expect(await hashUnhashed(db(), env.PHOTOS, 10, 1)).toEqual({ hashed: 1, gone: 0 });
    expect(await hashUnhashed(db(), env.PHOTOS, 10, 1)).toEqual({ hashed: 1, gone: 0 });
    for (const file of files) expect(await recordOf(file.key)).toMatchObject({ sha256: file.sha256 });
  });

  it('runs as the cron job objectFingerprints, resting its table walks for a day once they found nothing', async () => {
    const job = present(scheduledJobs.objectFingerprints, 'the objectFingerprints job');
    const run = async (now: Date) => {
      const outcome = await runJob('objectFingerprints', job, { env, db: db(), now, runId: crypto.randomUUID() });
      const [row] = await db().batch(jobRunWrites(db(), 'objectFingerprints', crypto.randomUUID(), 'cron', outcome));
      return JSON.parse(present(row[0]?.result));
    };
    const now = new Date();
    expect(await run(now)).toEqual({ registered: 0, hashed: 0, gone: 0 });
    // A row pointing at a file with no row of its own, and a file waiting for its hash.
    const { user } = await makeUser();
    const avatar = await old(`avatars/${user.id}/${crypto.randomUUID()}.png`, 'a face');
    await db()
      .update(users)
      .set({ profileImageUrl: `/api/uploads/${avatar.key}` })
      .where(eq(users.id, user.id));
    const file = await old(`photos/${crypto.randomUUID()}.jpg`, 'by the cron');
    await db().insert(storedObjects).values({ key: file.key, kind: 'photo', size: file.size });

    expect(await run(new Date(now.getTime() + 60_000))).toEqual({ resting: true, hashed: 1, gone: 0 });
    expect(await recordOf(file.key)).toMatchObject({ sha256: file.sha256 });
    expect(await recordOf(avatar.key)).toBeNull();
    const dayLater = new Date(now.getTime() + 25 * 3600_000);
    expect(await run(dayLater)).toEqual({ registered: 1, hashed: 1, gone: 0 });
    expect(await recordOf(avatar.key)).toMatchObject({ kind: 'avatar', userId: user.id, sha256: avatar.sha256 });
  });
});
