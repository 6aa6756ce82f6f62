import { env } from 'cloudflare:workers';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, comments, devMail, notificationLines, notifications } from '../../../db/schema';
import { db, makeChallenge, makeEntry, makeUser } from '../../test/helpers';
import { type Manifest, manifestKey, tableFileKey } from './manifest';
import { RestoreRefused, readManifest, runRestore, startRestore } from './restore';
import { hashDigest, hashUpdate, newHashState } from './sha256';
import { gunzip, listTables, readPage } from './tables';
import { type BackupProgress, PART_BYTES, startProgress, writeBackupPages, writeManifest } from './writer';

const FOREVER = Number.MAX_SAFE_INTEGER;
const encoder = new TextEncoder();

// Every table's rows and checksum (the SHA-256 of its lines in key order), read afresh.
async function tablesOf(d1: D1Database) {
  const found: Record<string, { rows: number; sha256: string }> = {};
  for (const table of await listTables(d1)) {
    let hash = newHashState();
    let rows = 0;
    for (let after: unknown[] | null = null; ; ) {
      const page = await readPage(d1, table, after, 500);
      hash = hashUpdate(hash, encoder.encode(page.lines.map((line) => `${line}\n`).join('')));
      rows += page.lines.length;
      if (page.lines.length < 500) break;
      after = page.last;
    }
    found[table.name] = { rows, sha256: hashDigest(hash) };
  }
  return found;
}

// A backup written a page per tick, its progress through JSON between ticks as the row keeps it.
async function backUp(id: number, maxRows: number): Promise<{ manifest: Manifest; sha256: string; ticks: number }> {
  let progress: BackupProgress = await startProgress(env.DB);
  let ticks = 0;
  while (progress.written < progress.order.length) {
    progress = JSON.parse(
      JSON.stringify(await writeBackupPages(env.DB, env.PHOTOS, id, progress, { deadline: FOREVER, pages: 1, maxRows })),
    );
    ticks++;
  }
  const { manifest, sha256 } = await writeManifest(env.PHOTOS, id, progress, new Date(), new Date());
  return { manifest, sha256, ticks };
}

async function restoreInto(d1: D1Database, manifest: Manifest) {
  return runRestore(d1, env.PHOTOS, manifest, startRestore(true), FOREVER);
}

async function someData() {
  const { user } = await makeUser({ firstName: 'Zoë 🌸 “Ŝtar”', lastName: null, bio: 'Nuit — 夜\u0000end' });
  const { user: other } = await makeUser();
  const challenge = await makeChallenge('active');
  const entries: Awaited<ReturnType<typeof makeEntry>>[] = [];
  for (let i = 0; i < 7; i++) entries.push(await makeEntry(challenge.id, i % 2 ? user.id : other.id, `Entry ${i} — 夜景`));
  await db()
    .insert(comments)
    .values(
      entries.map((entry, i) => ({ submissionId: entry.id, userId: user.id, body: `Line one\nline "two" ${'é'.repeat(i)} 🎞️` })),
    );
  // Notifications fill notification_lines by their trigger: the restore must not count them twice.
  await db()
    .insert(notifications)
    .values(
      [1, 2, 3, 4].map((i) => ({
        userId: other.id,
        kind: 'comment' as const,
        key: `comment:${i}`,
        groupKey: `entry:${entries[i % 2]?.id}`,
        data: { title: `Entry ${i} — 夜景`, count: i, none: null },
        link: `/photo/${entries[i % 2]?.id}`,
        seenAt: i === 1 ? new Date() : null,
      })),
    );
  await db()
    .insert(adminAuditLog)
    .values([
      {
        adminId: user.id,
        adminName: 'zoë_ŝ',
        action: 'flag.update',
        targetType: 'flag',
        targetId: 'x',
        detail: { body: { a: [1, null, 'ü'] } },
      },
      { adminId: null, adminName: 'command line', action: 'user.promote', targetType: null, targetId: null, detail: null },
    ]);
}

