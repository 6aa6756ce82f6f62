import { type SQL, and, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { challenges, comments, submissions } from '../../../db/schema';
import type { NotificationKind } from '../../contract/notification-kinds';
import type { Db } from '../../env';
import { notify } from './notify';

// Notifications about entries, to the people who made them, selected from the entries: a
// results run names thousands of entries in one statement, and a like writes one without
// reading the entry first. `key` and `group` are SQL over the entry, so each row gets its
// own. Nobody hears about what they did to their own photo.
export function notifyAboutEntries(
  db: Db,
  spec: {
    kind: NotificationKind;
    key: SQL;
    group: SQL;
    where: SQL;
    actorId?: number;
    data?: SQL;
    // Where the line leads: the entry's page unless given.
    link?: SQL;
    now: Date;
  },
) {
  const type = sql`CASE WHEN ${challenges.creatorId} IS NULL THEN 'standard' ELSE 'user' END`;
  const rows = db
    .select({
      id: sql`NULL`.as('id'),
      userId: submissions.userId,
      kind: sql`${spec.kind}`.as('kind'),
      key: spec.key.as('key'),
      groupKey: spec.group.as('group_key'),
      actorId: sql`${spec.actorId ?? null}`.as('actor_id'),
      data: (spec.data ?? sql`json_object('title', ${submissions.title})`).as('data'),
      link: (spec.link ?? sql`'/photo/' || ${submissions.id} || '?type=' || ${type}`).as('link'),
      seenAt: sql`NULL`.as('seen_at'),
      createdAt: sql`${spec.now.getTime()}`.as('created_at'),
    })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(spec.actorId === undefined ? spec.where : and(spec.where, ne(submissions.userId, spec.actorId)));
  return notify(db, rows.getSQL());
}

// A like on an entry: its owner hears of it once per liker, however often it is given again.
export const likeNotification = (db: Db, submissionId: number, likerId: number, now: Date) =>
  notifyAboutEntries(db, {
    kind: 'like',
    // The liker's part as text: a bound number would be written as a real ('17.0').
    key: sql`'like:' || ${submissions.id} || ${`:${likerId}`}`,
    group: sql`'like:' || ${submissions.id}`,
    where: eq(submissions.id, submissionId),
    actorId: likerId,
    now,
  });

// A comment on an entry, in the batch that writes it: the commenter's latest comment on it is
// the one just written.
export const commentNotification = (db: Db, submissionId: number, authorId: number, now: Date) =>
  notifyAboutEntries(db, {
    kind: 'comment',
    key: sql`'comment:' || (SELECT max(id) FROM ${comments} WHERE submission_id = ${submissionId} AND user_id = ${authorId})`,
    group: sql`'comment:' || ${submissions.id}`,
    where: eq(submissions.id, submissionId),
    actorId: authorId,
    now,
  });

// A challenge's named results: every placed entry's maker hears its place and score.
export const resultNotifications = (db: Db, challengeId: number, now: Date) =>
  notifyAboutEntries(db, {
    kind: 'result',
    key: sql`'result:' || ${submissions.id}`,
    group: sql`'result:' || ${submissions.id}`,
    where: and(eq(submissions.challengeId, challengeId), sql`${submissions.finalRank} IS NOT NULL`) as SQL,
    data: sql`json_object('title', ${submissions.title}, 'place', ${submissions.finalRank}, 'score', ${submissions.finalScore}, 'challenge', ${challenges.title})`,
    now,
  });

// Community challenges whose entries closed after `since`, with voting still open: each
// entrant hears once per challenge (however many photos they entered) that scoring began.
export const votingOpenNotifications = (db: Db, since: Date, now: Date) =>
  notifyAboutEntries(db, {
    kind: 'voting_open',
    key: sql`'voting_open:' || ${challenges.id}`,
    group: sql`'voting_open:' || ${challenges.id}`,
    where: and(
      isNotNull(challenges.creatorId),
      isNull(challenges.removedAt),
      gt(challenges.endDate, since),
      lte(challenges.endDate, now),
      gt(challenges.votingEndDate, now),
      ne(submissions.status, 'removed'),
    ) as SQL,
    data: sql`json_object('title', ${challenges.title})`,
    link: sql`'/user-challenges/' || ${challenges.id}`,
    now,
  });
