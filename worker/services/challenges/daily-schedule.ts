import { and, asc, eq, sql } from 'drizzle-orm';
import { challenges, evergreenThemes } from '../../../db/schema';
import type { Db } from '../../env';
import { DAILY_CATEGORIES } from '../../domain/categories';
import { addDays } from '../../domain/dates';
import { dailyWindow, newYorkDate } from '../../domain/new-york-time';

// Makes sure today's and tomorrow's daily challenges exist in every daily category:
// an admin-planned one stands; otherwise the least recently used evergreen theme of the
// category is drawn. The unique (category, daily_date) index makes a repeat a no-op.
export async function ensureDailyChallenges(db: Db, now: Date): Promise<{ created: number; missingThemes: string[] }> {
  const today = newYorkDate(now);
  let created = 0;
  const missingThemes: string[] = [];
  for (const date of [today, addDays(today, 1)]) {
    for (const category of DAILY_CATEGORIES) {
      const planned = await db.query.challenges.findFirst({
        where: and(eq(challenges.category, category), eq(challenges.dailyDate, date)),
        columns: { id: true },
      });
      if (planned) continue;
      const theme = await db.query.evergreenThemes.findFirst({
        where: and(eq(evergreenThemes.category, category), eq(evergreenThemes.active, true)),
        orderBy: [sql`${evergreenThemes.lastUsedAt} IS NOT NULL`, asc(evergreenThemes.lastUsedAt), asc(evergreenThemes.id)],
      });
      if (!theme) {
        missingThemes.push(`${date} ${category}`);
        continue;
      }
      const [inserted] = await db
        .insert(challenges)
        .values({
          title: theme.title,
          description: theme.description,
          category,
          coverImage: theme.coverImage,
          coverImageCredit: theme.coverImageCredit,
          dailyDate: date,
          evergreenThemeId: theme.id,
          ...dailyWindow(date),
        })
        .onConflictDoNothing()
        .returning({ id: challenges.id });
      if (!inserted) continue;
      await db.update(evergreenThemes).set({ lastUsedAt: now }).where(eq(evergreenThemes.id, theme.id));
      created++;
    }
  }
  return { created, missingThemes };
}
