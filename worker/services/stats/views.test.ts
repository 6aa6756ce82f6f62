import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photoDailyViews } from '../../../db/schema';
import worker from '../../index';
import { ORIGIN, db, makeChallenge, makeEntry, makeUser } from '../../test/helpers';
import { isPersonAgent, recordPhotoView } from './views';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

// A photo page as a browser asks for it, waiting for what the Worker does after answering.
async function viewPage(id: number, { cookie, agent = BROWSER }: { cookie?: string; agent?: string } = {}) {
  const headers = new Headers({ 'User-Agent': agent });
  if (cookie) headers.set('Cookie', cookie);
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}/photo/${id}`, { headers }), env, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return res;
}

async function viewsOf(id: number) {
  return db()
    .select({ day: photoDailyViews.day, views: photoDailyViews.views })
    .from(photoDailyViews)
    .where(eq(photoDailyViews.submissionId, id));
}

async function photoBy() {
  const { user, cookie } = await makeUser();
  const challenge = await makeChallenge('completed', { resultsAt: new Date() });
  return { entry: await makeEntry(challenge.id, user.id, 'Harbour at dawn'), cookie };
}

describe('the photo view counter', () => {
  it('counts one view per computed photo page, and twenty views at once exactly', async () => {
    const { entry } = await photoBy();
    expect((await viewPage(entry.id)).status).toBe(200);
    expect(await viewsOf(entry.id)).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), views: 1 }]);
    const pages = await Promise.all(Array.from({ length: 20 }, () => viewPage(entry.id)));
    expect(pages.every((res) => res.status === 200)).toBe(true);
    expect((await viewsOf(entry.id))[0]?.views).toBe(21);
  });

  it("does not count the photographer's own views, crawlers' or a missing photo's", async () => {
    const { entry, cookie } = await photoBy();
    const { cookie: someone } = await makeUser();
    await viewPage(entry.id, { cookie });
    await viewPage(entry.id, { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await viewPage(entry.id, { agent: '' });
    expect(await viewsOf(entry.id)).toEqual([]);
    await viewPage(entry.id, { cookie: someone });
    expect((await viewsOf(entry.id))[0]?.views).toBe(1);
    expect((await viewPage(entry.id + 1000)).status).toBe(404);
    expect(await viewsOf(entry.id + 1000)).toEqual([]);
  });

  it("files a view under New York's day, not UTC's", async () => {
    const { entry } = await photoBy();
    // 03:30 UTC on 9 March is still the evening of 8 March in New York.
    await recordPhotoView(db(), entry.id, new Date('2025-03-09T03:30:00Z'));
    await recordPhotoView(db(), entry.id, new Date('2025-03-09T05:30:00Z'));
    await recordPhotoView(db(), entry.id, new Date('2025-03-09T06:00:00Z'));
    const rows = (await viewsOf(entry.id)).sort((a, b) => a.day.localeCompare(b.day));
    expect(rows).toEqual([
      { day: '2025-03-08', views: 1 },
      { day: '2025-03-09', views: 2 },
    ]);
  });

  it('tells people from crawlers and scripts by their User-Agent', () => {
    expect(isPersonAgent(BROWSER)).toBe(true);
    expect(isPersonAgent('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0 Safari/537.36')).toBe(true);
    expect(isPersonAgent('facebookexternalhit/1.1')).toBe(false);
    expect(isPersonAgent('curl/8.5.0')).toBe(false);
    expect(isPersonAgent(undefined)).toBe(false);
  });
});
