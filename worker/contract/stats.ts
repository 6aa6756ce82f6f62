import { z } from 'zod';

// The photographer dashboard's periods: the last 30, 90 or 365 New York days, today included.
export const statsQuery = z.object({
  days: z.enum(['30', '90', '365']).default('30'),
});
export type StatsDays = z.infer<typeof statsQuery>['days'];

// The period a dashboard address asks for (`?days=90`), 30 days when it names none we know.
export const statsDaysOf = (value: string | null): StatsDays =>
  statsQuery.shape.days.unwrap().options.find((days) => days === value) ?? '30';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// What happened to a photo, or to all of them, in a period (or on one day).
export const statsCountsSchema = z
  .object({
    views: z.number().int(),
    likes: z.number().int(),
    votes: z.number().int(),
    prints: z.number().int(),
    placements: z.number().int(),
  })
  .meta({ id: 'StatsCounts' });
export type StatsCounts = z.infer<typeof statsCountsSchema>;

// One New York day with something on it; days with nothing are left out.
export const statsDaySchema = statsCountsSchema.extend({ day }).meta({ id: 'StatsDay' });
export type StatsDay = z.infer<typeof statsDaySchema>;

// A photo's place in its challenge, once the results were named (on `day`, New York time).
export const placementSchema = z.object({ rank: z.number().int(), day, challengeTitle: z.string() }).meta({ id: 'Placement' });
export type Placement = z.infer<typeof placementSchema>;

export const photoStatsSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    altText: z.string(),
    thumbnailUrl: z.string(),
    challengeTitle: z.string(),
    createdAt: z.iso.datetime(),
    totals: statsCountsSchema,
    daily: z.array(statsDaySchema),
    placement: placementSchema.nullable(),
  })
  .meta({ id: 'PhotoStats' });
export type PhotoStats = z.infer<typeof photoStatsSchema>;

// The signed-in member's photos (their latest entries, newest first) over the period, from
// `from` to `to` inclusive; `totals` and `daily` add up every photo listed.
export const photographerStatsSchema = z
  .object({
    days: z.number().int(),
    from: day,
    to: day,
    totals: statsCountsSchema,
    daily: z.array(statsDaySchema),
    photos: z.array(photoStatsSchema),
  })
  .meta({ id: 'PhotographerStats' });
export type PhotographerStats = z.infer<typeof photographerStatsSchema>;
