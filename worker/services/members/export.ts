import { alias } from 'drizzle-orm/sqlite-core';
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import {
  challenges,
  comments,
  mentorSessions,
  messages,
  printOrderLines,
  printOrders,
  sessions,
  submissions,
  subscriptions,
  users,
  votes,
} from '../../../db/schema';
import type { MemberExport } from '../../contract/admin-users';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { MEMBER_NOT_FOUND, votesBy } from './detail';

// Everything the site keeps about a member that is theirs to have, as one JSON file: for the
// member themself (/profile's "Download my data") and for an admin answering their request.
// Never a password hash, a token, a payment provider's id or another member's email.

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

export const exportFilename = (username: string, now: Date) =>
  `aperture-circle-${username.replace(/[^\w-]/g, '_')}-${now.toISOString().slice(0, 10)}.json`;

export async function memberExport(db: Db, userId: number, origin: string, now = new Date()): Promise<MemberExport> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new ApiError('NOT_FOUND', MEMBER_NOT_FOUND);
  const other = alias(users, 'other');
  const counterpart = alias(users, 'counterpart');
  const [entries, scored, said, talked, signIns, taught, orders, plans] = await Promise.all([
    db
      .select({ entry: submissions, challengeTitle: challenges.title })
      .from(submissions)
      .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
      .where(eq(submissions.userId, userId))
      .orderBy(asc(submissions.createdAt)),
    db.select().from(votes).where(votesBy(userId)).orderBy(asc(votes.updatedAt)),
    db.select().from(comments).where(eq(comments.userId, userId)).orderBy(asc(comments.createdAt)),
    db
      .select({ message: messages, with: other.username })
      .from(messages)
      .innerJoin(
        other,
        eq(other.id, sql`CASE WHEN ${messages.senderId} = ${userId} THEN ${messages.recipientId} ELSE ${messages.senderId} END`),
      )
      .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))
      .orderBy(asc(messages.id)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now))),
    db
      .select({ session: mentorSessions, with: counterpart.username })
      .from(mentorSessions)
      .innerJoin(
        counterpart,
        or(
          and(eq(mentorSessions.studentId, userId), eq(counterpart.id, mentorSessions.mentorId)),
          and(eq(mentorSessions.mentorId, userId), eq(counterpart.id, mentorSessions.studentId)),
        ),
      )
      .where(or(eq(mentorSessions.studentId, userId), eq(mentorSessions.mentorId, userId)))
      .orderBy(asc(mentorSessions.startsAt)),
    db.select().from(printOrders).where(eq(printOrders.buyerId, userId)).orderBy(asc(printOrders.createdAt)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt)),
  ]);
  const lines = orders.length
    ? await db
        .select()
        .from(printOrderLines)
        .where(
          inArray(
            printOrderLines.orderId,
            orders.map((order) => order.id),
          ),
        )
    : [];
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      bio: user.bio,
      profileImageUrl: user.profileImageUrl ? absolute(origin, user.profileImageUrl) : null,
      timeZone: user.timeZone,
      emailVerified: user.emailVerifiedAt !== null,
      createdAt: user.createdAt.toISOString(),
    },
    entries: entries.map(({ entry, challengeTitle }) => ({
      id: entry.id,
      challengeId: entry.challengeId,
      challengeTitle,
      title: entry.title,
      description: entry.description,
      altText: entry.altText,
      status: entry.status,
      finalRank: entry.finalRank,
      imageUrl: absolute(origin, entry.imageUrl),
      pageUrl: `${origin}/photo/${entry.id}`,
      createdAt: entry.createdAt.toISOString(),
    })),
    votes: scored.map((vote) => ({
      entryId: vote.submissionId,
      challengeId: vote.challengeId,
      score: vote.score,
      at: vote.updatedAt.toISOString(),
    })),
    comments: said.map((comment) => ({
      id: comment.id,
      entryId: comment.submissionId,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
    })),
    messages: talked.map(({ message, with: username }) => ({
      id: message.id,
      direction: message.senderId === userId ? ('sent' as const) : ('received' as const),
      with: username,
      content: message.content,
      photoUrl: message.attachmentKey && !message.removedAt ? `${origin}/api/mentors/messages/${message.id}/photo` : null,
      createdAt: message.createdAt.toISOString(),
    })),
    signIns: signIns.map((s) => ({ createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString() })),
    mentoringSessions: taught.map(({ session, with: username }) => ({
      id: session.id,
      role: session.studentId === userId ? ('student' as const) : ('mentor' as const),
      with: username,
      sessionType: session.sessionType,
      status: session.status,
      startsAt: session.startsAt.toISOString(),
      durationMinutes: session.durationMinutes,
      priceCents: session.priceCents,
      note: session.note,
    })),
    orders: orders.map((order) => ({
      id: order.id,
      status: order.status,
      totalCents: order.totalCents,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          entryId: line.submissionId,
          size: line.size,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
        })),
    })),
    subscriptions: plans.map((plan) => ({
      type: plan.type,
      interval: plan.interval,
      status: plan.status,
      currentPeriodEnd: plan.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
      createdAt: plan.createdAt.toISOString(),
    })),
  };
}
