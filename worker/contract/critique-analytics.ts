import { z } from 'zod';
import { CRITIQUE_ASPECTS } from '../domain/critiques';
import { isoTime } from './common';

// /admin/critique-analytics: how photo critique is going over the last 7, 30, 90 or 365 days
// (the period ends now), beside the period of the same length before it.

export const critiqueAnalyticsQuery = z.object({
  days: z.enum(['7', '30', '90', '365']).default('30'),
});
export type CritiqueAnalyticsDays = z.infer<typeof critiqueAnalyticsQuery>['days'];

const count = z.number().int().nonnegative();

// One period's totals. Requests are those created in the period (not removed); their first
// critique may have come after the period ended, up to now.
export const critiquePeriodSchema = z
  .object({
    from: isoTime,
    to: isoTime,
    requests: count,
    // Requests that have a critique (not removed), and those still waiting for one.
    answered: count,
    unanswered: count,
    // The middle wait from a request to its first critique, over the answered ones.
    medianFirstCritiqueMs: z.number().int().nonnegative().nullable(),
    // Requests at least 48 hours old by now, and how many of them had a critique within 48 hours.
    due48h: count,
    within48h: count,
    // Critiques written in the period (not removed, on a request not removed), and the
    // requesters' helpfulness ratings of them so far.
    critiques: count,
    rated: count,
    averageHelpfulness: z.number().nullable(),
    coachReports: count,
  })
  .meta({ id: 'CritiquePeriod' });
export type CritiquePeriod = z.infer<typeof critiquePeriodSchema>;

// Seven days counted back from now (the oldest may be shorter, clipped to the period's start):
// `start` excluded, `end` included.
export const critiqueWeekSchema = z
  .object({ start: isoTime, end: isoTime, requests: count, coachReports: count })
  .meta({ id: 'CritiqueWeek' });
export type CritiqueWeek = z.infer<typeof critiqueWeekSchema>;

export const topCriticSchema = z
  .object({
    userId: z.number().int(),
    username: z.string(),
    name: z.string(),
    critiques: count,
    rated: count,
    averageHelpfulness: z.number().nullable(),
    // Of their critiques in the period, those rated helpful enough to earn them a credit.
    earnedCredit: count,
  })
  .meta({ id: 'TopCritic' });
export type TopCritic = z.infer<typeof topCriticSchema>;

// The critics' own 1–5 ratings of one aspect of the photos, over the period's critiques.
export const aspectRatingSchema = z
  .object({ aspect: z.enum(CRITIQUE_ASPECTS), ratings: count, average: z.number().nullable() })
  .meta({ id: 'AspectRating' });
export type AspectRating = z.infer<typeof aspectRatingSchema>;

export const critiqueAnalyticsSchema = z
  .object({
    days: z.number().int(),
    current: critiquePeriodSchema,
    previous: critiquePeriodSchema,
    // Oldest first.
    weeks: z.array(critiqueWeekSchema),
    // How many of the period's critiques were rated 1, 2 … 5 (always five entries).
    helpfulness: z.array(z.object({ rating: z.number().int().min(1).max(5), count })),
    // The ten who wrote most in the period.
    topCritics: z.array(topCriticSchema),
    // Every aspect, in the form's order.
    aspects: z.array(aspectRatingSchema),
  })
  .meta({ id: 'CritiqueAnalytics' });
export type CritiqueAnalytics = z.infer<typeof critiqueAnalyticsSchema>;
