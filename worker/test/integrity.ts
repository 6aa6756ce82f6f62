import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { integrityScans } from '../../db/schema';
import { runningScan, scanPage, tickBudget } from '../services/integrity/scan';
import { putObject } from '../services/storage/stored-objects';
import { db, makeChallenge, makeEntry, makeUser, present } from './helpers';

// An entry whose photo was lost from storage after its upload recorded it.
export async function lostEntryPhoto() {
  const { user } = await makeUser();
  const challenge = await makeChallenge('active');
  const entry = await makeEntry(challenge.id, user.id, 'Harbour at dawn');
  const key = `photos/${entry.filename}`;
  const bytes = new TextEncoder().encode('the photo');
  await putObject(db(), env.PHOTOS, key, bytes, { kind: 'photo', userId: user.id, contentType: 'image/jpeg' });
  await env.PHOTOS.delete(key);
  return { user, challenge, entry, key };
}

// The running scan carried to its end here, page by page ('Scan now''s own first pages may
// still be running beside it: the cursor lets only one of them count each page).
export async function finishScan(now = new Date()) {
  for (let tries = 0; tries < 200; tries++) {
    const scan = await runningScan(db());
    if (!scan) return;
    await scanPage(db(), env.PHOTOS, now, tickBudget());
  }
  throw new Error('The scan did not finish');
}

// A whole scan, started and finished here.
export async function scanAll(now = new Date()) {
  const [started] = await db().insert(integrityScans).values({ trigger: 'manual', startedAt: now }).returning();
  await finishScan(now);
  const [done] = await db()
    .select()
    .from(integrityScans)
    .where(eq(integrityScans.id, present(started).id));
  return present(done, 'the scan');
}
