import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { CameraExif } from '../../worker/domain/camera-exif';
import { users } from './accounts';
import { createdAt } from './columns';
import { critiques } from './critiques';
import { messages } from './messages';

// Daily and admin-made challenges (community challenges live apart). Times are UTC
// instants; a daily challenge also records its New York calendar date, unique per
// category, which keeps the cron from ever creating a day twice.
export const challenges = sqliteTable(
  'challenges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    startDate: integer('start_date', { mode: 'timestamp_ms' }).notNull(),
    endDate: integer('end_date', { mode: 'timestamp_ms' }).notNull(),
    votingStartDate: integer('voting_start_date', { mode: 'timestamp_ms' }).notNull(),
    votingEndDate: integer('voting_end_date', { mode: 'timestamp_ms' }),
    thumbnailImage: text('thumbnail_image'),
    coverImage: text('cover_image'),
    coverImageCredit: text('cover_image_credit'),
    imageTransform: text('image_transform', { mode: 'json' }).$type<{ scale: number; x: number; y: number }>(),
    submissionLimit: integer('submission_limit'),
    dailyDate: text('daily_date'),
    evergreenThemeId: integer('evergreen_theme_id'),
    // Community challenges: made by a member, listed or not, open to all or by invitation.
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    privacyType: text('privacy_type', { enum: ['public', 'unlisted', 'invite'] })
      .notNull()
      .default('public'),
    inviteCode: text('invite_code'),
    // Unlisted and invite-only challenges are reached only through this unguessable key
    // (their address is /user-challenges/{key}); public ones have none.
    key: text('key'),
    resultsAt: integer('results_at', { mode: 'timestamp_ms' }),
    // An admin's 'remove challenge': hidden everywhere, every row kept.
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    // A community challenge an admin hid from the lists (its page and entries stay), or chose
    // for the home page while the daily challenges are off (the latest featured shows).
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
    featuredAt: integer('featured_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('challenges_start_idx').on(t.startDate),
    index('challenges_end_idx').on(t.endDate),
    index('challenges_voting_end_idx').on(t.votingEndDate),
    index('challenges_results_idx').on(t.resultsAt),
    index('challenges_creator_idx').on(t.creatorId, t.privacyType, t.startDate),
    index('challenges_category_start_idx').on(t.category, t.startDate),
    uniqueIndex('challenges_daily_unique').on(t.category, t.dailyDate),
    uniqueIndex('challenges_key_unique').on(t.key),
    // The home page's featured community challenge: a lookup among the few ever featured.
    index('challenges_featured_idx').on(t.featuredAt).where(sql`${t.featuredAt} IS NOT NULL`),
  ],
);

// Themes the cron draws tomorrow's daily challenge from when none is planned.
export const evergreenThemes = sqliteTable(
  'evergreen_themes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    coverImage: text('cover_image'),
    coverImageCredit: text('cover_image_credit'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('evergreen_category_idx').on(t.category, t.active, t.lastUsedAt)],
);

export const submissions = sqliteTable(
  'submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    altText: text('alt_text').notNull().default(''),
    filename: text('filename').notNull(),
    imageUrl: text('image_url').notNull(),
    width: integer('width'),
    height: integer('height'),
    camera: text('camera', { mode: 'json' }).$type<CameraExif>(),
    status: text('status', { enum: ['active', 'removed'] })
      .notNull()
      .default('active'),
    // Written by the cron when voting closes; null while voting runs or when unranked.
    finalRank: integer('final_rank'),
    finalScore: real('final_score'),
    votesCounted: integer('votes_counted'),
    // Hex SHA-256 of the bytes the member uploaded, before cleaning (the stored file has its
    // metadata stripped, so its own hash differs): an original brought to /recover-photos proves
    // itself by it. Never shown.
    originalSha256: text('original_sha256'),
    createdAt: createdAt(),
  },
  (t) => [
    index('submissions_original_idx').on(t.originalSha256),
    // A stored file's entry: the integrity report and the recovery pages find it by its name.
    index('submissions_filename_idx').on(t.filename),
    index('submissions_challenge_idx').on(t.challengeId, t.status, t.createdAt),
    index('submissions_user_idx').on(t.userId, t.challengeId),
    index('submissions_rank_idx').on(t.finalRank, t.createdAt),
    // With the author: /admin/stats counts the members who entered in a stretch of time from
    // the index alone.
    index('submissions_created_idx').on(t.createdAt, t.userId),
  ],
);

// One score per voter per entry: the primary key makes a repeated vote an update.
export const votes = sqliteTable(
  'votes',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id').notNull(),
    score: integer('score').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.voterId] }),
    index('votes_challenge_voter_idx').on(t.challengeId, t.voterId),
    // /admin/stats: the votes and the voters of a stretch of time, read from the index alone.
    index('votes_updated_idx').on(t.updatedAt, t.voterId),
  ],
);

export const likes = sqliteTable(
  'likes',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.userId] })],
);

export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    // Set when an admin removes the photo the comment is on: kept, never shown.
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('comments_submission_idx').on(t.submissionId, t.createdAt),
    // /admin/stats: the comments and their writers of a stretch of time, read from the index alone.
    index('comments_created_idx').on(t.createdAt, t.userId),
    // A member's comments (their admin page's count, their export, the purge).
    index('comments_user_idx').on(t.userId),
  ],
);

// A member's report of an entry, of a message sent to them or of a critique (`target_type`
// says which id is set).
export const reports = sqliteTable(
  'reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    targetType: text('target_type', { enum: ['entry', 'message', 'critique', 'challenge'] })
      .notNull()
      .default('entry'),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references((): AnySQLiteColumn => messages.id, { onDelete: 'cascade' }),
    critiqueId: integer('critique_id').references((): AnySQLiteColumn => critiques.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id').references((): AnySQLiteColumn => challenges.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'removed', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('reports_message_idx').on(t.messageId, t.reporterId),
    uniqueIndex('reports_critique_idx').on(t.critiqueId, t.reporterId),
    uniqueIndex('reports_challenge_idx').on(t.challengeId, t.reporterId),
  ],
);

// Per-person totals, recomputed from results (never incremented), so naming the same
// winners twice leaves them as they were.
export const leaderboardStats = sqliteTable(
  'leaderboard_stats',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengesWon: integer('challenges_won').notNull().default(0),
    totalSubmissions: integer('total_submissions').notNull().default(0),
    totalScore: integer('total_score').notNull().default(0),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('leaderboard_score_idx').on(t.totalScore, t.challengesWon)],
);

// Views of a photo's page per day (New York days), one upsert per uncached view.
export const photoDailyViews = sqliteTable(
  'photo_daily_views',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.day] })],
);

export type ChallengeRow = typeof challenges.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
