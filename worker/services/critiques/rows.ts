import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { critiqueRequests, critiques, users } from '../../../db/schema';
import type { CritiqueDto, CritiqueRequestDto } from '../../contract/critiques';
import type { Db } from '../../env';
import { fullName } from '../users';

// How requests and critiques are read and shaped into the contract's records.

const requester = alias(users, 'requester');
const critic = alias(users, 'critic');

const person = (row: {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}) => ({
  userId: row.id,
  username: row.username,
  name: fullName(row),
  photoUrl: row.profileImageUrl,
});

export const selectRequests = (db: Db) =>
  db
    .select({ request: critiqueRequests, requester })
    .from(critiqueRequests)
    .innerJoin(requester, eq(requester.id, critiqueRequests.userId));

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

export function requestDto({ request: r, requester: owner }: RequestRow): CritiqueRequestDto {
  return {
    id: r.id,
    requester: person(owner),
    photo: { url: r.imageUrl, width: r.width, height: r.height },
    revision:
      r.revisionUrl && r.revisedAt
        ? { url: r.revisionUrl, width: r.revisionWidth, height: r.revisionHeight, revisedAt: r.revisedAt.toISOString() }
        : null,
    submissionId: r.submissionId,
    title: r.title,
    intent: r.intent,
    questions: r.questions,
    aspects: r.aspects,
    isPublic: r.isPublic,
    status: r.status,
    critiqueCount: r.critiqueCount,
    createdAt: r.createdAt.toISOString(),
  };
}

export const selectCritiques = (db: Db) =>
  db.select({ critique: critiques, critic }).from(critiques).innerJoin(critic, eq(critic.id, critiques.criticId));

type CritiqueRow = Awaited<ReturnType<ReturnType<typeof selectCritiques>['execute']>>[number];

export function critiqueDto({ critique: c, critic: writer }: CritiqueRow): CritiqueDto {
  return {
    id: c.id,
    requestId: c.requestId,
    critic: person(writer),
    byMentor: c.byMentor,
    notes: c.notes,
    pins: c.pins,
    helpfulness: c.helpfulness,
    thanked: c.thankedAt !== null,
    createdAt: c.createdAt.toISOString(),
  };
}
