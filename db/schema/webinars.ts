import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { RECORDING_STATUSES, REGISTRATION_STATUSES } from '../../worker/domain/webinars';
import { users } from './accounts';
import { createdAt } from './columns';

// A webinar: one permanent page that registers, goes live and replays (docs/rules.md,
// "Webinars"). Whether it is upcoming, live or over is read from the clock and the two
// moments the host marks (`started_at`, `ended_at`); only a cancellation is a state of its own.
export const webinars = sqliteTable(
  'webinars',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // An admin, or an approved mentor with a payout account (who earns from paid seats).
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    // 0: free.
    priceCents: integer('price_cents').notNull().default(0),
    // Raised whenever the time changes, so calendars replace the invite they hold.
    sequence: integer('sequence').notNull().default(0),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }),
    endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('webinars_starts_at_idx').on(t.startsAt), index('webinars_host_idx').on(t.hostId, t.startsAt)],
);

// A seat: one row per member and webinar, whatever becomes of it (a cancelled seat comes back
// to life on registering again). `uid` is the calendar invite's UID, stable for the row.
export const webinarRegistrations = sqliteTable(
  'webinar_registrations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
    uid: text('uid').notNull().unique().default(sql`(lower(hex(randomblob(16))))`),
    createdAt: createdAt(),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    // Each time the member gives the seat back or takes it again: with the webinar's sequence,
    // the sequence of the seat's calendar invite (both only ever rise).
    seatChanges: integer('seat_changes').notNull().default(0),
    // The invite sequence last mailed (NULL: never), and whether that mail was an invitation or
    // a cancellation: below the seat's sequence, a mail is due (services/webinars/invites.ts).
    invitedSequence: integer('invited_sequence'),
    lastInvite: text('last_invite', { enum: ['request', 'cancel'] }),
    // A 'held' seat counts against capacity until then: its checkout expires at the same moment.
    holdUntil: integer('hold_until', { mode: 'timestamp_ms' }),
    // The payment that bought the seat (null: a free seat, or not paid yet).
    paymentId: text('payment_id'),
  },
  (t) => [
    uniqueIndex('webinar_registrations_member_idx').on(t.webinarId, t.userId),
    index('webinar_registrations_seats_idx').on(t.webinarId, t.status),
    index('webinar_registrations_user_idx').on(t.userId, t.status),
  ],
);

export const WEBINAR_REFUND_REASONS = ['given_back', 'cancelled', 'late'] as const;

// A seat's payment the rules give back in full: written in the same batch as what makes it due
// (a seat given back, the webinar cancelled, a payment that arrived when no seat was left), one
// row per payment, so none is refunded twice. The refund goes out after the batch and is
// retried by the cron until `refunded_at` is written (services/webinars/refunds.ts).
export const webinarRefunds = sqliteTable(
  'webinar_refunds',
  {
    paymentId: text('payment_id').primaryKey(),
    // No foreign key: a money record outlives the seat it was for.
    registrationId: integer('registration_id').notNull(),
    reason: text('reason', { enum: WEBINAR_REFUND_REASONS }).notNull(),
    createdAt: createdAt(),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('webinar_refunds_due_idx').on(t.refundedAt)],
);

// Attendance: one row per visit to the live session (a page joining and leaving), written by the
// webinar's room (durable/webinar-room.ts); minutes present are the visits' sum.
export const webinarAttendance = sqliteTable(
  'webinar_attendance',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: integer('joined_at', { mode: 'timestamp_ms' }).notNull(),
    // Null while the visit lasts.
    leftAt: integer('left_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('webinar_attendance_idx').on(t.webinarId, t.userId)],
);

// An attendee's word on a webinar, once each (the unique index): the webinar and its host rated
// 1 to 5, and a comment.
export const webinarFeedback = sqliteTable(
  'webinar_feedback',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    webinarRating: integer('webinar_rating').notNull(),
    hostRating: integer('host_rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webinar_feedback_member_idx').on(t.webinarId, t.userId)],
);

// A webinar's recording (one per webinar): recorded by the host's page in takes (a reload
// starts a new take), then joined into one seekable file (`object_key`) once the webinar ends.
export const webinarRecordings = sqliteTable(
  'webinar_recordings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RECORDING_STATUSES }).notNull().default('recording'),
    objectKey: text('object_key'),
    bytes: integer('bytes'),
    durationMs: integer('duration_ms'),
    // Shown on the webinar's page (to registrants, or to everyone once public).
    published: integer('published', { mode: 'boolean' }).notNull().default(true),
    isPublic: integer('is_public', { mode: 'boolean' }).notNull().default(false),
    // The cron deletes the file after this (null: kept).
    keepUntil: integer('keep_until', { mode: 'timestamp_ms' }),
    // While processing: who holds the job, until when (a crashed run's lease lapses).
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    failure: text('failure'),
    createdAt: createdAt(),
    readyAt: integer('ready_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('webinar_recordings_webinar_idx').on(t.webinarId), index('webinar_recordings_status_idx').on(t.status)],
);

// One take: an R2 multipart upload of what one page's MediaRecorder wrote, in equal parts.
export const webinarRecordingTakes = sqliteTable(
  'webinar_recording_takes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recordingId: integer('recording_id')
      .notNull()
      .references(() => webinarRecordings.id, { onDelete: 'cascade' }),
    objectKey: text('object_key').notNull(),
    uploadId: text('upload_id').notNull(),
    // Set when the page sent its last part; a take left without it ends at its last part.
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
    // Set once its parts are joined into an object at R2.
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('webinar_recording_takes_recording_idx').on(t.recordingId)],
);

export const webinarRecordingParts = sqliteTable(
  'webinar_recording_parts',
  {
    takeId: integer('take_id')
      .notNull()
      .references(() => webinarRecordingTakes.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.takeId, t.partNumber] })],
);
