import { and, desc, eq, lt } from 'drizzle-orm';
import { coachReports, submissions } from '../../../db/schema';
import type { CoachHistory, CoachReportBody, CoachReportDto, SaveCoachReport } from '../../contract/coach';
import type { Db } from '../../env';
import { ApiError } from '../../errors';

// The AI coach's saved reports: a member's history, theirs alone (docs/rules.md, "AI coach").

export const REPORT_NOT_FOUND = 'No such coach report';

const selectReports = (db: Db) =>
  db
    .select({ report: coachReports, entryImage: submissions.imageUrl })
    .from(coachReports)
    .leftJoin(submissions, eq(submissions.id, coachReports.submissionId));

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

const imageOf = ({ report, entryImage }: ReportRow) => report.thumbnail ?? entryImage;

function reportDto(row: ReportRow): CoachReportDto {
  const { report } = row;
  return {
    id: report.id,
    title: report.title,
    submissionId: report.submissionId,
    imageUrl: imageOf(row),
    report: report.report as CoachReportBody,
    narration: report.narration,
    altText: report.altText,
    createdAt: report.createdAt.toISOString(),
  };
}

// A picked photo must be one of the member's own entries; a dropped file keeps its thumbnail.
export async function saveReport(db: Db, userId: number, input: SaveCoachReport, now = new Date()): Promise<CoachReportDto> {
  if (input.submissionId !== undefined) {
    const entry = await db.query.submissions.findFirst({
      where: and(eq(submissions.id, input.submissionId), eq(submissions.userId, userId), eq(submissions.status, 'active')),
      columns: { id: true },
    });
    if (!entry) throw new ApiError('NOT_FOUND', 'Pick one of your own photos');
  }
  const [row] = await db
    .insert(coachReports)
    .values({
      userId,
      submissionId: input.submissionId ?? null,
      title: input.title,
      thumbnail: input.submissionId === undefined ? (input.thumbnail ?? null) : null,
      report: input.report,
      createdAt: now,
    })
    .returning({ id: coachReports.id });
  if (!row) throw new Error('A coach report just written could not be read back');
  return reportOf(db, row.id, userId);
}

export async function reportOf(db: Db, id: number, userId: number): Promise<CoachReportDto> {
  const [row] = await selectReports(db).where(and(eq(coachReports.id, id), eq(coachReports.userId, userId)));
  if (!row) throw new ApiError('NOT_FOUND', REPORT_NOT_FOUND);
  return reportDto(row);
}

export async function history(db: Db, userId: number, cursor: number | undefined, limit: number): Promise<CoachHistory> {
  const rows = await selectReports(db)
    .where(and(eq(coachReports.userId, userId), cursor === undefined ? undefined : lt(coachReports.id, cursor)))
    .orderBy(desc(coachReports.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    reports: page.map((row) => {
      const { findings } = row.report.report as CoachReportBody;
      return {
        id: row.report.id,
        title: row.report.title,
        imageUrl: imageOf(row),
        fixes: findings.filter((f) => f.verdict === 'fix').length,
        notes: findings.filter((f) => f.verdict === 'note').length,
        createdAt: row.report.createdAt.toISOString(),
      };
    }),
    nextCursor: rows.length > limit && last ? String(last.report.id) : null,
  };
}

export async function deleteReport(db: Db, id: number, userId: number): Promise<void> {
  const deleted = await db
    .delete(coachReports)
    .where(and(eq(coachReports.id, id), eq(coachReports.userId, userId)))
    .returning({ id: coachReports.id });
  if (deleted.length === 0) throw new ApiError('NOT_FOUND', REPORT_NOT_FOUND);
}
