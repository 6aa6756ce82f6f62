import { and, inArray } from 'drizzle-orm';
import { challenges } from '../../db/schema';
import type { Db } from '../env';
import { DAILY_CATEGORIES } from '../domain/categories';
import type { HomeData } from '../contract/home';
import { publicChallengeWhere } from './challenges/access';
import { toChallengeDto } from './challenges/dto';
import { leaderboard } from './challenges/leaderboard';
import { addDays } from '../domain/dates';
import { newYorkDate } from '../domain/new-york-time';
import { featuredCommunityChallenge } from './challenges/community';
import { activeChallenges } from './challenges/queries';
import type { ShowcaseSource } from './challenges/showcase';
import { featuredSubmissions, recentWinners } from './challenges/submissions';
import { featuredMentors } from './mentors/discovery';
import { carouselImages } from './site-images';

// Everything the home page shows, read at the edge in one go so the page arrives filled.
// The hero, side card, winners and featured photos come from the showcase's challenges
// (showcase.ts: official ones with the challenges flag on, proven community ones without);
// without the flag it also shows the community challenge admins featured.
export async function homeData(db: Db, now: Date, source: ShowcaseSource): Promise<HomeData> {
  const today = newYorkDate(now);
  const yesterday = addDays(today, -1);
  const [active, daily, topPhotographers, winners, featured, carousel, mentors, featuredChallenge] = await Promise.all([
    activeChallenges(db, now),
    db
      .select()
      .from(challenges)
      .where(
        and(
          inArray(challenges.dailyDate, [today, yesterday]),
          inArray(challenges.category, [...DAILY_CATEGORIES]),
          publicChallengeWhere(),
        ),
      ),
    leaderboard(db, 5),
    recentWinners(db, source, 3),
    featuredSubmissions(db, source, 3),
    carouselImages(db, source),
    featuredMentors(db, 3),
    source === 'community' ? featuredCommunityChallenge(db, now) : null,
  ]);
  const dailyOn = (date: string): HomeData['todaysDaily'] =>
    Object.fromEntries(
      DAILY_CATEGORIES.map((category) => {
        const row = daily.find((c) => c.category === category && c.dailyDate === date);
        return [category, row ? toChallengeDto(row, 0, now) : null];
      }),
    ) as HomeData['todaysDaily'];
  return {
    activeChallenges: active,
    todaysDaily: dailyOn(today),
    yesterdaysDaily: dailyOn(yesterday),
    topPhotographers,
    winners,
    featured,
    carousel,
    mentors,
    featuredChallenge,
  };
}
