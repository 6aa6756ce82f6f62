import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { integrityFindings } from '../../../db/schema';
import type { FindingsPage, OrphansPage } from '../../contract/admin-integrity';
import { db, makeUser, request, send } from '../../test/helpers';
import { lostEntryPhoto, scanAll } from '../../test/integrity';

const admin = () => makeUser({ isAdmin: true, emailVerifiedAt: new Date() });

describe('/admin/orphaned-uploads', () => {
  it('is for admins only', async () => {
    const member = await makeUser();
    for (const path of ['/api/admin/orphaned-uploads', '/api/admin/orphaned-uploads/missing']) {
      expect((await request(path)).status, path).toBe(401);
      expect((await request(path, { cookie: member.cookie })).status, path).toBe(403);
    }
  });

  it('lists the records whose file is missing, with the member and the entry, for recovery', async () => {
    const { user, entry, key } = await lostEntryPhoto();
    const { cookie } = await admin();
    await scanAll();
    const page = (await (await request('/api/admin/orphaned-uploads/missing', { cookie })).json()) as FindingsPage;
    expect(page.findings.map((f) => [f.key, f.member?.username, f.entry?.id])).toEqual([[key, user.username, entry.id]]);
  });

  it('refuses to move a file stored less than a day ago, or nothing at all', async () => {
    const { cookie } = await admin();
    const scan = await scanAll();
    // Listed by the scan, then stored again under the same key: it is new now.
    const key = `photos/${crypto.randomUUID()}.jpg`;
    await env.PHOTOS.put(key, new TextEncoder().encode('new bytes'));
    await db().insert(integrityFindings).values({ scanId: scan.id, key, kind: 'photo', problem: 'orphan', found: '9' });
    const listed = (await (await request('/api/admin/orphaned-uploads', { cookie })).json()) as OrphansPage;
    expect(listed.orphans.map((o) => o.key)).toContain(key);

    const refused = await send('POST', '/api/admin/orphaned-uploads/quarantine', { keys: [key] }, cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: 'Not moved: It was stored less than a day ago.' });
    expect(await env.PHOTOS.head(key)).not.toBeNull();
    const empty = await send('POST', '/api/admin/orphaned-uploads/quarantine', { keys: [] }, cookie);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'keys: Choose at least one file' });
  });
});
