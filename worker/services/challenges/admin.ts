import { desc, eq } from 'drizzle-orm';
import { challenges, evergreenThemes, reports, submissions, users } from '../../../db/schema';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { ChallengeInput } from '../../contract/challenges';
import { DAILY_CATEGORIES } from '../../domain/categories';
import type { EvergreenInput, EvergreenThemeDto, EntryReportDto } from '../../contract/admin';
import { toChallengeDto } from './dto';
import { newYorkDate } from '../../domain/new-york-time';
import { challengeStatus } from '../../domain/status';
import { one } from '../one';
import { type AuditRecord, auditIfChanged } from '../audit-log';

// A challenge that starts at New York midnight in a daily category is that day's daily
// challenge, so the cron will not plan another for the same day.
function dailyDateOf(input: ChallengeInput): string | null {
  const isDaily = (DAILY_CATEGORIES as readonly string[]).includes(input.category);
  const date = newYorkDate(input.startDate);
  return isDaily && newYorkDate(new Date(input.startDate.getTime() - 1)) !== date ? date : null;
}

export async function createChallenge(db: Db, input: ChallengeInput, audit: AuditRecord, now: Date) {
  const [[row]] = await db.batch([
    db
      .insert(challenges)
      .values({ ...input, votingStartDate: input.endDate, dailyDate: dailyDateOf(input) })
      .onConflictDoNothing()
      .returning(),
    auditIfChanged(db, audit),
  ]);
  if (!row) throw new ApiError('CONFLICT', 'A daily challenge is already planned for that day and category');
  return toChallengeDto(row, 0, now);
}

// Once entries may have come in, the dates that decide fairness are fixed.
export async function updateChallenge(db: Db, id: number, input: ChallengeInput, audit: AuditRecord, now: Date) {
  const current = await db.query.challenges.findFirst({ where: eq(challenges.id, id) });
  if (!current) throw new ApiError('NOT_FOUND', 'Challenge not found');
  if (challengeStatus(current, now) !== 'upcoming' && input.startDate.getTime() !== current.startDate.getTime()) {
    throw new ApiError('CONFLICT', 'The start of a challenge that has begun cannot change');
  }
  if (current.resultsAt) throw new ApiError('CONFLICT', 'A challenge with results cannot change');
  const [updated] = await db.batch([
    db
      .update(challenges)
      .set({ ...input, votingStartDate: input.endDate, dailyDate: dailyDateOf(input) })
      .where(eq(challenges.id, id))
      .returning(),
    auditIfChanged(db, audit),
  ]);
  return toChallengeDto(one(updated, 'the updated challenge'), 0, now);
}

const toThemeDto = (row: typeof evergreenThemes.$inferSelect): EvergreenThemeDto => ({
  ...row,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listThemes(db: Db): Promise<EvergreenThemeDto[]> {
  const rows = await db.select().from(evergreenThemes).orderBy(evergreenThemes.category, evergreenThemes.title);
  return rows.map(toThemeDto);
}

export async function saveTheme(
  db: Db,
  id: number | null,
  input: EvergreenInput,
  audit: AuditRecord,
): Promise<EvergreenThemeDto> {
  if (id === null) {
    const [created] = await db.batch([db.insert(evergreenThemes).values(input).returning(), auditIfChanged(db, audit)]);
    return toThemeDto(one(created, 'the new theme'));
  }
  const [[row]] = await db.batch([
    db.update(evergreenThemes).set(input).where(eq(evergreenThemes.id, id)).returning(),
    auditIfChanged(db, audit),
  ]);
  if (!row) throw new ApiError('NOT_FOUND', 'Theme not found');
  return toThemeDto(row);
}

// Each report says whether its photo is a community entry, so the queue links to the
// right photo page.
export async function openEntryReports(db: Db): Promise<EntryReportDto[]> {
  const rows = await db
    .select({
      id: reports.id,
      reason: reports.reason,
      createdAt: reports.createdAt,
      submissionId: submissions.id,
      submissionTitle: submissions.title,
      imageUrl: submissions.imageUrl,
      authorId: submissions.userId,
      reporter: users.username,
      creatorId: challenges.creatorId,
    })
    .from(reports)
    .innerJoin(submissions, eq(submissions.id, reports.submissionId))
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(eq(reports.status, 'open'))
    .orderBy(desc(reports.createdAt));
  return rows.map(({ creatorId, createdAt, ...report }) => ({
    ...report,
    targetType: 'entry' as const,
    createdAt: createdAt.toISOString(),
    isUserChallenge: creatorId !== null,
  }));
}
