import { env } from 'cloudflare:workers';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, integrityFindings, integrityScans, quarantinedObjects, storedObjects } from '../../../db/schema';
import { LEASE_HELD, withLease } from '../../cron/lease';
import { auditBy, db, makeChallenge, makeEntry, makeUser, present } from '../../test/helpers';
import { finishScan, scanAll } from '../../test/integrity';
import { putObject, sha256Hex } from '../storage/stored-objects';
import { ORPHAN_REASON, quarantineOrphans } from './orphans';
import { orphansPage } from './report';
import { INTEGRITY_JOB, SCAN_EVERY_MS, integrityTick, runningScan, scanPage, tickBudget } from './scan';

const DAY = 86_400_000;
const bytes = (text: string) => new TextEncoder().encode(text);

async function stored(text: string, userId: number | null = null) {
  const key = `photos/${crypto.randomUUID()}.jpg`;
  await putObject(db(), env.PHOTOS, key, bytes(text), { kind: 'photo', userId, contentType: 'image/jpeg' });
  return key;
}

const findingsOf = (scanId: number) =>
  db()
    .select({
      key: integrityFindings.key,
      problem: integrityFindings.problem,
      expected: integrityFindings.expected,
      found: integrityFindings.found,
    })
    .from(integrityFindings)
    .where(eq(integrityFindings.scanId, scanId));

