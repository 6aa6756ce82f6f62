import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrityFindings, integrityScans, quarantinedObjects, submissions } from '../../../db/schema';
import { db, makeChallenge, makeEntry, makeUser, present } from '../../test/helpers';
import { photosNeedingAttention } from './originals';

const DAY = 86_400_000;

async function scan() {
  const [row] = await db()
    .insert(integrityScans)
    .values({ trigger: 'scheduled', status: 'done', startedAt: new Date() })
    .returning();
  return present(row, 'the scan').id;
}

const found = async (key: string, problem: 'missing' | 'size' | 'hash', resolvedAt: Date | null = null) =>
  db()
    .insert(integrityFindings)
    .values({ scanId: await scan(), key, kind: 'photo', problem, resolvedAt });

const quarantined = (key: string, restoredAt: Date | null = null) =>
  db()
    .insert(quarantinedObjects)
    .values({
      key,
      quarantineKey: `quarantine/${crypto.randomUUID()}/${key}`,
      kind: 'photo',
      reason: 'orphan sweep',
      purgeAfter: new Date(Date.now() + 30 * DAY),
      restoredAt,
    });

describe('photosNeedingAttention', () => {
  it("lists a member's live entries whose file is missing, damaged or quarantined, and nothing else", async () => {
    const { user } = await makeUser();
    const { user: other } = await makeUser();
    const challenge = await makeChallenge('voting');
    const community = await makeChallenge('voting', { creatorId: other.id });
    const missing = await makeEntry(challenge.id, user.id, 'Missing');
    const resized = await makeEntry(challenge.id, user.id, 'Wrong size');
    const rotten = await makeEntry(community.id, user.id, 'Wrong hash');
    const inQuarantine = await makeEntry(challenge.id, user.id, 'Quarantined');
    const fine = await makeEntry(challenge.id, user.id, 'Fine');
    const fixed = await makeEntry(challenge.id, user.id, 'Fixed');
    const broughtBack = await makeEntry(challenge.id, user.id, 'Brought back');
    const removed = await makeEntry(challenge.id, user.id, 'Removed');
    const othersEntry = await makeEntry(challenge.id, other.id, 'Someone else');
    await found(`photos/${missing.filename}`, 'missing');
    await found(`photos/${resized.filename}`, 'size');
    await found(`photos/${rotten.filename}`, 'hash');
    await quarantined(`photos/${inQuarantine.filename}`);
    await found(`variants/thumb/${fine.filename}.webp`, 'missing');
    await found(`photos/${fixed.filename}`, 'missing', new Date());
    await quarantined(`photos/${broughtBack.filename}`, new Date());
    await db().update(submissions).set({ status: 'removed' }).where(eq(submissions.id, removed.id));
    await found(`photos/${removed.filename}`, 'missing');
    await found(`photos/${othersEntry.filename}`, 'missing');

    const mine = await photosNeedingAttention(db(), user.id);
    expect(mine).toEqual([
      {
        id: missing.id,
        title: 'Missing',
        userId: user.id,
        filename: missing.filename,
        url: `/photo/${missing.id}?type=standard`,
      },
      {
        id: resized.id,
        title: 'Wrong size',
        userId: user.id,
        filename: resized.filename,
        url: `/photo/${resized.id}?type=standard`,
      },
      { id: rotten.id, title: 'Wrong hash', userId: user.id, filename: rotten.filename, url: `/photo/${rotten.id}?type=user` },
      {
        id: inQuarantine.id,
        title: 'Quarantined',
        userId: user.id,
        filename: inQuarantine.filename,
        url: `/photo/${inQuarantine.id}?type=standard`,
      },
    ]);

    const everyone = (await photosNeedingAttention(db())).map((photo) => photo.id);
    expect(everyone).toEqual(expect.arrayContaining([missing.id, resized.id, rotten.id, inQuarantine.id, othersEntry.id]));
    expect(everyone).not.toContain(fine.id);
    expect(everyone).not.toContain(removed.id);
    expect(await photosNeedingAttention(db(), 0)).toEqual([]);
  });
});
