import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { challenges, evergreenThemes } from '../../../db/schema';
import { db } from '../../test/helpers';
import { ensureDailyChallenges } from './daily-schedule';

async function addThemes() {
  for (const category of ['landscape', 'portrait', 'street']) {
    await db()
      .insert(evergreenThemes)
      .values([
        { category, title: `${category} A` },
        { category, title: `${category} B` },
      ]);
  }
}

describe('planning the daily challenges', () => {
  // The daily categories are shared by every test here, so each starts from none.
  beforeEach(async () => {
    await db().delete(challenges);
    await db().delete(evergreenThemes);
  });

  it("creates today's and tomorrow's three challenges from New York midnight, once", async () => {
    await addThemes();
    const now = new Date('2026-07-10T03:30:00Z'); // 11:30 PM on July 9 in New York
    expect(await ensureDailyChallenges(db(), now)).toEqual({ created: 6, missingThemes: [] });
    expect(await ensureDailyChallenges(db(), now)).toEqual({ created: 0, missingThemes: [] });
    const [today] = await db()
      .select()
      .from(challenges)
      .where(and(eq(challenges.category, 'street'), eq(challenges.dailyDate, '2026-07-09')));
    expect(today?.startDate.toISOString()).toBe('2026-07-09T04:00:00.000Z');
    expect(today?.endDate.toISOString()).toBe('2026-07-10T04:00:00.000Z');
    expect(today?.votingEndDate?.toISOString()).toBe('2026-07-11T04:00:00.000Z');
  });

  it('keeps a challenge an admin planned, and rotates the evergreen themes', async () => {
    await addThemes();
    await db()
      .insert(challenges)
      .values({
        title: 'Planned portraits',
        category: 'portrait',
        dailyDate: '2026-12-01',
        startDate: new Date('2026-12-01T05:00:00Z'),
        endDate: new Date('2026-12-02T05:00:00Z'),
        votingStartDate: new Date('2026-12-02T05:00:00Z'),
        votingEndDate: new Date('2026-12-03T05:00:00Z'),
      });
    await ensureDailyChallenges(db(), new Date('2026-12-01T15:00:00Z'));
    const portraits = await db().select().from(challenges).where(eq(challenges.category, 'portrait'));
    expect(portraits.map((c) => [c.dailyDate, c.title]).sort()).toEqual([
      ['2026-12-01', 'Planned portraits'],
      ['2026-12-02', 'portrait A'],
    ]);
    await ensureDailyChallenges(db(), new Date('2026-12-02T15:00:00Z'));
    const next = await db().select().from(challenges).where(eq(challenges.dailyDate, '2026-12-03'));
    expect(next.find((c) => c.category === 'portrait')?.title).toBe('portrait B');
  });

  it('reports a day it could not plan for want of themes', async () => {
    expect(await ensureDailyChallenges(db(), new Date('2026-05-05T15:00:00Z'))).toMatchObject({
      created: 0,
      missingThemes: expect.arrayContaining(['2026-05-05 street', '2026-05-06 landscape']),
    });
  });
});
