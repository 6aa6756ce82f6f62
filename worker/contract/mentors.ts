import { z } from 'zod';
import { CATEGORIES } from '../domain/categories';
import { MIN_HOURLY_RATE_CENTS, PROFILE_STATUSES, SESSION_DURATIONS, SESSION_TYPES } from '../domain/mentoring';
import { isoTime } from './common';
import { MENTOR_SORT_VALUES } from './mentor-pages';
import { plainLine, plainText } from './plain-text';
import { timeZoneSchema } from './time-zone';

// Mentors: the application and profile (GET /api/mentors/profile/me, spec §7), discovery
// and public profiles, and their free times.

const MAX_HOURLY_RATE_CENTS = 100_000;

const sessionTypeSchema = z.enum(SESSION_TYPES);
const durationSchema = z.union(SESSION_DURATIONS.map((minutes) => z.literal(minutes)));

const offerSchema = z.object({
  type: sessionTypeSchema,
  durations: z
    .array(durationSchema)
    .min(1, 'Pick at least one duration')
    .max(SESSION_DURATIONS.length)
    .refine((durations) => new Set(durations).size === durations.length, 'Each duration once'),
});

// Checked as plain text first: a URL parser drops tabs and line breaks, and encodes the rest.
const portfolioLink = plainLine()
  .max(300, 'Portfolio links must be at most 300 characters')
  .pipe(z.url({ protocol: /^https?$/, message: 'Portfolio links must be web addresses (https://…)' }));

export const mentorApplicationSchema = z
  .object({
    headline: plainLine()
      .trim()
      .min(10, 'Headline must be at least 10 characters')
      .max(120, 'Headline must be at most 120 characters'),
    bio: plainText().trim().min(50, 'Bio must be at least 50 characters').max(2000, 'Bio must be at most 2000 characters'),
    specialties: z
      .array(z.enum(CATEGORIES))
      .min(1, 'Pick at least one specialty')
      .max(5, 'Pick at most five specialties')
      .refine((list) => new Set(list).size === list.length, 'Each specialty once'),
    yearsExperience: z
      .number({ message: 'Years of experience must be a number' })
      .int('Years of experience must be a whole number')
      .min(0, 'Years of experience cannot be negative')
      .max(70, 'Years of experience must be at most 70'),
    portfolioLinks: z.array(portfolioLink).max(5, 'At most five portfolio links'),
    hourlyRateCents: z
      .number({ message: 'Hourly rate must be a number' })
      .int('Hourly rate must be in whole cents')
      .min(MIN_HOURLY_RATE_CENTS, 'Hourly rate must be at least $15')
      .max(MAX_HOURLY_RATE_CENTS, 'Hourly rate must be at most $1,000'),
    sessionOffers: z
      .array(offerSchema)
      .min(1, 'Offer at least one session type')
      .max(SESSION_TYPES.length)
      .refine((offers) => new Set(offers.map((o) => o.type)).size === offers.length, 'Each session type once'),
    timeZone: timeZoneSchema,
    languages: z
      .array(plainLine().trim().min(2, 'Name each language').max(40))
      .min(1, 'Add at least one language')
      .max(10, 'At most ten languages'),
  })
  .meta({ id: 'MentorApplication' });
export type MentorApplication = z.infer<typeof mentorApplicationSchema>;

const offerWithPricesSchema = z.object({
  type: sessionTypeSchema,
  prices: z.array(z.object({ durationMinutes: durationSchema, priceCents: z.number().int() })),
});

// What anyone may see of an approved mentor (the discovery card).
export const mentorCardSchema = z
  .object({
    userId: z.number().int(),
    slug: z.string().nullable(),
    name: z.string(),
    username: z.string(),
    photoUrl: z.string().nullable(),
    headline: z.string(),
    specialties: z.array(z.string()),
    yearsExperience: z.number().int(),
    languages: z.array(z.string()),
    hourlyRateCents: z.number().int(),
    sessionTypes: z.array(sessionTypeSchema),
    // Mean of the reviews, one decimal; null before the first.
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    nextAvailableAt: isoTime.nullable(),
  })
  .meta({ id: 'MentorCard' });
export type MentorCard = z.infer<typeof mentorCardSchema>;

const mentorReviewSchema = z
  .object({
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    reviewer: z.string(),
    createdAt: isoTime,
    reply: z.string().nullable(),
  })
  .meta({ id: 'MentorReview' });

export const mentorDetailSchema = mentorCardSchema
  .extend({
    bio: z.string(),
    portfolioLinks: z.array(z.string()),
    timeZone: z.string(),
    offers: z.array(offerWithPricesSchema),
    reviews: z.array(mentorReviewSchema),
  })
  .meta({ id: 'MentorDetail' });
export type MentorDetail = z.infer<typeof mentorDetailSchema>;

// The applicant's or mentor's own profile, with where their application stands: the
// application's fields as stored, without its input rules (a profile kept from before a rule
// changed still answers).
export const myMentorProfileSchema = z
  .object({
    headline: z.string(),
    bio: z.string(),
    specialties: z.array(z.enum(CATEGORIES)),
    yearsExperience: z.number().int(),
    portfolioLinks: z.array(z.string()),
    hourlyRateCents: z.number().int(),
    sessionOffers: z.array(z.object({ type: sessionTypeSchema, durations: z.array(durationSchema) })),
    timeZone: z.string(),
    languages: z.array(z.string()),
    userId: z.number().int(),
    slug: z.string().nullable(),
    profileStatus: z.enum(PROFILE_STATUSES),
    reviewNote: z.string().nullable(),
    submittedAt: isoTime.nullable(),
    reviewedAt: isoTime.nullable(),
    suspended: z.boolean(),
    photoUrl: z.string().nullable(),
  })
  .meta({ id: 'MyMentorProfile' });
export type MyMentorProfile = z.infer<typeof myMentorProfileSchema>;

const money = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int()
    .min(0)
    .max(MAX_HOURLY_RATE_CENTS)
    .optional();

export const mentorListQuery = z.object({
  q: plainLine().trim().max(100).optional(),
  specialty: z.enum(CATEGORIES).optional(),
  sessionType: sessionTypeSchema.optional(),
  minRateCents: money('Minimum rate'),
  maxRateCents: money('Maximum rate'),
  minRating: z.coerce.number().min(1).max(5).optional(),
  // 'true': someone has a free time in the next 7 days.
  availableSoon: z.enum(['true']).optional(),
  sort: z.enum(MENTOR_SORT_VALUES).default('recommended'),
  limit: z.coerce.number().int().min(1).max(48).default(12),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const mentorListSchema = z.object({ mentors: z.array(mentorCardSchema) }).meta({ id: 'MentorList' });

// A mentor's user id, or their slug.
export const mentorRefParam = z.object({
  ref: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'No such mentor'),
});

export const slotsQuery = z.object({
  durationMinutes: z.coerce.number().pipe(durationSchema),
  from: isoTime,
  days: z.coerce.number().int().min(1).max(31).default(14),
});

export const slotsSchema = z
  .object({
    // The mentor's own zone, for reference; the slots are instants.
    mentorTimeZone: z.string(),
    slots: z.array(isoTime),
  })
  .meta({ id: 'MentorSlots' });
