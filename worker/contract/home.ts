import { z } from 'zod';
import { challengeSchema } from './challenges';
import { DAILY_CATEGORIES } from '../domain/categories';
import { leaderboardEntrySchema } from './leaderboard';
import { mentorCardSchema } from './mentors';
import { carouselImageSchema } from './site-images';
import { submissionSchema } from './submissions';

// One day's daily challenges, by category; null where that day has none.
const dailySetSchema = z.record(z.enum(DAILY_CATEGORIES), challengeSchema.nullable());

// Everything the home page shows, read at the edge and written into the page
// (services/home.ts; its scripts read it from the edge state).
export const homeDataSchema = z.object({
  activeChallenges: z.array(challengeSchema),
  todaysDaily: dailySetSchema,
  yesterdaysDaily: dailySetSchema,
  topPhotographers: z.array(leaderboardEntrySchema),
  winners: z.array(submissionSchema),
  featured: z.array(submissionSchema),
  carousel: z.array(carouselImageSchema),
  // Featured Mentors: the approved mentors admins feature, longest-featured first.
  mentors: z.array(mentorCardSchema),
  // The community challenge admins featured last, shown while the challenges flag is off
  // (null with it on, or when none is featured).
  featuredChallenge: challengeSchema.nullable(),
});
export type HomeData = z.infer<typeof homeDataSchema>;
