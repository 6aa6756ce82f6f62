import { and, eq, isNull, sql } from 'drizzle-orm';
import { challenges, comments, critiqueRequests, reports, submissions } from '../../../db/schema';
import type { Db } from '../../env';
import { type AuditRecord, auditIfChanged, auditInsert } from '../audit-log';
import { ApiError } from '../../errors';
import { removeMessage } from '../messages/reports';
import { removeCritique } from '../critiques/moderation';
import type { ReportResolution } from '../../contract/admin';
import { quarantinePhoto } from '../images/store-photo';
import { recomputeStatsStatement } from './leaderboard';
import { computeResults, resultWrites } from './results';
import { challengeStatus } from '../../domain/status';
import { excerpt } from '../../domain/notification-text';
import { moderationNotice } from '../notifications/about-moderation';
import { noticeRows, notify } from '../notifications/notify';

// What an admin can do to members' work. Nothing here deletes a photo's row, its votes
// or its comments: removal hides, and only an empty challenge can be deleted.

export type ChallengeKind = 'official' | 'community';

// One statement decides: a challenge someone has entered is never deleted, even by an
// entry arriving the moment the admin clicks.
export async function deleteEmptyChallenge(
  db: Db,
  id: number,
  kind: ChallengeKind,
  audit: AuditRecord,
  now: Date,
): Promise<void> {
  const current = await db.query.challenges.findFirst({ where: eq(challenges.id, id) });
  if (!current || (current.creatorId !== null) !== (kind === 'community')) throw new ApiError('NOT_FOUND', 'Challenge not found');
  if (kind === 'official' && challengeStatus(current, now) !== 'upcoming') {
    throw new ApiError('CONFLICT', 'Only upcoming challenges can be deleted');
  }
  const [deleted] = await db.batch([
    db
      .delete(challenges)
      .where(and(eq(challenges.id, id), sql`NOT EXISTS (SELECT 1 FROM ${submissions} WHERE ${submissions.challengeId} = ${id})`))
      .returning({ id: challenges.id }),
    auditIfChanged(db, audit),
  ]);
  if (deleted.length === 0) {
    throw new ApiError(
      'CONFLICT',
      'This challenge has entries, so it cannot be deleted. Remove it instead: that hides it and keeps them.',
    );
  }
}

// Hides a challenge everywhere; its entries, votes and comments stay as they were. Its
// entrants' totals lose it in the same write (the leaderboard counts no removed challenge),
// and a community challenge's creator is told why, once, by the write that hid it.
export async function removeChallenge(db: Db, id: number, audit: AuditRecord, now: Date, reason?: string): Promise<void> {
  const exists = await db.query.challenges.findFirst({
    where: eq(challenges.id, id),
    columns: { id: true, title: true, creatorId: true },
  });
  if (!exists) throw new ApiError('NOT_FOUND', 'Challenge not found');
  const creator = exists.creatorId;
  const told =
    creator === null
      ? []
      : [
          notify(
            db,
            noticeRows(
              [
                moderationNotice(
                  { ownerId: creator, what: 'challenge', id, title: exists.title, link: '/rules' },
                  'removed',
                  reason,
                  now,
                ),
              ],
              now,
              sql`changes() = 1`,
            ),
          ),
        ];
  const entrants = await db
    .selectDistinct({ userId: submissions.userId })
    .from(submissions)
    .where(eq(submissions.challengeId, id));
  await db.batch([
    db
      .update(challenges)
      .set({ removedAt: now })
      .where(and(eq(challenges.id, id), isNull(challenges.removedAt))),
    // Logged only when it hid the challenge, so the notice after it (changes() = 1) still
    // follows the removal.
    auditIfChanged(db, audit),
    ...told,
    recomputeStatsStatement(
      db,
      entrants.map((e) => e.userId),
      now,
    ),
    // Members' reports of it are answered by its removal.
    db
      .update(reports)
      .set({ status: 'removed', resolvedBy: audit.admin.id, resolvedAt: now })
      .where(and(eq(reports.challengeId, id), eq(reports.status, 'open'))),
  ]);
}

