import { z } from 'zod';
import { isoTime } from './common';

// /admin/stats: what the community did over the last 7, 30, 90 or 365 New York days (today
// so far included), beside the same days just before them cut at the same time of day, so
// the two periods are the same length and compare fairly.

export const adminStatsQuery = z.object({
  days: z.enum(['7', '30', '90', '365']).default('30'),
});
export type AdminStatsDays = z.infer<typeof adminStatsQuery>['days'];

// Every figure, in the page's order, with its name on the page and in the CSV. `active` is
// members active in a bar's stretch (docs/rules.md "Admin statistics" says what counts).
export const STAT_NAMES = {
  signups: 'Sign-ups',
  active: 'Active members',
  entries: 'Entries',
  votes: 'Votes',
  comments: 'Comments',
  communityChallenges: 'Community challenges created',
  sessionsBooked: 'Mentoring sessions booked',
  sessionsCompleted: 'Mentoring sessions completed',
  printOrders: 'Print orders',
  critiqueRequests: 'Critique requests',
  revenueCents: 'Revenue',
} as const;
export type StatName = keyof typeof STAT_NAMES;
export const STATS = Object.keys(STAT_NAMES) as StatName[];

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// One bar's figures (or one period's, where `active` is left to the averages).
export const statCountsSchema = z
  .object({
    signups: count,
    active: count,
    entries: count,
    votes: count,
    comments: count,
    communityChallenges: count,
    sessionsBooked: count,
    sessionsCompleted: count,
    printOrders: count,
    critiqueRequests: count,
    // What customers paid, before refunds, as /admin/financial counts revenue.
    revenueCents: z.number().int(),
  })
  .meta({ id: 'AdminStatCounts' });
export type StatCounts = z.infer<typeof statCountsSchema>;

// A period's totals: the counts added up, and members active on a day and in a week, each
// averaged over the period's days and its whole weeks (one decimal).
export const statTotalsSchema = statCountsSchema
  .omit({ active: true })
  .extend({ activeDaily: z.number().nonnegative(), activeWeekly: z.number().nonnegative() })
  .meta({ id: 'AdminStatTotals' });
export type StatTotals = z.infer<typeof statTotalsSchema>;

// `from` to `to`: the instants the period covers; `firstDay` to `lastDay`: its New York days.
export const statPeriodSchema = z
  .object({ from: isoTime, to: isoTime, firstDay: day, lastDay: day, totals: statTotalsSchema })
  .meta({ id: 'AdminStatPeriod' });
export type StatPeriod = z.infer<typeof statPeriodSchema>;

// One bar of the charts: a day (or seven, counted back from today, so only the oldest may be
// shorter) and the same stretch of the previous period. `active` counts each member once in
// the bar's stretch: daily active members in a day's bar, weekly in a week's.
export const statBucketSchema = z
  .object({
    firstDay: day,
    lastDay: day,
    previousFirstDay: day,
    previousLastDay: day,
    current: statCountsSchema,
    previous: statCountsSchema,
  })
  .meta({ id: 'AdminStatBucket' });
export type StatBucket = z.infer<typeof statBucketSchema>;

export const adminStatsSchema = z
  .object({
    days: z.number().int(),
    // What one bar covers: a day in the 7- and 30-day periods, a week in the longer ones.
    unit: z.enum(['day', 'week']),
    current: statPeriodSchema,
    previous: statPeriodSchema,
    // Oldest first.
    buckets: z.array(statBucketSchema),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;
