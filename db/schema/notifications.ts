import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { MAIL_CHANNELS, NOTIFICATION_KINDS, type NotificationData } from '../../worker/contract/notification-kinds';
import { users } from './accounts';
import { challenges } from './challenges';
import { createdAt } from './columns';

// What happened to a member, for the bell and /notifications. `key` makes each one once per
// member (`result:{entry}`, `like:{entry}:{liker}`): whatever creates it inserts and ignores a
// conflict, so a job that runs twice, or a like taken back and given again, adds nothing.
// Notifications about one thing share a `groupKey` (`like:{entry}`) and show as one line.
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    key: text('key').notNull(),
    groupKey: text('group_key').notNull(),
    // Who did it (the liker, the commenter), when someone did.
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // What the line says besides the actor: the entry's title, its place and score.
    data: text('data', { mode: 'json' }).$type<NotificationData>().notNull(),
    // Where the line leads, a path on this site.
    link: text('link').notNull(),
    seenAt: integer('seen_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.key),
    index('notifications_user_group_idx').on(t.userId, t.groupKey, t.id),
    index('notifications_unseen_idx').on(t.userId, t.seenAt, t.groupKey),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

// The bell's lines, one per member and group: its latest notification, how many it holds and
// how many of them are unseen. Written only by triggers on `notifications` (migration 0020), in
// the statement that inserts, marks seen or deletes, whichever code path that is: so the bell
// reads a page of lines and its badge from an index instead of grouping every notification a
// member ever had, and the two never disagree.
export const notificationLines = sqliteTable(
  'notification_lines',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    latestId: integer('latest_id').notNull(),
    count: integer('count').notNull(),
    unseen: integer('unseen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.groupKey] }),
    index('notification_lines_latest_idx').on(t.userId, t.latestId),
    index('notification_lines_unseen_idx').on(t.userId).where(sql`${t.unseen} > 0`),
  ],
);

// Members with an inbox socket open (any tab, any device), kept by their inbox Durable
// Object: a row on the first socket, gone with the last. Work that tells many members at once
// (a challenge's results, the cron's reminders) pushes to these only, not to an inbox per member.
export const inboxPresence = sqliteTable('inbox_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  connectedAt: integer('connected_at', { mode: 'timestamp_ms' }).notNull(),
});

// Members who asked to hear before a challenge's entries close ('Remind me', or opening its
// submit page): once per member and challenge, however often they ask.
export const challengeReminders = sqliteTable(
  'challenge_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId] })],
);

// A member's choice of mail for one kind (services/notifications/mail-settings.ts); a kind
// without a row goes by its default (contract/notification-kinds.ts).
export const notificationSettings = sqliteTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text('channel', { enum: MAIL_CHANNELS }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

// What the mail pass decided for each notification, in id order (services/notifications/
// notice-mail.ts): no mail ('bell', or a kind mailed by its own job), one mail at once, or a
// place in the next digest; `sentAt` once its mail is queued or it was seen first. The row is
// the claim: a notification is mailed when this statement marks it, never twice.
export const notificationMail = sqliteTable(
  'notification_mail',
  {
    notificationId: integer('notification_id')
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MAIL_CHANNELS }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('notification_mail_due_idx')
      .on(t.channel, t.userId, t.notificationId)
      .where(sql`${t.sentAt} IS NULL AND ${t.channel} <> 'bell'`),
  ],
);
