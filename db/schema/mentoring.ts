import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { DateOverride, TimeOff, WeeklyHours } from '../../worker/domain/availability';
import { PROFILE_STATUSES, SESSION_STATUSES, SESSION_TYPES, type SessionOffer } from '../../worker/domain/mentoring';
import { users } from './accounts';
import { createdAt } from './columns';
import { messages } from './messages';

// A member's mentor profile: their application while pending or rejected, their public
// profile once approved. Suspension is apart from the status, so a suspended mentor keeps
// their dashboard, sessions and earnings but is neither listed nor bookable.
// Availability rules are wall-clock times in `time_zone` (domain/availability.ts).
export const mentorProfiles = sqliteTable(
  'mentor_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileStatus: text('profile_status', { enum: PROFILE_STATUSES }).notNull().default('pending'),
    slug: text('slug').unique(),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    specialties: text('specialties', { mode: 'json' }).notNull().$type<string[]>().default([]),
    yearsExperience: integer('years_experience').notNull().default(0),
    portfolioLinks: text('portfolio_links', { mode: 'json' }).notNull().$type<string[]>().default([]),
    hourlyRateCents: integer('hourly_rate_cents').notNull().default(0),
    sessionOffers: text('session_offers', { mode: 'json' }).notNull().$type<SessionOffer[]>().default([]),
    timeZone: text('time_zone').notNull().default('UTC'),
    languages: text('languages', { mode: 'json' }).notNull().$type<string[]>().default([]),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    reviewNote: text('review_note'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
    // On the home page's Featured Mentors, longest-featured first.
    featuredAt: integer('featured_at', { mode: 'timestamp_ms' }),
    weeklyHours: text('weekly_hours', { mode: 'json' }).notNull().$type<WeeklyHours>().default([]),
    dateOverrides: text('date_overrides', { mode: 'json' }).notNull().$type<DateOverride[]>().default([]),
    timeOff: text('time_off', { mode: 'json' }).notNull().$type<TimeOff[]>().default([]),
    bufferMinutes: integer('buffer_minutes').notNull().default(15),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(720),
    bookingWindowDays: integer('booking_window_days').notNull().default(60),
    // The first free start, kept fresh on every change and by the cron, so discovery's
    // 'available in the next 7 days' is an indexed comparison.
    nextAvailableAt: integer('next_available_at', { mode: 'timestamp_ms' }),
    // Recounted from the reviews whenever one is written.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('mentor_profiles_listed_idx').on(t.profileStatus, t.suspendedAt, t.nextAvailableAt),
    index('mentor_profiles_featured_idx').on(t.featuredAt),
  ],
);

// Mentoring sessions, booked from a mentor's free times or accepted from a quick-session
// offer (`kind`); both are paid, refunded and attended the same way. A booking holds its
// time while `status` is pending_payment and `hold_until` is ahead, or once confirmed; the
// hold is read from the clock, never expired by a job, so a lapsed hold frees the time at once.
export const mentorSessions = sqliteTable(
  'mentor_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['booked', 'quick'] })
      .notNull()
      .default('booked'),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionType: text('session_type', { enum: SESSION_TYPES }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    note: text('note').notNull().default(''),
    // The student's zone when they booked: their mail names times in it.
    studentTimeZone: text('student_time_zone').notNull().default('UTC'),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('pending_payment'),
    holdUntil: integer('hold_until', { mode: 'timestamp_ms' }),
    checkoutId: text('checkout_id'),
    paymentId: text('payment_id'),
    rescheduledAt: integer('rescheduled_at', { mode: 'timestamp_ms' }),
    mentorJoinedAt: integer('mentor_joined_at', { mode: 'timestamp_ms' }),
    studentJoinedAt: integer('student_joined_at', { mode: 'timestamp_ms' }),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    // Set in the same statement that ends a paid session in a way the rules refund (or when
    // a payment lands too late to claim its time); the refund is sent after, and retried by
    // the cron until `refunded_at` is written, so none is lost or sent twice.
    refundDue: integer('refund_due', { mode: 'boolean' }).notNull().default(false),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    reminded24hAt: integer('reminded_24h_at', { mode: 'timestamp_ms' }),
    reminded1hAt: integer('reminded_1h_at', { mode: 'timestamp_ms' }),
    // The video room's name: random, so a room cannot be found by counting session ids.
    roomKey: text('room_key')
      .notNull()
      .$defaultFn(() => crypto.randomUUID().replaceAll('-', '')),
    // A quick session's offer (a message): one session per offer, whoever accepts it twice.
    offerMessageId: integer('offer_message_id').references((): AnySQLiteColumn => messages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('mentor_sessions_room_idx').on(t.roomKey),
    uniqueIndex('mentor_sessions_offer_idx').on(t.offerMessageId),
    index('mentor_sessions_mentor_idx').on(t.mentorId, t.startsAt),
    index('mentor_sessions_student_idx').on(t.studentId, t.startsAt),
    index('mentor_sessions_status_idx').on(t.status, t.startsAt),
    uniqueIndex('mentor_sessions_checkout_idx').on(t.checkoutId),
  ],
);

// One review per completed session, by its student; the mentor may answer once.
export const mentorReviews = sqliteTable(
  'mentor_reviews',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => mentorSessions.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('mentor_reviews_mentor_idx').on(t.mentorId, t.createdAt)],
);

// The pictures of mentoring that GET /api/mentorship-images serves, in the admins' order.
export const mentorshipImages = sqliteTable(
  'mentorship_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    imageUrl: text('image_url').notNull(),
    alt: text('alt').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('mentorship_images_position_idx').on(t.position)],
);

export type MentorProfileRow = typeof mentorProfiles.$inferSelect;
export type MentorSessionRow = typeof mentorSessions.$inferSelect;
