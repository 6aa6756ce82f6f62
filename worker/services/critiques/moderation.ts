import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { critiqueRequests, critiques, reports, users } from '../../../db/schema';
import type { CritiqueReportDto } from '../../contract/admin';
import type { Db } from '../../env';
import { type AuditRecord, auditStatement } from '../audit-log';
import { ApiError } from '../../errors';
import { moderationNotice } from '../notifications/about-moderation';
import { noticeRows, notify } from '../notifications/notify';
import { runBatch, statement } from '../statements';
import { fullName } from '../users';
import { balanceOf } from './credits';
import { CRITIQUE_NOT_FOUND } from './critiques';

// A member reports a critique they can see (not their own); it waits in the admins' reports
// queue and stays up until an admin removes it. Reporting it twice is refused.
export async function reportCritique(db: Db, reporterId: number, critiqueId: number, reason: string): Promise<void> {
  const [found] = await db
    .select({ criticId: critiques.criticId })
    .from(critiques)
    .innerJoin(critiqueRequests, eq(critiqueRequests.id, critiques.requestId))
    .where(and(eq(critiques.id, critiqueId), sql`${critiques.removedAt} IS NULL`, sql`${critiqueRequests.status} != 'removed'`));
  if (!found) throw new ApiError('NOT_FOUND', CRITIQUE_NOT_FOUND);
  if (found.criticId === reporterId) throw new ApiError('VALIDATION_FAILED', "You can't report your own critique");
  const written = await db
    .insert(reports)
    .values({ targetType: 'critique', critiqueId, reporterId, reason })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  if (written.length === 0) throw new ApiError('CONFLICT', 'You have already reported this critique');
}

const critic = alias(users, 'critic');
const reporter = alias(users, 'reporter');

// Open reports of critiques, newest first, each with the critique's words.
export async function openCritiqueReports(db: Db): Promise<CritiqueReportDto[]> {
  const rows = await db
    .select({ report: reports, critique: critiques, critic, reporter: reporter.username, title: critiqueRequests.title })
    .from(reports)
    .innerJoin(critiques, eq(critiques.id, reports.critiqueId))
    .innerJoin(critiqueRequests, eq(critiqueRequests.id, critiques.requestId))
    .innerJoin(critic, eq(critic.id, critiques.criticId))
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(and(eq(reports.targetType, 'critique'), eq(reports.status, 'open')))
    .orderBy(desc(reports.createdAt));
  return rows.map((row) => ({
    id: row.report.id,
    reason: row.report.reason,
    createdAt: row.report.createdAt.toISOString(),
    reporter: row.reporter,
    targetType: 'critique',
    critique: {
      id: row.critique.id,
      requestId: row.critique.requestId,
      requestTitle: row.title,
      criticId: row.critique.criticId,
      criticName: fullName(row.critic),
      text: row.critique.notes
        .flatMap((n) => [n.works, n.improve, n.next])
        .concat(row.critique.pins.map((p) => p.note))
        .filter(Boolean)
        .join('\n'),
      writtenAt: row.critique.createdAt.toISOString(),
    },
  }));
}

// An admin removes a critique: hidden everywhere, the request's count lowered, its open
// reports closed, its writer told why — and the credit it earned taken back, as far as the
// writer's balance still holds it (a balance never goes below zero). Nobody's spent credit
// comes back: the request was answered. All in one batch, so a second removal changes nothing.
export async function removeCritique(db: Db, critiqueId: number, audit: AuditRecord, now: Date, reason?: string): Promise<void> {
  const [found] = await db
    .select({ critique: critiques, title: critiqueRequests.title })
    .from(critiques)
    .innerJoin(critiqueRequests, eq(critiqueRequests.id, critiques.requestId))
    .where(eq(critiques.id, critiqueId));
  if (!found) throw new ApiError('NOT_FOUND', CRITIQUE_NOT_FOUND);
  const { critique } = found;
  await runBatch(db, [
    statement(db, sql`UPDATE critiques SET removed_at = ${now.getTime()} WHERE id = ${critiqueId} AND removed_at IS NULL`),
    statement(
      db,
      sql`UPDATE critique_requests SET critique_count = critique_count - 1 WHERE id = ${critique.requestId} AND changes() = 1`,
    ),
    statement(
      db,
      sql`INSERT INTO critique_credits (user_id, delta, reason, request_id, critique_id, created_at)
        SELECT user_id, -min(delta, max(${balanceOf(critique.criticId)}, 0)), 'clawback', request_id, critique_id, ${now.getTime()}
        FROM critique_credits WHERE critique_id = ${critiqueId} AND reason = 'earned'
        ON CONFLICT DO NOTHING`,
    ),
    statement(
      db,
      db
        .update(reports)
        .set({ status: 'removed', resolvedBy: audit.admin.id, resolvedAt: now })
        .where(and(eq(reports.critiqueId, critiqueId), eq(reports.status, 'open'))),
    ),
    auditStatement(db, audit),
    statement(
      db,
      notify(
        db,
        noticeRows(
          [
            moderationNotice(
              { ownerId: critique.criticId, what: 'critique', id: critiqueId, title: found.title, link: '/rules' },
              'removed',
              reason,
              now,
            ),
          ],
          now,
        ),
      ),
    ),
  ]);
}