describe('the integrity scan', () => {
  it('finds a deleted file, a file of another size and files whose bytes changed; marks the whole ones checked', async () => {
    const { user } = await makeUser();
    const whole = await stored('a good photo', user.id);
    const deleted = await stored('a lost photo', user.id);
    const shorter = await stored('a cropped photo');
    const changed = await stored('same length AAA');
    const swapped = await stored('same length BBB');
    await env.PHOTOS.delete(deleted);
    await env.PHOTOS.put(shorter, bytes('cropped'));
    // Different bytes of the same length: one put with no checksum, one with its own.
    await env.PHOTOS.put(changed, bytes('same length XXX'));
    await env.PHOTOS.put(swapped, bytes('same length YYY'), { sha256: await sha256Hex(bytes('same length YYY')) });

    const scan = await scanAll();

    expect(scan).toMatchObject({ status: 'done', missing: 1, damaged: 3, checked: 5 });
    expect(await findingsOf(scan.id)).toEqual(
      expect.arrayContaining([
        { key: deleted, problem: 'missing', expected: await sha256Hex(bytes('a lost photo')), found: null },
        { key: shorter, problem: 'size', expected: '15', found: '7' },
        {
          key: changed,
          problem: 'hash',
          expected: await sha256Hex(bytes('same length AAA')),
          found: await sha256Hex(bytes('same length XXX')),
        },
        {
          key: swapped,
          problem: 'hash',
          expected: await sha256Hex(bytes('same length BBB')),
          found: await sha256Hex(bytes('same length YYY')),
        },
      ]),
    );
    expect((await findingsOf(scan.id)).map((f) => f.key)).not.toContain(whole);
    const [row] = await db().select().from(storedObjects).where(eq(storedObjects.key, whole));
    expect(present(row).checkedAt).not.toBeNull();
    const [lost] = await db().select().from(storedObjects).where(eq(storedObjects.key, deleted));
    expect(present(lost).checkedAt).toBeNull();
  });

  it('decides a page of hundreds of files in one go: more whole files and findings than one statement binds', async () => {
    const wholeKeys = await Promise.all(Array.from({ length: 150 }, (_, i) => stored(`many whole ${i}`)));
    const lostKeys = await Promise.all(Array.from({ length: 30 }, (_, i) => stored(`many lost ${i}`)));
    await Promise.all(lostKeys.map((key) => env.PHOTOS.delete(key)));

    const scan = await scanAll();

    expect(scan.status).toBe('done');
    expect((await findingsOf(scan.id)).filter((f) => lostKeys.includes(f.key))).toHaveLength(30);
    const checked = await db().select({ key: storedObjects.key, checkedAt: storedObjects.checkedAt }).from(storedObjects);
    expect(checked.filter((row) => wholeKeys.includes(row.key) && row.checkedAt !== null)).toHaveLength(150);
  });

  it('resumes from its cursor: a page cut short by the budget is carried on by the next', async () => {
    const names = ['one', 'two', 'three'];
    const keys = await Promise.all(names.map((name) => stored(`resumed ${name}`)));
    // Changed bytes of the same length, with no checksum: each must be read to be decided.
    await Promise.all(keys.map((key, i) => env.PHOTOS.put(key, bytes(`RESUMED ${names[i]}`))));
    const [scan] = await db().insert(integrityScans).values({ trigger: 'manual', startedAt: new Date() }).returning();
    // No bytes to read: each page decides its first file only.
    const first = present(await scanPage(db(), env.PHOTOS, new Date(), { until: Date.now() + 60_000, bytesLeft: 0 }));
    expect(first.done).toBe(false);
    const [after] = await db()
      .select()
      .from(integrityScans)
      .where(eq(integrityScans.id, present(scan).id));
    expect(present(after).cursor).not.toBeNull();
    await finishScan();
    const [done] = await db()
      .select()
      .from(integrityScans)
      .where(eq(integrityScans.id, present(scan).id));
    expect(present(done).status).toBe('done');
    const found = await findingsOf(present(scan).id);
    expect(found.filter((f) => keys.includes(f.key)).map((f) => f.problem)).toEqual(['hash', 'hash', 'hash']);
  });

  it('lists a file no row points at once it is a day old, never a younger one or the site’s own copies', async () => {
    const oldKey = `photos/${crypto.randomUUID()}.jpg`;
    await env.PHOTOS.put(oldKey, bytes('left behind'));
    await env.PHOTOS.put(`quarantine/${crypto.randomUUID()}/photos/x.jpg`, bytes('quarantined'));
    await env.PHOTOS.put(`backups/${crypto.randomUUID()}/users.ndjson.gz`, bytes('a backup'));
    await scheduler.wait(50);
    const freshKey = `photos/${crypto.randomUUID()}.jpg`;
    await env.PHOTOS.put(freshKey, bytes('uploading'));
    const uploaded = present(await env.PHOTOS.head(oldKey)).uploaded.getTime();
    // A day after the first was stored, and less than a day after the second.
    const now = new Date(uploaded + DAY + 10);

    const scan = await scanAll(now);

    const orphans = (await findingsOf(scan.id)).filter((f) => f.problem === 'orphan');
    expect(orphans.map((f) => f.key)).toContain(oldKey);
    expect(orphans.map((f) => f.key)).not.toContain(freshKey);
    expect(orphans.filter((f) => f.key.startsWith('quarantine/') || f.key.startsWith('backups/'))).toEqual([]);
    expect(orphans.find((f) => f.key === oldKey)?.found).toBe('11');
    const page = await orphansPage(db());
    expect(page.orphans.find((o) => o.key === oldKey)).toMatchObject({
      kind: 'photo',
      size: 11,
      previewUrl: `/api/uploads/${oldKey}`,
    });
  });

  it('lists no orphans while the back-fill still has files a row points at to register', async () => {
    const { user } = await makeUser();
    const entry = await makeEntry((await makeChallenge('active')).id, user.id);
    const unregistered = `photos/${entry.filename}`;
    const orphan = `photos/${crypto.randomUUID()}.jpg`;
    await env.PHOTOS.put(orphan, bytes('maybe in use'));
    const now = new Date(present(await env.PHOTOS.head(orphan)).uploaded.getTime() + DAY + 10);
    const [scan] = await db().insert(integrityScans).values({ trigger: 'manual', startedAt: now }).returning();

    expect(await integrityTick(db(), env.PHOTOS, now)).toMatchObject({ scanId: present(scan).id, done: true });

    const found = await findingsOf(present(scan).id);
    expect(found.filter((f) => f.key === orphan)).toEqual([]);
    // The entry's file, registered on the way, is not in storage.
    expect(found.filter((f) => f.key === unregistered).map((f) => f.problem)).toEqual(['missing']);
  });

  it('moves the orphans chosen to quarantine, audited with the findings it closes, and leaves the rest', async () => {
    const { user: admin } = await makeUser({ isAdmin: true });
    const orphan = `photos/${crypto.randomUUID()}.jpg`;
    await env.PHOTOS.put(orphan, bytes('an orphan'));
    const now = new Date(present(await env.PHOTOS.head(orphan)).uploaded.getTime() + DAY + 10);
    await scanAll(now);
    const recorded = await stored('recorded since');

    const answer = await quarantineOrphans(db(), env.PHOTOS, [orphan, recorded], auditBy(admin, 'orphans.quarantine'), now);

    expect(answer).toEqual({ moved: [orphan], skipped: [{ key: recorded, reason: 'Not listed as an orphan.' }] });
    expect(await env.PHOTOS.head(orphan)).toBeNull();
    const [moved] = await db().select().from(quarantinedObjects).where(eq(quarantinedObjects.key, orphan));
    expect(present(moved)).toMatchObject({ kind: 'photo', reason: ORPHAN_REASON, byUserId: admin.id });
    expect(await env.PHOTOS.get(present(moved).quarantineKey).then((o) => o?.text())).toBe('an orphan');
    const findings = await db()
      .select()
      .from(integrityFindings)
      .where(and(eq(integrityFindings.key, orphan), eq(integrityFindings.problem, 'orphan')));
    expect(findings.every((f) => f.resolvedAt?.getTime() === now.getTime())).toBe(true);
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'orphans.quarantine'));
    expect(present(audit).detail).toEqual({
      moved: [{ key: orphan, quarantineId: present(moved).id }],
      skipped: [{ key: recorded, reason: 'Not listed as an orphan.' }],
    });
    expect((await orphansPage(db())).orphans.map((o) => o.key)).not.toContain(orphan);
    await expect(quarantineOrphans(db(), env.PHOTOS, [orphan], auditBy(admin, 'orphans.quarantine'), now)).rejects.toThrow(
      'Not moved: Not listed as an orphan.',
    );
  });

  it('counts a page once when two runs of it overlap, and finds each problem once', async () => {
    const keys = await Promise.all(['a', 'b', 'c', 'd'].map((t) => stored(`overlap ${t}`)));
    await env.PHOTOS.delete(present(keys[0]));
    const [scan] = await db().insert(integrityScans).values({ trigger: 'manual', startedAt: new Date() }).returning();
    const rows = await db().select({ key: storedObjects.key }).from(storedObjects);

    const pages = await Promise.all([
      scanPage(db(), env.PHOTOS, new Date(), tickBudget()),
      scanPage(db(), env.PHOTOS, new Date(), tickBudget()),
    ]);

    expect(pages.map((p) => p?.done)).toEqual([true, true]);
    const [done] = await db()
      .select()
      .from(integrityScans)
      .where(eq(integrityScans.id, present(scan).id));
    const missing = (await findingsOf(present(scan).id)).filter((f) => f.problem === 'missing');
    expect(present(done)).toMatchObject({ status: 'done', checked: rows.length, missing: missing.length });
    expect(missing.filter((f) => keys.includes(f.key)).map((f) => f.key)).toEqual([keys[0]]);
  });

  it('runs one tick at a time under the job’s lease', async () => {
    const ticks = await Promise.all(
      ['one', 'two'].map((holder) => withLease(db(), INTEGRITY_JOB, holder, () => integrityTick(db(), env.PHOTOS, new Date()))),
    );
    expect(ticks.filter((t) => t === LEASE_HELD)).toHaveLength(1);
    expect(await runningScan(db())).toBeNull();
  });

  it('starts a scheduled pass by itself a week after the last began, and not before', async () => {
    const latest = present((await db().select().from(integrityScans).orderBy(desc(integrityScans.startedAt)).limit(1))[0]);
    const soon = new Date(latest.startedAt.getTime() + SCAN_EVERY_MS - 60_000);
    expect(await integrityTick(db(), env.PHOTOS, soon)).toEqual({
      next: new Date(latest.startedAt.getTime() + SCAN_EVERY_MS).toISOString(),
    });
    const due = new Date(latest.startedAt.getTime() + SCAN_EVERY_MS);
    const tick = await integrityTick(db(), env.PHOTOS, due);
    expect(tick).toMatchObject({ done: true });
    const [scheduled] = await db().select().from(integrityScans).where(eq(integrityScans.startedAt, due));
    expect(present(scheduled)).toMatchObject({ trigger: 'scheduled', status: 'done', byUserId: null });
  });
});
