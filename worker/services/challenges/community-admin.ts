import { type SQL, and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type ChallengeRow, challenges, reports, users } from '../../../db/schema';
import type { AdminCommunityChallengeDto, AdminCommunityPage, AdminCommunityQuery } from '../../contract/admin-community';
import type { ChallengeReportDto } from '../../contract/admin';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditIfChanged } from '../audit-log';
import { removeChallenge } from './moderation';
import { statusWhere, withCounts } from './queries';

// What admins do to members' community challenges besides the removal rules of
// moderation.ts: feature one on the home page, hide one from the lists, and read the reports
// members send about them. Each change is one batch with its audit row, logged only when the
// change was made.

const NOT_FOUND = 'Challenge not found';
// The reasons a list row carries; openReports counts them all.
const REASONS_SHOWN = 20;

async function communityRow(db: Db, id: number): Promise<ChallengeRow> {
  const row = await db.query.challenges.findFirst({ where: eq(challenges.id, id) });
  if (!row || row.creatorId === null) throw new ApiError('NOT_FOUND', NOT_FOUND);
  return row;
}

// Newest first, a page at a time by id. Every community challenge is here, whatever its
// privacy, removed ones too (their removedAt says so).
export async function communityChallengesPage(db: Db, query: AdminCommunityQuery, now: Date): Promise<AdminCommunityPage> {
  const conditions: (SQL | undefined)[] = [
    isNotNull(challenges.creatorId),
    query.status ? statusWhere(query.status, now) : undefined,
    query.reported
      ? sql`EXISTS (SELECT 1 FROM ${reports} WHERE ${reports.challengeId} = ${challenges.id} AND ${reports.status} = 'open')`
      : undefined,
    query.hidden ? isNotNull(challenges.hiddenAt) : undefined,
    query.featured ? isNotNull(challenges.featuredAt) : undefined,
    query.removed ? isNotNull(challenges.removedAt) : undefined,
    query.before ? lt(challenges.id, query.before) : undefined,
  ];
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(or(sql`${challenges.title} LIKE ${pattern} ESCAPE '\\'`, sql`${users.username} LIKE ${pattern} ESCAPE '\\'`));
  }
  const rows = await db
    .select({ challenge: challenges })
    .from(challenges)
    .leftJoin(users, eq(users.id, challenges.creatorId))
    .where(and(...conditions))
    .orderBy(desc(challenges.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map((r) => r.challenge);
  const [described, reported] = await Promise.all([
    withCounts(db, page, now),
    openReportsOf(
      db,
      page.map((c) => c.id),
    ),
  ]);
  const challengesOut = described.map((dto, i): AdminCommunityChallengeDto => {
    const row = page[i] as ChallengeRow;
    const open = reported.get(row.id) ?? [];
    return {
      ...dto,
      createdAt: row.createdAt.toISOString(),
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
      featuredAt: row.featuredAt?.toISOString() ?? null,
      openReports: open.length,
      reports: open.slice(0, REASONS_SHOWN),
    };
  });
  return { challenges: challengesOut, nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null };
}

async function openReportsOf(db: Db, ids: number[]) {
  const byChallenge = new Map<number, AdminCommunityChallengeDto['reports']>();
  if (ids.length === 0) return byChallenge;
  const rows = await db
    .select({
      id: reports.id,
      challengeId: reports.challengeId,
      reason: reports.reason,
      reporter: users.username,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(and(inArray(reports.challengeId, ids), eq(reports.status, 'open')))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  for (const { challengeId, createdAt, ...line } of rows) {
    if (challengeId === null) continue;
    const list = byChallenge.get(challengeId) ?? [];
    list.push({ ...line, createdAt: createdAt.toISOString() });
    byChallenge.set(challengeId, list);
  }
  return byChallenge;
}

// The home page shows the latest one featured while the challenges flag is off. Only a public
// one, neither hidden nor removed, can be: the home page would give away a private one's link.
export async function featureCommunityChallenge(db: Db, id: number, audit: AuditRecord, now: Date): Promise<void> {
  const row = await communityRow(db, id);
  if (row.removedAt) throw new ApiError('CONFLICT', "A removed challenge can't be featured");
  if (row.hiddenAt) throw new ApiError('CONFLICT', 'This challenge is hidden. Unhide it before featuring it.');
  if (row.privacyType !== 'public') throw new ApiError('CONFLICT', 'Only public challenges can be featured on the home page');
  const featurable = and(
    eq(challenges.id, id),
    eq(challenges.privacyType, 'public'),
    isNull(challenges.hiddenAt),
    isNull(challenges.removedAt),
  );
  const [featured] = await db.batch([
    db.update(challenges).set({ featuredAt: now }).where(featurable).returning({ id: challenges.id }),
    auditIfChanged(db, audit),
    // One featured at a time: the one before it steps down, only if this one went up.
    db
      .update(challenges)
      .set({ featuredAt: null })
      .where(
        and(
          isNotNull(challenges.featuredAt),
          ne(challenges.id, id),
          sql`EXISTS (SELECT 1 FROM challenges AS chosen WHERE chosen.id = ${id} AND chosen.featured_at = ${now.getTime()})`,
        ),
      ),
  ]);
  if (featured.length === 0) throw new ApiError('CONFLICT', 'This challenge changed meanwhile. Refresh the list and try again.');
}

export async function unfeatureCommunityChallenge(db: Db, id: number, audit: AuditRecord): Promise<void> {
  const row = await communityRow(db, id);
  if (!row.featuredAt) throw new ApiError('CONFLICT', "This challenge isn't featured");
  await db.batch([
    db
      .update(challenges)
      .set({ featuredAt: null })
      .where(and(eq(challenges.id, id), isNotNull(challenges.featuredAt))),
    auditIfChanged(db, audit),
  ]);
}

// Hidden: out of the community list (its creator still finds it there) and the home page,
// and no longer featured; its page and entries stay reachable by their links.
export async function hideCommunityChallenge(db: Db, id: number, audit: AuditRecord, now: Date): Promise<void> {
  const row = await communityRow(db, id);
  if (row.removedAt) throw new ApiError('CONFLICT', 'This challenge is removed, so it is hidden everywhere already');
  if (row.hiddenAt) throw new ApiError('CONFLICT', 'This challenge is already hidden');
  await db.batch([
    db
      .update(challenges)
      .set({ hiddenAt: now, featuredAt: null })
      .where(and(eq(challenges.id, id), isNull(challenges.hiddenAt), isNull(challenges.removedAt))),
    auditIfChanged(db, audit),
  ]);
}

export async function unhideCommunityChallenge(db: Db, id: number, audit: AuditRecord): Promise<void> {
  const row = await communityRow(db, id);
  if (!row.hiddenAt) throw new ApiError('CONFLICT', "This challenge isn't hidden");
  await db.batch([
    db
      .update(challenges)
      .set({ hiddenAt: null })
      .where(and(eq(challenges.id, id), isNotNull(challenges.hiddenAt))),
    auditIfChanged(db, audit),
  ]);
}

// The removal rules of moderation.ts (hidden everywhere, every row kept, its creator told),
// for a community challenge not removed already.
export async function removeCommunityChallenge(db: Db, id: number, audit: AuditRecord, now: Date, reason?: string) {
  const row = await communityRow(db, id);
  if (row.removedAt) throw new ApiError('CONFLICT', 'This challenge is already removed');
  await removeChallenge(db, id, audit, now, reason);
}

// A member's report: one per member and challenge, whatever the timing (the unique index
// decides, so two at once are still one). Answers whether this one was new.
export async function reportCommunityChallenge(db: Db, challenge: ChallengeRow, reporterId: number, reason: string) {
  if (challenge.removedAt) throw new ApiError('NOT_FOUND', NOT_FOUND);
  if (challenge.creatorId === reporterId) throw new ApiError('VALIDATION_FAILED', "You can't report your own challenge");
  const written = await db
    .insert(reports)
    .values({ targetType: 'challenge', challengeId: challenge.id, reporterId, reason })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  return written.length > 0;
}

// Open reports of community challenges, newest first, each with the challenge's words.
export async function openChallengeReports(db: Db, now: Date): Promise<ChallengeReportDto[]> {
  const rows = await db
    .select({ report: reports, challenge: challenges, reporter: users.username })
    .from(reports)
    .innerJoin(challenges, eq(challenges.id, reports.challengeId))
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.targetType, 'challenge'), eq(reports.status, 'open')))
    .orderBy(desc(reports.createdAt));
  const reported = [...new Map(rows.map((r) => [r.challenge.id, r.challenge])).values()];
  const described = new Map((await withCounts(db, reported, now)).map((c) => [c.id, c]));
  return rows.map(({ report, challenge, reporter }) => {
    const dto = described.get(challenge.id);
    return {
      id: report.id,
      reason: report.reason,
      createdAt: report.createdAt.toISOString(),
      reporter,
      targetType: 'challenge',
      challenge: {
        id: challenge.id,
        title: challenge.title,
        description: challenge.description,
        creatorId: challenge.creatorId,
        creatorName: dto?.creatorName ?? null,
        privacyType: challenge.privacyType,
        key: challenge.key,
        submissionCount: dto?.submissionCount ?? 0,
      },
    };
  });
}
