import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quarantinedObjects, storedObjects } from '../../../db/schema';
import { failingTable } from '../../test/failing-d1';
import { createDb } from '../../db';
import { db, makeUser, present } from '../../test/helpers';
import { purgeQuarantine, QUARANTINE_PREFIX, quarantineObjects, RestoreRefused, restoreQuarantined } from './quarantine';
import { putObject, sha256Hex } from './stored-objects';
import { scheduledJobs } from '../../cron/jobs';

const NOW = new Date('2026-03-01T12:00:00Z');
const DAY = 86_400_000;
const bytes = (text: string) => new TextEncoder().encode(text);
const textOf = async (key: string) => (await env.PHOTOS.get(key))?.text() ?? null;
const rowOf = async (key: string) => (await db().select().from(storedObjects).where(eq(storedObjects.key, key)))[0];

async function stored(text = 'a photo') {
  const key = `photos/${crypto.randomUUID()}.jpg`;
  await putObject(db(), env.PHOTOS, key, bytes(text), { kind: 'photo', contentType: 'image/jpeg' });
  return key;
}

describe('quarantine', () => {
  it('moves a file under quarantine/ with why and by whom, dropping its stored row', async () => {
    const { user: admin } = await makeUser({ isAdmin: true });
    const { user: owner } = await makeUser();
    const key = await stored();
    const [moved, ...rest] = await quarantineObjects(
      db(),
      env.PHOTOS,
      [{ key, kind: 'photo', userId: owner.id, subjectType: 'submission', subjectId: 7 }],
      'moderation removal',
      admin.id,
      NOW,
    );
    expect(rest).toEqual([]);
    expect(present(moved)).toMatchObject({
      key,
      kind: 'photo',
      userId: owner.id,
      subjectType: 'submission',
      subjectId: 7,
      reason: 'moderation removal',
      byUserId: admin.id,
      size: 7,
      sha256: await sha256Hex(bytes('a photo')),
      purgeAfter: new Date(NOW.getTime() + 30 * DAY),
      restoredAt: null,
      purgedAt: null,
    });
    expect(moved?.quarantineKey.startsWith(QUARANTINE_PREFIX)).toBe(true);
    expect(moved?.quarantineKey.endsWith(`/${key}`)).toBe(true);
    expect(await textOf(key)).toBeNull();
    expect(await textOf(present(moved).quarantineKey)).toBe('a photo');
    expect((await env.PHOTOS.head(present(moved).quarantineKey))?.httpMetadata?.contentType).toBe('image/jpeg');
    expect(await rowOf(key)).toBeUndefined();
  });

  it('skips files already gone and keys already in quarantine', async () => {
    const key = await stored();
    await env.PHOTOS.delete(key);
    const moved = await quarantineObjects(
      db(),
      env.PHOTOS,
      [
        { key, kind: 'photo' },
        { key: `${QUARANTINE_PREFIX}x/photos/y.jpg`, kind: 'photo' },
      ],
      'test',
      null,
      NOW,
    );
    expect(moved).toEqual([]);
    expect(await rowOf(key)).toBeUndefined();
  });

  it('still moves a file that no longer matches its fingerprint, its hash then unknown', async () => {
    const key = await stored('the original');
    await env.PHOTOS.put(key, bytes('bit rot'));
    const [moved] = await quarantineObjects(db(), env.PHOTOS, [{ key, kind: 'photo' }], 'test', null, NOW);
    expect(moved).toMatchObject({ sha256: null, size: 7 });
    expect(await textOf(present(moved).quarantineKey)).toBe('bit rot');
    expect(await textOf(key)).toBeNull();
  });

  it('keeps the original where it was when its row cannot be written', async () => {
    const key = await stored();
    const broken = createDb(failingTable(env.DB, 'quarantined_objects'));
    await expect(quarantineObjects(broken, env.PHOTOS, [{ key, kind: 'photo' }], 'test', null, NOW)).rejects.toThrow();
    expect(await textOf(key)).toBe('a photo');
    expect(await rowOf(key)).toMatchObject({ key });
  });

  it('restores a file to its key, checked against its hash, and records it again', async () => {
    const { user: admin } = await makeUser({ isAdmin: true });
    const key = await stored();
    const [moved] = await quarantineObjects(db(), env.PHOTOS, [{ key, kind: 'photo' }], 'test', null, NOW);
    const restored = await restoreQuarantined(db(), env.PHOTOS, present(moved).id, admin.id, NOW);
    expect(restored).toMatchObject({ restoredAt: NOW, restoredBy: admin.id });
    expect(await textOf(key)).toBe('a photo');
    expect(await textOf(present(moved).quarantineKey)).toBeNull();
    expect(await rowOf(key)).toMatchObject({ kind: 'photo', size: 7, sha256: await sha256Hex(bytes('a photo')) });
    await expect(restoreQuarantined(db(), env.PHOTOS, present(moved).id, admin.id, NOW)).rejects.toMatchObject({
      reason: 'restored',
    });
  });

  it('refuses a restore when another file now occupies the key, or the row is unknown', async () => {
    const { user: admin } = await makeUser({ isAdmin: true });
    const key = await stored();
    const [moved] = await quarantineObjects(db(), env.PHOTOS, [{ key, kind: 'photo' }], 'test', null, NOW);
    await env.PHOTOS.put(key, bytes('a newer file'));
    const refused = restoreQuarantined(db(), env.PHOTOS, present(moved).id, admin.id, NOW);
    await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refused).rejects.toMatchObject({ reason: 'occupied' });
    expect(await textOf(key)).toBe('a newer file');
    expect(await textOf(present(moved).quarantineKey)).toBe('a photo');
    await expect(restoreQuarantined(db(), env.PHOTOS, 999_999_999, admin.id, NOW)).rejects.toMatchObject({ reason: 'not_found' });
  });

  it('purges only files whose 30 days are over, and never a restored one', async () => {
    // Long before the other tests' files, so only this test's are due.
    const BASE = new Date('2020-01-01T12:00:00Z');
    const { user: admin } = await makeUser({ isAdmin: true });
    const [old, restored, recent] = await Promise.all([stored('old'), stored('restored'), stored('recent')]);
    const [movedOld] = await quarantineObjects(db(), env.PHOTOS, [{ key: present(old), kind: 'photo' }], 'test', null, BASE);
    const [movedRestored] = await quarantineObjects(
      db(),
      env.PHOTOS,
      [{ key: present(restored), kind: 'photo' }],
      'test',
      null,
      BASE,
    );
    const later = new Date(BASE.getTime() + 10 * DAY);
    const [movedRecent] = await quarantineObjects(
      db(),
      env.PHOTOS,
      [{ key: present(recent), kind: 'photo' }],
      'test',
      null,
      later,
    );
    await restoreQuarantined(db(), env.PHOTOS, present(movedRestored).id, admin.id, BASE);

    const day31 = new Date(BASE.getTime() + 31 * DAY);
    expect(await purgeQuarantine(db(), env.PHOTOS, day31)).toBe(1);
    expect(await textOf(present(movedOld).quarantineKey)).toBeNull();
    expect(await textOf(present(movedRecent).quarantineKey)).toBe('recent');
    expect(await textOf(present(restored))).toBe('restored');
    const [row] = await db()
      .select()
      .from(quarantinedObjects)
      .where(eq(quarantinedObjects.id, present(movedOld).id));
    expect(row?.purgedAt).toEqual(day31);
    expect(await purgeQuarantine(db(), env.PHOTOS, day31)).toBe(0);
    await expect(restoreQuarantined(db(), env.PHOTOS, present(movedOld).id, admin.id, day31)).rejects.toMatchObject({
      reason: 'purged',
    });
  });

  it('is emptied by the cron job quarantinePurged', async () => {
    const key = await stored('due');
    const [moved] = await quarantineObjects(db(), env.PHOTOS, [{ key, kind: 'photo' }], 'test', null, new Date('2019-01-01'));
    const job = scheduledJobs.quarantinePurged;
    if (!job) throw new Error('No quarantinePurged job');
    expect(await job({ env, db: db(), now: new Date('2019-03-01'), runId: 'test' })).toEqual({ purged: 1 });
    expect(await textOf(present(moved).quarantineKey)).toBeNull();
  });
});
