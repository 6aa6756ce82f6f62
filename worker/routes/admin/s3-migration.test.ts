import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAuditLog, s3Migrations, storedObjects } from '../../../db/schema';
import type { S3MigrationOverview, S3MigrationView } from '../../contract/admin-s3-migration';
import { ApiError } from '../../errors';
import { runningMigration, s3MigrationTick, startMigration } from '../../services/s3-migration/migration';
import { hex, putObject, sha256Hex } from '../../services/storage/stored-objects';
import { FAKE_S3_BUCKET, FAKE_S3_ENDPOINT, fakeS3 } from '../../test/fake-s3';
import { auditBy, db, makeChallenge, makeEntry, makeUser, present, request, send } from '../../test/helpers';

const admin = () => makeUser({ isAdmin: true, emailVerifiedAt: new Date() });
const PATH = '/api/admin/s3-migration';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const job = (fields: Record<string, unknown> = {}) => ({
  endpoint: FAKE_S3_ENDPOINT,
  bucket: FAKE_S3_BUCKET,
  prefix: 'old/',
  region: 'us-east-1',
  accessKeyId: 'AKIAFAKE',
  secretAccessKey: SECRET,
  ...fields,
});
const bytesOf = (text: string) => new TextEncoder().encode(text);
const tick = () => s3MigrationTick(env, db(), new Date(), 2);

afterEach(async () => {
  vi.unstubAllGlobals();
  await db().update(s3Migrations).set({ status: 'cancelled', credentials: null }).where(eq(s3Migrations.status, 'running'));
});

