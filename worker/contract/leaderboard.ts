import { z } from 'zod';

export const leaderboardEntrySchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    profile_image_url: z.string().nullable(),
    challenges_won: z.number().int(),
    total_submissions: z.number().int(),
    total_score: z.number(),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

// A member's totals from the same table, for their profile.
export const profileStatsSchema = z
  .object({ photos: z.number().int(), wins: z.number().int(), points: z.number().int() })
  .meta({ id: 'ProfileStats' });
export type ProfileStats = z.infer<typeof profileStatsSchema>;
