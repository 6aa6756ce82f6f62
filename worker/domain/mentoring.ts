// With its extension: the demo seed runs this module under Node, which resolves no other way.
import { mulDivRound } from './money.ts';

// Mentoring's constants and price rule, shared by the Worker, the seed and the pages.
// Plain constants, no zod: islands import them without the validator.

export const SESSION_TYPES = ['one_on_one', 'portfolio_review', 'technical_help'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  one_on_one: 'One-on-one',
  portfolio_review: 'Portfolio review',
  technical_help: 'Technical help',
};

// Spec §5 and §9: durations and the minimum hourly rate.
export const SESSION_DURATIONS = [15, 30, 45, 60] as const;
export type SessionDuration = (typeof SESSION_DURATIONS)[number];
export const MIN_HOURLY_RATE_CENTS = 1500;

// The session types a mentor offers, each with the durations they take.
export type SessionOffer = { type: SessionType; durations: SessionDuration[] };

export const PROFILE_STATUSES = ['pending', 'approved', 'rejected'] as const;

// A session costs the hourly rate × minutes / 60, rounded half up to the cent.
export const sessionPriceCents = (hourlyRateCents: number, minutes: number) => mulDivRound(hourlyRateCents, minutes, 60);

// Up to two capitals for a face without a photo: 'Maya Chen' → 'MC'.
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

// A mentor's address: their slug when they have one, else their user id.
export const mentorPath = (mentor: { userId: number; slug: string | null }) => `/mentors/${mentor.slug ?? mentor.userId}`;

// Slugs are lower-case words joined by hyphens ('maya-chen'); a user id is all digits, so
// the two never collide.
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return /^\d*$/.test(slug) ? `mentor-${slug || 'profile'}` : slug;
}

// A session's life: paid for, then held, met and closed (docs/rules.md "Mentoring").
export const SESSION_STATUSES = [
  'pending_payment',
  'confirmed',
  'completed',
  'cancelled_by_student',
  'cancelled_by_mentor',
  'no_show_student',
  'no_show_mentor',
  'expired',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
