import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { submissions } from './challenges';
import { createdAt } from './columns';

// The AI coach's saved reports (docs/rules.md, "AI coach"): what was measured in the member's
// browser, kept for their history. The photo is one of their entries, or a file they dropped,
// of which only a small thumbnail is kept.
export const coachReports = sqliteTable(
  'coach_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    // The dropped file's name, or the entry's title.
    title: text('title').notNull(),
    // A JPEG data URL of at most a few tens of kilobytes.
    thumbnail: text('thumbnail'),
    // The measurements and findings, as the browser's analysis made them.
    report: text('report', { mode: 'json' }).notNull().$type<unknown>(),
    // Written by the vision model when the site has one; labelled as AI-written wherever shown.
    narration: text('narration'),
    altText: text('alt_text'),
    createdAt: createdAt(),
  },
  (t) => [index('coach_reports_user_idx').on(t.userId, t.createdAt), index('coach_reports_created_idx').on(t.createdAt)],
);
