import { z } from 'zod';
import { SESSION_DURATIONS, SESSION_STATUSES, SESSION_TYPES } from '../domain/mentoring';
import { idParam, isoTime } from './common';
import { timeZoneSchema } from './time-zone';
import { plainLine, plainText } from './plain-text';

// Mentoring sessions: booking and paying, the session's page for its two people,
// attendance, cancelling and rescheduling, and reviews.

const durationSchema = z.union(SESSION_DURATIONS.map((minutes) => z.literal(minutes)));

export const bookingRequestSchema = z.object({
  // The mentor's user id or slug.
  mentor: plainLine()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'No such mentor'),
  sessionType: z.enum(SESSION_TYPES),
  durationMinutes: durationSchema,
  startsAt: isoTime,
  note: plainText().trim().max(1000, 'The note must be at most 1000 characters').default(''),
  // The student's own zone, for the times in their mail.
  timeZone: timeZoneSchema.default('UTC'),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingAnswerSchema = z.object({ sessionId: z.number().int() });

const personSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  photoUrl: z.string().nullable(),
});

const sessionReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  createdAt: isoTime,
});

export const mentorSessionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['booked', 'quick']),
    status: z.enum(SESSION_STATUSES),
    sessionType: z.enum(SESSION_TYPES),
    durationMinutes: z.number().int(),
    priceCents: z.number().int(),
    startsAt: isoTime,
    endsAt: isoTime,
    note: z.string(),
    // Who is asking: the session's student or its mentor.
    role: z.enum(['student', 'mentor']),
    mentor: personSchema.extend({ slug: z.string().nullable(), timeZone: z.string() }),
    student: personSchema,
    // While awaiting payment: until when the time is held, and the provider's checkout.
    holdUntil: isoTime.nullable(),
    checkoutUrl: z.string().nullable(),
    rescheduled: z.boolean(),
    refundedAt: isoTime.nullable(),
    // What the viewer may do now, by the rules in docs/rules.md.
    canCancel: z.boolean(),
    // Whether cancelling now refunds the student in full.
    cancelRefunds: z.boolean(),
    canReschedule: z.boolean(),
    joinOpensAt: isoTime,
    canJoin: z.boolean(),
    canReview: z.boolean(),
    review: sessionReviewSchema.nullable(),
    // The payment that paid for it, for the student's receipts.
    receipt: z
      .object({ paymentId: z.string(), paidAt: isoTime, amountCents: z.number().int(), refundedCents: z.number().int() })
      .nullable(),
  })
  .meta({ id: 'MentorSession' });
export type MentorSessionDto = z.infer<typeof mentorSessionSchema>;

export const sessionListQuery = z.object({
  role: z.enum(['student', 'mentor']),
  when: z.enum(['upcoming', 'past']).default('upcoming'),
});

export const sessionListSchema = z.object({ sessions: z.array(mentorSessionSchema) });

export const sessionParams = idParam;

export const rescheduleSchema = z.object({ startsAt: isoTime });

export const joinAnswerSchema = z.object({ roomPath: z.string() });

export const reviewRequestSchema = z.object({
  rating: z
    .number({ message: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  comment: plainText().trim().max(2000, 'The review must be at most 2000 characters').default(''),
});

export const replyRequestSchema = z.object({
  reply: plainText().trim().min(1, 'Write a reply').max(2000, 'The reply must be at most 2000 characters'),
});