// An admin's 'remove': in one atomic write the entry is hidden, its comments hidden, its
// open reports closed, the critique requests of it removed and — when its challenge has
// results — those results named again without it, with the leaderboard; then its original
// and every variant move to quarantine, so nothing (not /api/optimized either) can serve the
// photo again, while an admin can still restore it for 30 days. Its maker is told why.
export async function removeEntry(
  env: Pick<Env, 'PHOTOS'>,
  db: Db,
  submissionId: number,
  audit: AuditRecord,
  now: Date,
  reason?: string,
): Promise<void> {
  const entry = await db.query.submissions.findFirst({ where: eq(submissions.id, submissionId) });
  if (!entry) throw new ApiError('NOT_FOUND', 'Photo not found');
  const challenge = await db.query.challenges.findFirst({ where: eq(challenges.id, entry.challengeId) });
  const rerun = challenge?.resultsAt
    ? resultWrites(db, challenge.id, await computeResults(db, challenge.id, { excludeSubmissionIds: [entry.id] }), now, {
        namesResults: false,
      })
    : [];
  await db.batch([
    db
      .update(submissions)
      .set({ status: 'removed', finalRank: null, finalScore: null, votesCounted: null })
      .where(eq(submissions.id, entry.id)),
    db
      .update(comments)
      .set({ hiddenAt: now })
      .where(and(eq(comments.submissionId, entry.id), isNull(comments.hiddenAt))),
    db
      .update(reports)
      .set({ status: 'removed', resolvedBy: audit.admin.id, resolvedAt: now })
      .where(and(eq(reports.submissionId, entry.id), eq(reports.status, 'open'))),
    db.update(critiqueRequests).set({ status: 'removed' }).where(eq(critiqueRequests.submissionId, entry.id)),
    ...rerun,
    // The author's totals lose the entry even when they have no other entry left.
    recomputeStatsStatement(db, [entry.userId], now),
    notify(
      db,
      noticeRows(
        [
          moderationNotice(
            { ownerId: entry.userId, what: 'photo', id: entry.id, title: entry.title, link: '/rules' },
            'removed',
            reason,
            now,
          ),
        ],
        now,
      ),
    ),
    auditInsert(db, audit),
  ]);
  await quarantinePhoto(
    env,
    db,
    entry.filename,
    'photo',
    { userId: entry.userId, subjectType: 'submission', subjectId: entry.id },
    { reason: reason ? `Removed by a moderator: ${reason}` : 'Removed by a moderator', byUserId: audit.admin.id, now },
  );
}

// An admin deletes anyone's comment; its author is told why, by the write that deleted it.
export async function removeComment(db: Db, commentId: number, audit: AuditRecord, now: Date, reason?: string): Promise<void> {
  const [found] = await db
    .select({
      userId: comments.userId,
      body: comments.body,
      submissionId: comments.submissionId,
      creatorId: challenges.creatorId,
    })
    .from(comments)
    .innerJoin(submissions, eq(submissions.id, comments.submissionId))
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(eq(comments.id, commentId));
  if (!found) throw new ApiError('NOT_FOUND', 'Comment not found');
  const link = `/photo/${found.submissionId}?type=${found.creatorId === null ? 'standard' : 'user'}`;
  const notice = moderationNotice(
    { ownerId: found.userId, what: 'comment', id: commentId, title: excerpt(found.body), link },
    'removed',
    reason,
    now,
  );
  await db.batch([
    db.delete(comments).where(eq(comments.id, commentId)),
    auditIfChanged(db, audit),
    notify(db, noticeRows([notice], now, sql`changes() = 1`)),
  ]);
}

export async function resolveReport(
  env: Pick<Env, 'PHOTOS'>,
  db: Db,
  id: number,
  audit: AuditRecord,
  resolution: ReportResolution,
  now: Date,
  reason?: string,
): Promise<void> {
  const report = await db.query.reports.findFirst({ where: and(eq(reports.id, id), eq(reports.status, 'open')) });
  if (!report) throw new ApiError('NOT_FOUND', 'Open report not found');
  if (resolution === 'remove' && report.messageId !== null) return removeMessage(db, report.messageId, audit, now, reason);
  if (resolution === 'remove' && report.critiqueId !== null) return removeCritique(db, report.critiqueId, audit, now, reason);
  if (resolution === 'remove' && report.challengeId !== null) return removeChallenge(db, report.challengeId, audit, now, reason);
  if (resolution === 'remove' && report.submissionId !== null) {
    return removeEntry(env, db, report.submissionId, audit, now, reason);
  }
  await db.batch([
    db
      .update(reports)
      .set({ status: 'dismissed', resolvedBy: audit.admin.id, resolvedAt: now })
      .where(and(eq(reports.id, id), eq(reports.status, 'open'))),
    auditIfChanged(db, audit),
  ]);
}
