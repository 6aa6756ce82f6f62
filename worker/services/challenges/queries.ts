import { type SQL, and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { type ChallengeRow, challenges, submissions, users } from '../../../db/schema';
import type { Db } from '../../env';
import type { ChallengeDto } from '../../contract/challenges';
import { publicChallengeWhere } from './access';
import { toChallengeDto } from './dto';
import type { ChallengeStatus } from '../../domain/status';
import { one } from '../one';

// The SQL form of challengeStatus(): the same boundaries, so lists filter in the database.
export function statusWhere(status: ChallengeStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'upcoming':
      return gt(challenges.startDate, now);
    case 'active':
      return and(lte(challenges.startDate, now), gt(challenges.endDate, now));
    case 'voting':
      return and(lte(challenges.endDate, now), isNotNull(challenges.votingEndDate), gt(challenges.votingEndDate, now));
    case 'completed':
      return and(lte(challenges.endDate, now), or(sql`${challenges.votingEndDate} IS NULL`, lte(challenges.votingEndDate, now)));
  }
}

export async function withCounts(db: Db, rows: ChallengeRow[], now: Date): Promise<ChallengeDto[]> {
  if (rows.length === 0) return [];
  const creatorIds = [...new Set(rows.map((r) => r.creatorId).filter((id): id is number => id !== null))];
  const [counts, creators] = await Promise.all([
    db
      .select({ challengeId: submissions.challengeId, n: count() })
      .from(submissions)
      .where(
        and(
          inArray(
            submissions.challengeId,
            rows.map((r) => r.id),
          ),
          eq(submissions.status, 'active'),
        ),
      )
      .groupBy(submissions.challengeId),
    creatorIds.length
      ? db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, creatorIds))
      : Promise.resolve([]),
  ]);
  const byId = new Map(counts.map((c) => [c.challengeId, c.n]));
  const names = new Map(creators.map((u) => [u.id, u.username]));
  return rows.map((row) =>
    toChallengeDto(row, byId.get(row.id) ?? 0, now, row.creatorId ? (names.get(row.creatorId) ?? null) : null),
  );
}

// Official challenges (daily and admin-made), or members' community challenges; either way
// only those open to all: unlisted and invite-only ones are reached by their key, and
// removed ones not at all. A community challenge an admin hid is listed to its creator alone.
export type ChallengeKind = 'official' | 'community';
const kindWhere = (kind: ChallengeKind, viewerId: number | null) =>
  kind === 'official'
    ? and(isNull(challenges.creatorId), publicChallengeWhere())
    : and(
        isNotNull(challenges.creatorId),
        publicChallengeWhere(),
        or(isNull(challenges.hiddenAt), viewerId === null ? undefined : eq(challenges.creatorId, viewerId)),
      );

export type ChallengeFilters = {
  kind?: ChallengeKind;
  // Who is asking: a community challenge's creator still finds it listed once hidden.
  viewerId?: number | null;
  status?: ChallengeStatus;
  category?: string;
  limit: number;
  offset: number;
};

// Upcoming and active lists read soonest first; voting and completed, latest first.
export async function listChallenges(db: Db, filters: ChallengeFilters, now: Date): Promise<ChallengeDto[]> {
  const where = and(
    kindWhere(filters.kind ?? 'official', filters.viewerId ?? null),
    filters.status ? statusWhere(filters.status, now) : undefined,
    filters.category ? eq(challenges.category, filters.category) : undefined,
  );
  const soonestFirst = filters.status === 'upcoming' || filters.status === 'active';
  const rows = await db
    .select()
    .from(challenges)
    .where(where)
    .orderBy(soonestFirst ? asc(challenges.endDate) : desc(challenges.startDate), desc(challenges.id))
    .limit(filters.limit)
    .offset(filters.offset);
  return withCounts(db, rows, now);
}

export async function activeChallenges(db: Db, now: Date): Promise<ChallengeDto[]> {
  return listChallenges(db, { status: 'active', limit: 50, offset: 0 }, now);
}

export async function findChallenge(db: Db, id: number): Promise<ChallengeRow | undefined> {
  return db.query.challenges.findFirst({ where: eq(challenges.id, id) });
}

// The answer for a challenge already found (and let through the access check).
export async function describeChallenge(db: Db, row: ChallengeRow, now: Date): Promise<ChallengeDto> {
  return one(await withCounts(db, [row], now), 'the described challenge');
}

// Challenges whose voting has closed but whose results are not yet written.
export async function challengesDueForResults(db: Db, now: Date): Promise<ChallengeRow[]> {
  return db
    .select()
    .from(challenges)
    .where(and(isNotNull(challenges.votingEndDate), lte(challenges.votingEndDate, now), sql`${challenges.resultsAt} IS NULL`))
    .orderBy(asc(challenges.votingEndDate))
    .limit(100);
}