describe('/admin/s3-migration', () => {
  it('is for admins only', async () => {
    const member = await makeUser();
    expect((await request(PATH)).status).toBe(401);
    expect((await request(PATH, { cookie: member.cookie })).status).toBe(403);
  });

  it('imports a bucket a page a tick: copies with fingerprints, matches an entry, reports a failure and erases the keys', async () => {
    const s3 = fakeS3();
    const { user } = await makeUser();
    const entry = await makeEntry((await makeChallenge('active')).id, user.id, 'Harbour at dawn');
    const files = {
      [`old/${entry.filename}`]: bytesOf('the entry photo'),
      'old/sunset.jpg': bytesOf('a sunset'),
      'old/My Holiday.jpeg': bytesOf('a holiday'),
      'old/broken.png': bytesOf('never read'),
    };
    for (const [key, bytes] of Object.entries(files)) s3.objects.set(key, bytes);
    s3.objects.set('elsewhere/skipped.jpg', bytesOf('outside the prefix'));
    s3.failing.add('old/broken.png');

    const { cookie } = await admin();
    const started = await send('POST', PATH, job(), cookie);
    expect(started.status).toBe(202);
    const view = (await started.json()) as S3MigrationView;
    expect(view).toMatchObject({ status: 'running', bucket: FAKE_S3_BUCKET, prefix: 'old/', listed: 0 });
    expect(JSON.stringify(view)).not.toContain(SECRET);
    const sealed = present(await runningMigration(db())).credentials;
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain(SECRET);
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 's3-migration.start'));
    expect(JSON.stringify(present(audit).detail)).not.toContain(SECRET);

    expect(await tick()).toMatchObject({ listed: 2, done: false });
    const halfway = present(await runningMigration(db()));
    expect(halfway).toMatchObject({ listed: 2, status: 'running' });
    expect(halfway.continuationToken).toBeTruthy();
    expect(await tick()).toMatchObject({ listed: 2, done: true });
    expect(await tick()).toBeNull();

    expect(s3.calls.every((call) => call.authorized)).toBe(true);
    expect(s3.calls.filter((call) => call.query.includes('list-type=2'))).toHaveLength(2);

    const [done] = await db().select().from(s3Migrations).where(eq(s3Migrations.id, view.id));
    expect(done).toMatchObject({ status: 'done', credentials: null, listed: 4, copied: 3, matched: 1, failed: 1 });
    expect(present(done).finishedAt).toBeInstanceOf(Date);
    expect(present(done).report.failures).toEqual([{ key: 'old/broken.png', reason: expect.stringContaining('500') }]);
    expect(present(done).report.matches).toEqual([
      { key: `old/${entry.filename}`, submissionId: entry.id, storedAs: `photos/${entry.filename}`, copied: true },
    ]);

    // Every copy is in R2 with its checksum, and recorded with the same fingerprint.
    const rows = await db()
      .select()
      .from(storedObjects)
      .where(inArray(storedObjects.kind, ['photo']));
    const entryPhoto = present(rows.find((row) => row.key === `photos/${entry.filename}`));
    expect(entryPhoto).toMatchObject({ userId: user.id, sha256: await sha256Hex(files[`old/${entry.filename}`] as Uint8Array) });
    expect(present(rows.find((row) => row.key === 'photos/sunset.jpg')).sha256).toBe(await sha256Hex(bytesOf('a sunset')));
    // 'My Holiday.jpeg' is no name the site's photos take: it gets a fresh one.
    const renamed = present(rows.find((row) => /^photos\/[0-9a-f-]{36}\.jpg$/.test(row.key)));
    expect(renamed.sha256).toBe(await sha256Hex(bytesOf('a holiday')));
    for (const key of [entryPhoto.key, 'photos/sunset.jpg', renamed.key]) {
      const stored = present(await env.PHOTOS.head(key), key);
      const checksum = stored.checksums.sha256;
      expect(checksum && hex(checksum), key).toBe(rows.find((row) => row.key === key)?.sha256);
    }
    expect(await env.PHOTOS.head('photos/broken.png')).toBeNull();

    const overview = (await (await request(PATH, { cookie })).json()) as S3MigrationOverview;
    expect(overview).toMatchObject({ ready: true, running: null });
    expect(overview.past[0]).toMatchObject({ id: view.id, status: 'done', copied: 3, failures: [{ key: 'old/broken.png' }] });
  });

  it("records a match but leaves an entry's file that is already here as it was", async () => {
    const s3 = fakeS3();
    const { user } = await makeUser();
    const entry = await makeEntry((await makeChallenge('active')).id, user.id);
    await env.PHOTOS.put(`photos/${entry.filename}`, 'the file we have');
    s3.objects.set(`old/${entry.filename}`, bytesOf('an older copy'));
    // Brought over by an earlier import: the same bytes under its name are not copied again.
    await putObject(db(), env.PHOTOS, 'photos/kept-already.jpg', bytesOf('kept'), { kind: 'photo', contentType: 'image/jpeg' });
    s3.objects.set('old/kept-already.jpg', bytesOf('kept'));
    const photosBefore = (await env.PHOTOS.list({ prefix: 'photos/' })).objects.length;
    const { cookie } = await admin();
    expect((await send('POST', PATH, job(), cookie)).status).toBe(202);
    expect(await tick()).toMatchObject({ listed: 2, copied: 0, matched: 1, done: true });
    expect(await (await env.PHOTOS.get(`photos/${entry.filename}`))?.text()).toBe('the file we have');
    expect((await env.PHOTOS.list({ prefix: 'photos/' })).objects).toHaveLength(photosBefore);
    expect(s3.calls.filter((call) => !call.query.includes('list-type')).map((call) => call.path)).toEqual([
      `/${FAKE_S3_BUCKET}/old/kept-already.jpg`,
    ]);
  });

  it('refuses bad details and changes nothing', async () => {
    const { cookie } = await admin();
    for (const bad of [
      job({ endpoint: 'ftp://files.example.com' }),
      job({ endpoint: 'not an address' }),
      job({ bucket: 'Has_Capitals' }),
      job({ region: 'Mars One' }),
      job({ accessKeyId: '' }),
      job({ secretAccessKey: undefined }),
    ]) {
      const res = await send('POST', PATH, bad, cookie);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await runningMigration(db())).toBeNull();
  });

  it('runs one import at a time, and a cancelled one has its keys erased', async () => {
    fakeS3();
    const { cookie } = await admin();
    const first = await send('POST', PATH, job(), cookie);
    expect(first.status).toBe(202);
    const second = await send('POST', PATH, job({ bucket: 'another-bucket' }), cookie);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ message: expect.stringMatching(/^An import is running now/) });

    const { id } = (await first.json()) as S3MigrationView;
    const cancelled = await send('POST', `${PATH}/${id}/cancel`, undefined, cookie);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    const [row] = await db().select().from(s3Migrations).where(eq(s3Migrations.id, id));
    expect(row).toMatchObject({ status: 'cancelled', credentials: null });
    expect((await send('POST', `${PATH}/${id}/cancel`, undefined, cookie)).status).toBe(409);
    expect((await send('POST', `${PATH}/999999/cancel`, undefined, cookie)).status).toBe(404);
  });

  it('ends an import whose keys the bucket refuses, erasing them', async () => {
    const s3 = fakeS3({ accessKeyId: 'AKIAOTHER' });
    s3.objects.set('old/a.jpg', bytesOf('a'));
    const { cookie } = await admin();
    const { id } = (await (await send('POST', PATH, job(), cookie)).json()) as S3MigrationView;
    expect(await tick()).toBeNull();
    const [row] = await db().select().from(s3Migrations).where(eq(s3Migrations.id, id));
    expect(row).toMatchObject({ status: 'failed', credentials: null, copied: 0 });
    expect(present(row).error).toMatch(/^Listing the bucket failed: 403 SignatureDoesNotMatch/);
  });

  it('refuses to start without the MIGRATION_KEY secret', async () => {
    const { user } = await admin();
    const refused = startMigration(db(), {}, job({ endpoint: FAKE_S3_ENDPOINT }), auditBy(user), new Date());
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 503, message: expect.stringContaining('MIGRATION_KEY') });
    expect(await runningMigration(db())).toBeNull();
  });
});
