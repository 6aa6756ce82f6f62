import { and, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import {
  challenges,
  comments,
  mentorProfiles,
  mentorSessions,
  printOrders,
  sessions,
  submissions,
  subscriptions,
  users,
  votes,
} from '../../../db/schema';
import type { MemberActivity, MemberDetail } from '../../contract/admin-users';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { openRecoveryRequests } from '../recovery/emergency';
import { rowColumns, toMemberRow } from './directory';
import { PURGE_AFTER_MS, isPurged } from './standing';

// One member as the admins' page shows them.

const ACTIVITY_SHOWN = 20;
const PER_KIND = 8;

export const MEMBER_NOT_FOUND = 'No member with this id';

// Votes are indexed by challenge, then voter: a member's are found a challenge at a time
// through that index instead of by reading every vote.
export const votesBy = (userId: number) =>
  and(inArray(votes.challengeId, sql`(SELECT ${challenges.id} FROM ${challenges})`), eq(votes.voterId, userId));

const ofSession = (userId: number) => or(eq(mentorSessions.studentId, userId), eq(mentorSessions.mentorId, userId));

const firstWords = (text: string, length = 80) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

async function recentActivity(db: Db, userId: number): Promise<MemberActivity[]> {
  const [entries, said, scored, booked, ordered] = await Promise.all([
    db
      .select({ id: submissions.id, title: submissions.title, at: submissions.createdAt })
      .from(submissions)
      .where(eq(submissions.userId, userId))
      .orderBy(desc(submissions.createdAt))
      .limit(PER_KIND),
    db
      .select({ entryId: comments.submissionId, body: comments.body, at: comments.createdAt })
      .from(comments)
      .where(eq(comments.userId, userId))
      .orderBy(desc(comments.createdAt))
      .limit(PER_KIND),
    db
      .select({ entryId: votes.submissionId, score: votes.score, title: submissions.title, at: votes.updatedAt })
      .from(votes)
      .innerJoin(submissions, eq(submissions.id, votes.submissionId))
      .where(votesBy(userId))
      .orderBy(desc(votes.updatedAt))
      .limit(PER_KIND),
    db
      .select({
        studentId: mentorSessions.studentId,
        status: mentorSessions.status,
        startsAt: mentorSessions.startsAt,
        at: mentorSessions.createdAt,
      })
      .from(mentorSessions)
      .where(ofSession(userId))
      .orderBy(desc(mentorSessions.createdAt))
      .limit(PER_KIND),
    db
      .select({ id: printOrders.id, status: printOrders.status, totalCents: printOrders.totalCents, at: printOrders.createdAt })
      .from(printOrders)
      .where(eq(printOrders.buyerId, userId))
      .orderBy(desc(printOrders.createdAt))
      .limit(PER_KIND),
  ]);
  const all: (Omit<MemberActivity, 'at'> & { at: Date })[] = [
    ...entries.map((e) => ({ kind: 'entry' as const, at: e.at, text: `Entered “${e.title}”`, href: `/photo/${e.id}` })),
    ...said.map((c) => ({
      kind: 'comment' as const,
      at: c.at,
      text: `Commented: ${firstWords(c.body)}`,
      href: `/photo/${c.entryId}`,
    })),
    ...scored.map((v) => ({
      kind: 'vote' as const,
      at: v.at,
      text: `Scored ${v.score} on “${v.title}”`,
      href: `/photo/${v.entryId}`,
    })),
    ...booked.map((s) => ({
      kind: 'session' as const,
      at: s.at,
      text: `${s.studentId === userId ? 'Booked' : 'Was booked for'} a mentoring session on ${s.startsAt.toISOString().slice(0, 10)} (${s.status.replaceAll('_', ' ')})`,
      href: null,
    })),
    ...ordered.map((o) => ({
      kind: 'order' as const,
      at: o.at,
      text: `Ordered prints, $${(o.totalCents / 100).toFixed(2)} (${o.status.replaceAll('_', ' ')})`,
      href: null,
    })),
  ];
  return all
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, ACTIVITY_SHOWN)
    .map((item) => ({ ...item, at: item.at.toISOString() }));
}

export async function memberDetail(db: Db, userId: number, founder: string, now = new Date()): Promise<MemberDetail> {
  const [row] = await db
    .select({
      ...rowColumns(now),
      bio: users.bio,
      timeZone: users.timeZone,
      suspensionReason: users.suspensionReason,
      mailBlockedAt: users.mailBlockedAt,
      mailBlockReason: users.mailBlockReason,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new ApiError('NOT_FOUND', MEMBER_NOT_FOUND);
  const tally = (query: Promise<{ n: number }[]>) => query.then(([found]) => found?.n ?? 0);
  const [mentor, entries, voted, commented, booked, ordered, plan, signIns, activity, recoveryRequests] = await Promise.all([
    db.query.mentorProfiles.findFirst({
      where: eq(mentorProfiles.userId, userId),
      columns: { profileStatus: true, slug: true, suspendedAt: true },
    }),
    tally(db.select({ n: count() }).from(submissions).where(eq(submissions.userId, userId))),
    tally(db.select({ n: count() }).from(votes).where(votesBy(userId))),
    tally(db.select({ n: count() }).from(comments).where(eq(comments.userId, userId))),
    tally(db.select({ n: count() }).from(mentorSessions).where(ofSession(userId))),
    tally(db.select({ n: count() }).from(printOrders).where(eq(printOrders.buyerId, userId))),
    db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId), orderBy: desc(subscriptions.currentPeriodEnd) }),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.createdAt)),
    recentActivity(db, userId),
    openRecoveryRequests(db, row.username),
  ]);
  const purged = row.deletedAt !== null && isPurged(row);
  return {
    profile: {
      ...toMemberRow(row, now, founder),
      firstName: row.firstName,
      lastName: row.lastName,
      bio: row.bio,
      timeZone: row.timeZone,
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      suspensionReason: row.suspensionReason,
      purgeAt: row.deletedAt && !purged ? new Date(row.deletedAt.getTime() + PURGE_AFTER_MS).toISOString() : null,
      purged,
      mailBlockedAt: row.mailBlockedAt?.toISOString() ?? null,
      mailBlockReason: row.mailBlockReason,
      mentorProfile: mentor ? { status: mentor.profileStatus, slug: mentor.slug, suspended: mentor.suspendedAt !== null } : null,
    },
    counts: { entries, votes: voted, comments: commented, sessions: booked, orders: ordered },
    subscription: plan
      ? {
          type: plan.type,
          interval: plan.interval,
          status: plan.status,
          currentPeriodEnd: plan.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
        }
      : null,
    activity,
    signIns: signIns.map((s) => ({ createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString() })),
    recoveryRequests,
  };
}
