import { z } from 'zod';
import { REGISTRATION_STATUSES } from '../domain/webinars';
import { isoTime } from './common';
import { feedbackSummarySchema } from './webinars';

// A webinar's report for admins (/admin/webinars): who came and for how long, the Q&A and the
// polls as the room kept them, and the feedback.
export const attendeeSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  // Their seat, or null for someone present without one (the host, an admin).
  seat: z.enum(REGISTRATION_STATUSES).nullable(),
  firstJoinedAt: isoTime,
  lastLeftAt: isoTime.nullable(),
  visits: z.number().int(),
  // Time present, overlapping visits counted once, rounded to the minute.
  minutes: z.number().int(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const reportQuestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  text: z.string(),
  askedAt: isoTime,
  votes: z.number().int(),
  answered: z.boolean(),
  pinned: z.boolean(),
});
export type ReportQuestion = z.infer<typeof reportQuestionSchema>;

export const reportPollSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.object({ text: z.string(), votes: z.number().int() })),
  open: z.boolean(),
});
export type ReportPoll = z.infer<typeof reportPollSchema>;

export const webinarReportSchema = z.object({
  attendance: z.object({
    // Seats held now (registered).
    registered: z.number().int(),
    // Registrants who joined the live session at least once.
    attendedOfRegistered: z.number().int(),
    // The most people in the session at one moment.
    peak: z.number().int(),
    averageMinutes: z.number().nullable(),
    attendees: z.array(attendeeSchema),
  }),
  questions: z.array(reportQuestionSchema),
  polls: z.array(reportPollSchema),
  feedback: feedbackSummarySchema,
});
export type WebinarReport = z.infer<typeof webinarReportSchema>;
