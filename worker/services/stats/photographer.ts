import { and, count, desc, eq, gte, inArray, isNotNull, isNull, notInArray, sql, sum } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  challenges,
  likes,
  photoDailyViews,
  printFulfilments,
  printOrderLines,
  printOrders,
  submissions,
  votes,
} from '../../../db/schema';
import { variantUrl } from '../../contract/files';
import type { PhotographerStats, PhotoStats, StatsCounts, StatsDay } from '../../contract/stats';
import type { Db } from '../../env';
import { addDays } from '../../domain/dates';
import { newYorkDate, newYorkMidnight } from '../../domain/new-york-time';

// The dashboard shows a member's latest photos; older ones wait for paging, if ever needed.
export const MAX_STATS_PHOTOS = 50;
const HOUR = 3_600_000;

type Metric = keyof StatsCounts;
const METRICS: Metric[] = ['views', 'likes', 'votes', 'prints', 'placements'];
const zero = (): StatsCounts => ({ views: 0, likes: 0, votes: 0, prints: 0, placements: 0 });

// The last `days` New York days, today included, and the instant the first one began.
export function statsPeriod(days: number, now: Date) {
  const to = newYorkDate(now);
  const from = addDays(to, 1 - days);
  return { from, to, since: newYorkMidnight(from) };
}

// Counted per UTC hour in SQL, then per New York day here: New York's midnight always falls
// on a whole UTC hour, so an hour lies within one New York day, DST included. (SQLite knows
// no time zones, and fixed offsets are wrong half the year.) `created_at` may be fractional.
const hourOf = (column: SQLiteColumn) => sql<number>`cast(${column} / ${HOUR} as integer)`.mapWith(Number);

function dayOfHour(cache: Map<number, string>, hour: number): string {
  let day = cache.get(hour);
  if (day === undefined) {
    day = newYorkDate(new Date(hour * HOUR));
    cache.set(hour, day);
  }
  return day;
}

// Each photo's counts per day, built up one metric at a time.
class Tally {
  private readonly byPhoto = new Map<number, Map<string, StatsCounts>>();

  add(photoId: number, day: string, metric: Metric, n: number) {
    let days = this.byPhoto.get(photoId);
    if (!days) {
      days = new Map();
      this.byPhoto.set(photoId, days);
    }
    let counts = days.get(day);
    if (!counts) {
      counts = zero();
      days.set(day, counts);
    }
    counts[metric] += n;
  }

  daily(photoId: number): StatsDay[] {
    const days = this.byPhoto.get(photoId) ?? new Map<string, StatsCounts>();
    return [...days].map(([day, counts]) => ({ day, ...counts })).sort((a, b) => a.day.localeCompare(b.day));
  }
}

function totalOf(daily: StatsDay[]): StatsCounts {
  const total = zero();
  for (const counts of daily) {
    for (const metric of METRICS) total[metric] += counts[metric];
  }
  return total;
}

function mergeDaily(photos: PhotoStats[]): StatsDay[] {
  const byDay = new Map<string, StatsDay>();
  for (const photo of photos) {
    for (const counts of photo.daily) {
      const merged = byDay.get(counts.day) ?? { day: counts.day, ...zero() };
      for (const metric of METRICS) merged[metric] += counts[metric];
      byDay.set(counts.day, merged);
    }
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

// A member's statistics over the period: views, likes, votes (once their challenge's results
// are named, as voting is anonymous until then), prints sold (paid orders) and placements,
// for their latest active entries. One D1 batch: the photos and four grouped counts.
export async function photographerStats(db: Db, userId: number, days: number, now: Date): Promise<PhotographerStats> {
  const { from, to, since } = statsPeriod(days, now);
  const mineWhere = and(eq(submissions.userId, userId), eq(submissions.status, 'active'), isNull(challenges.removedAt));
  const photosQuery = db
    .select({
      id: submissions.id,
      title: submissions.title,
      altText: submissions.altText,
      filename: submissions.filename,
      createdAt: submissions.createdAt,
      finalRank: submissions.finalRank,
      // Named apart from the entry's title: D1's batch answers rows keyed by column name.
      challengeTitle: sql<string>`${challenges.title}`.as('challenge_title'),
      resultsAt: challenges.resultsAt,
    })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(mineWhere)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(MAX_STATS_PHOTOS);
  const mine = db
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(mineWhere)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(MAX_STATS_PHOTOS);
  const likeHour = hourOf(likes.createdAt);
  const voteHour = hourOf(votes.updatedAt);
  const paidHour = hourOf(printOrders.paidAt);
  const [photos, views, likeRows, voteRows, printRows] = await db.batch([
    photosQuery,
    db
      .select({ id: photoDailyViews.submissionId, day: photoDailyViews.day, n: photoDailyViews.views })
      .from(photoDailyViews)
      .where(and(inArray(photoDailyViews.submissionId, mine), gte(photoDailyViews.day, from))),
    db
      .select({ id: likes.submissionId, hour: likeHour, n: count() })
      .from(likes)
      .where(and(inArray(likes.submissionId, mine), gte(likes.createdAt, since)))
      .groupBy(likes.submissionId, likeHour),
    db
      .select({ id: votes.submissionId, hour: voteHour, n: count() })
      .from(votes)
      .innerJoin(challenges, eq(challenges.id, votes.challengeId))
      .where(and(inArray(votes.submissionId, mine), gte(votes.updatedAt, since), isNotNull(challenges.resultsAt)))
      .groupBy(votes.submissionId, voteHour),
    db
      .select({ id: printOrderLines.submissionId, hour: paidHour, n: sum(printOrderLines.quantity).mapWith(Number) })
      .from(printOrderLines)
      .innerJoin(printOrders, eq(printOrders.id, printOrderLines.orderId))
      // A part cancelled or refunded was not sold after all.
      .innerJoin(
        printFulfilments,
        and(eq(printFulfilments.orderId, printOrderLines.orderId), eq(printFulfilments.sellerId, printOrderLines.sellerId)),
      )
      .where(
        and(
          inArray(printOrderLines.submissionId, mine),
          eq(printOrders.status, 'paid'),
          gte(printOrders.paidAt, since),
          notInArray(printFulfilments.status, ['cancelled', 'refunded']),
        ),
      )
      .groupBy(printOrderLines.submissionId, paidHour),
  ]);

  const tally = new Tally();
  const hourDays = new Map<number, string>();
  for (const row of views) tally.add(row.id, row.day, 'views', row.n);
  for (const [rows, metric] of [
    [likeRows, 'likes'],
    [voteRows, 'votes'],
    [printRows, 'prints'],
  ] as const) {
    for (const row of rows) tally.add(row.id, dayOfHour(hourDays, row.hour), metric, row.n);
  }

  const photoStats = photos.map((photo): PhotoStats => {
    const placement =
      photo.finalRank !== null && photo.resultsAt !== null
        ? { rank: photo.finalRank, day: newYorkDate(photo.resultsAt), challengeTitle: photo.challengeTitle }
        : null;
    if (placement && placement.day >= from) tally.add(photo.id, placement.day, 'placements', 1);
    const daily = tally.daily(photo.id);
    return {
      id: photo.id,
      title: photo.title,
      altText: photo.altText,
      thumbnailUrl: variantUrl('thumb', photo.filename),
      challengeTitle: photo.challengeTitle,
      createdAt: photo.createdAt.toISOString(),
      totals: totalOf(daily),
      daily,
      placement,
    };
  });
  const daily = mergeDaily(photoStats);
  return { days, from, to, totals: totalOf(daily), daily, photos: photoStats };
}