describe('a backup restored into an empty database', () => {
  it('has every table with the rows and checksums of the source', async () => {
    await someData();
    const source = await tablesOf(env.DB);
    const { manifest, sha256, ticks } = await backUp(9001, 3);
    expect(ticks).toBeGreaterThan(manifest.tables.length);
    expect(manifest.migration).toMatch(/^\d{4}_/);
    expect(manifest.tables.map((table) => table.name).sort()).toEqual(Object.keys(source).sort());
    expect(manifest.tables.find((table) => table.name === 'comments')?.pages.length).toBe(3);
    for (const table of manifest.tables) {
      expect([table.name, table.rows, table.contentSha256]).toEqual([
        table.name,
        source[table.name]?.rows,
        source[table.name]?.sha256,
      ]);
    }
    // The manifest read back is the one written. A file is one gzip file of every page's lines,
    // a member per page: zlib (as gzip -dc) reads it whole; the runtime's DecompressionStream
    // stops at the first member's end, so a restore reads it a member (a page) at a time.
    expect(await readManifest(env.PHOTOS, 9001, sha256)).toEqual(manifest);
    const file = new Uint8Array(await ((await env.PHOTOS.get(tableFileKey(9001, 'comments'))) as R2ObjectBody).arrayBuffer());
    const lines = new TextDecoder().decode(gunzipSync(file));
    expect(lines.split('\n').filter(Boolean)).toHaveLength(7);
    expect(lines).toContain('🎞️');
    await expect(gunzip(file)).rejects.toThrow('Trailing bytes');
    const first = manifest.tables.find((table) => table.name === 'comments')?.pages[0];
    expect(
      new TextDecoder()
        .decode(await gunzip(file.slice(0, first?.bytes)))
        .split('\n')
        .filter(Boolean),
    ).toHaveLength(3);

    const progress = await restoreInto(env.DRILL_DB, manifest);
    expect(progress.phase).toBe('done');
    expect(progress.report.filter((table) => !table.passed)).toEqual([]);
    expect(await tablesOf(env.DRILL_DB)).toEqual(source);
    const restoredLines = await env.DRILL_DB.prepare('SELECT count, unseen FROM notification_lines ORDER BY group_key').all();
    expect(restoredLines.results).toEqual(
      await db()
        .select({ count: notificationLines.count, unseen: notificationLines.unseen })
        .from(notificationLines)
        .orderBy(notificationLines.groupKey),
    );
  });

  it('refuses a file whose bytes are not the ones backed up, before writing anything', async () => {
    await someData();
    const { manifest } = await backUp(9002, 1000);
    const key = tableFileKey(9002, 'users');
    const original = new Uint8Array(await ((await env.PHOTOS.get(key)) as R2ObjectBody).arrayBuffer());
    const tampered = original.slice();
    tampered[tampered.length - 12] = (tampered[tampered.length - 12] ?? 0) ^ 0xff;
    await env.PHOTOS.put(key, tampered);
    await expect(restoreInto(env.DRILL_DB, manifest)).rejects.toThrow(
      new RestoreRefused('users.ndjson.gz does not match its checksum in the manifest: nothing was restored'),
    );
    expect((await tablesOf(env.DRILL_DB)).users?.rows).toBe(0);
    await env.PHOTOS.put(manifestKey(9002), '{}');
    await expect(readManifest(env.PHOTOS, 9002, 'a'.repeat(64))).rejects.toThrow('does not match its checksum');
  });

  it('refuses a database that is not empty when not asked to empty it', async () => {
    await someData();
    const { manifest } = await backUp(9003, 1000);
    await restoreInto(env.DRILL_DB, manifest);
    await expect(runRestore(env.DRILL_DB, env.PHOTOS, manifest, startRestore(false), FOREVER)).rejects.toThrow(
      /The database is not empty/,
    );
  });

  it('sends a table too big for one put as equal parts, and restores it whole', async () => {
    // Random text squeezes little: more than a part's worth once gzipped.
    const noise = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(65_536))));
    const bodies = Array.from({ length: 9 }, () => Array.from({ length: 12 }, noise).join(''));
    for (const [i, body] of bodies.entries()) {
      await db()
        .insert(devMail)
        .values({ outboxId: i, toAddress: 'a@example.com', subject: `Big ${i}`, textBody: body, htmlBody: 'x' });
    }
    const { manifest } = await backUp(9004, 2);
    const entry = manifest.tables.find((table) => table.name === 'dev_mail');
    expect(entry?.bytes).toBeGreaterThan(PART_BYTES);
    const stored = await env.PHOTOS.head(tableFileKey(9004, 'dev_mail'));
    expect(stored?.size).toBe(entry?.bytes);
    expect(await env.PHOTOS.head(`${tableFileKey(9004, 'dev_mail')}.pending`)).toBeNull();
    const progress = await restoreInto(env.DRILL_DB, manifest);
    expect(progress.report.find((table) => table.table === 'dev_mail')).toMatchObject({ foundRows: 9, passed: true });
  }, 90_000);
});
