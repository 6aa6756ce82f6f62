import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { CameraExif } from '../../worker/domain/camera-exif';
import {
  type AspectNote,
  CREDIT_REASONS,
  type CritiqueAspect,
  type CritiquePin,
  REQUEST_STATUSES,
} from '../../worker/domain/critiques';
import { users } from './accounts';
import { submissions } from './challenges';
import { createdAt } from './columns';

// Photo critique (docs/rules.md, "Photo critique"): a member asks about one photo, others
// critique it, the member rates how helpful each critique was.

// One photo put up for critique: one of the member's entries, or a file uploaded for it
// (`filename` set: the request owns that file). A revision the member uploads in reply is
// the request's too.
export const critiqueRequests = sqliteTable(
  'critique_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    imageUrl: text('image_url').notNull(),
    filename: text('filename'),
    width: integer('width'),
    height: integer('height'),
    camera: text('camera', { mode: 'json' }).$type<CameraExif>(),
    title: text('title').notNull(),
    // What the member was going for, and what they want to hear about.
    intent: text('intent').notNull(),
    questions: text('questions').notNull().default(''),
    aspects: text('aspects', { mode: 'json' }).notNull().$type<CritiqueAspect[]>(),
    // Public requests (and their critiques) can be read by visitors; the rest by members only.
    isPublic: integer('is_public', { mode: 'boolean' }).notNull().default(true),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('open'),
    // Kept by the same statement that adds or removes a critique: the queue orders by it.
    critiqueCount: integer('critique_count').notNull().default(0),
    revisionUrl: text('revision_url'),
    revisionFilename: text('revision_filename'),
    revisionWidth: integer('revision_width'),
    revisionHeight: integer('revision_height'),
    revisedAt: integer('revised_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    // The queue: open requests, fewest critiques and longest waiting first.
    index('critique_requests_queue_idx').on(t.status, t.critiqueCount, t.createdAt),
    index('critique_requests_user_idx').on(t.userId, t.createdAt),
    index('critique_requests_created_idx').on(t.createdAt),
  ],
);

// One member's critique of one request, at most one each (the unique index refuses a second).
export const critiques = sqliteTable(
  'critiques',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    requestId: integer('request_id')
      .notNull()
      .references(() => critiqueRequests.id, { onDelete: 'cascade' }),
    criticId: integer('critic_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notes: text('notes', { mode: 'json' }).notNull().$type<AspectNote[]>(),
    pins: text('pins', { mode: 'json' }).notNull().$type<CritiquePin[]>(),
    // The characters written, as the substance rule counted them.
    length: integer('length').notNull(),
    // Written by an approved mentor at the time (the mark stays if they stop mentoring).
    byMentor: integer('by_mentor', { mode: 'boolean' }).notNull().default(false),
    // The requester's rating of how helpful it was, given once (1–5).
    helpfulness: integer('helpfulness'),
    ratedAt: integer('rated_at', { mode: 'timestamp_ms' }),
    thankedAt: integer('thanked_at', { mode: 'timestamp_ms' }),
    // An admin's removal: hidden everywhere, the row kept.
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('critiques_once_idx').on(t.requestId, t.criticId),
    index('critiques_critic_idx').on(t.criticId, t.createdAt),
    index('critiques_created_idx').on(t.createdAt),
  ],
);

// The credit ledger: every change of a member's balance is a row, and the balance is their
// sum. Each grant or charge has one reason and one thing it is for, and a unique index per
// reason makes a repeated grant or charge write nothing.
export const critiqueCredits = sqliteTable(
  'critique_credits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    requestId: integer('request_id').references(() => critiqueRequests.id, { onDelete: 'set null' }),
    critiqueId: integer('critique_id').references(() => critiques.id, { onDelete: 'set null' }),
    // A monthly grant's month ('2026-11').
    period: text('period'),
    createdAt: createdAt(),
  },
  (t) => [
    index('critique_credits_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('critique_credits_welcome_idx').on(t.userId).where(sql`reason = 'welcome'`),
    uniqueIndex('critique_credits_monthly_idx').on(t.userId, t.period).where(sql`reason = 'monthly'`),
    uniqueIndex('critique_credits_ask_idx').on(t.requestId).where(sql`reason = 'ask'`),
    uniqueIndex('critique_credits_earned_idx').on(t.critiqueId).where(sql`reason = 'earned'`),
    uniqueIndex('critique_credits_clawback_idx').on(t.critiqueId).where(sql`reason = 'clawback'`),
  ],
);
