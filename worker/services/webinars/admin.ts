import { and, asc, eq, or, sql } from 'drizzle-orm';
import { mentorProfiles, payoutAccounts, users, webinarRegistrations, webinars } from '../../../db/schema';
import type { Registrant, WebinarDto, WebinarHost, WebinarInput } from '../../contract/webinars';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { runBatch, statement } from '../statements';
import { type AuditRecord, auditIfChanged, auditStatementIfChanged } from '../audit-log';
import { fullName } from '../users';
import { seatsTaken, webinarPage } from './catalog';
import { WEBINAR_NOT_FOUND } from './registrations';

const mayHost = or(
  eq(users.isAdmin, true),
  eq(users.isSuperAdmin, true),
  and(
    eq(mentorProfiles.profileStatus, 'approved'),
    sql`${mentorProfiles.suspendedAt} IS NULL`,
    eq(payoutAccounts.payoutsEnabled, true),
  ),
);

// Who may host: an admin (the money is the platform's), or an approved, unsuspended mentor
// with payouts enabled (who earns the payee's share of paid seats through the ledger).
async function checkHost(db: Db, hostId: number): Promise<void> {
  const [host] = await db
    .select({
      isAdmin: users.isAdmin,
      isSuperAdmin: users.isSuperAdmin,
      mentorStatus: mentorProfiles.profileStatus,
      suspendedAt: mentorProfiles.suspendedAt,
      payoutsEnabled: payoutAccounts.payoutsEnabled,
    })
    .from(users)
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, users.id))
    .where(eq(users.id, hostId));
  if (!host) throw new ApiError('BAD_REQUEST', 'The host must be a member of the site');
  if (host.isAdmin || host.isSuperAdmin) return;
  if (host.mentorStatus === 'approved' && !host.suspendedAt && host.payoutsEnabled) return;
  throw new ApiError('BAD_REQUEST', 'The host must be an admin, or an approved mentor whose payouts are set up');
}

function startAhead(input: WebinarInput, now: Date): Date {
  const startsAt = new Date(input.startsAt);
  if (startsAt <= now) throw new ApiError('BAD_REQUEST', 'The start must be in the future');
  return startsAt;
}

async function dtoOf(db: Db, id: number, now: Date): Promise<WebinarDto> {
  const page = await webinarPage(db, id, null, now);
  if (!page) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  return page.webinar;
}

export async function createWebinar(db: Db, input: WebinarInput, audit: AuditRecord, now = new Date()): Promise<WebinarDto> {
  const startsAt = startAhead(input, now);
  await checkHost(db, input.hostId);
  const [[row]] = await db.batch([
    db
      .insert(webinars)
      .values({ ...input, startsAt, createdAt: now })
      .returning({ id: webinars.id }),
    auditIfChanged(db, audit),
  ]);
  if (!row) throw new Error('The webinar was not written');
  return dtoOf(db, row.id, now);
}

// The whole webinar again. One statement holds the rules against registrations arriving
// meanwhile: seats never below those taken, the price fixed once anyone holds a seat. A new
// time raises the invite's sequence.
export async function editWebinar(
  db: Db,
  id: number,
  input: WebinarInput,
  audit: AuditRecord,
  now = new Date(),
): Promise<WebinarDto> {
  await checkHost(db, input.hostId);
  const before = await webinarPage(db, id, null, now);
  if (!before) throw new ApiError('NOT_FOUND', WEBINAR_NOT_FOUND);
  const { webinar } = before;
  if (webinar.phase === 'cancelled') throw new ApiError('CONFLICT', 'A cancelled webinar cannot be changed');
  if (webinar.phase === 'ended') throw new ApiError('CONFLICT', 'This webinar has ended');
  const moved = new Date(input.startsAt).getTime() !== new Date(webinar.startsAt).getTime();
  const startsAt = moved ? startAhead(input, now) : new Date(webinar.startsAt);
  const [changed] = await db.batch([
    db
      .update(webinars)
      .set({
        ...input,
        startsAt,
        sequence: moved ? sql`${webinars.sequence} + 1` : webinars.sequence,
        updatedAt: now,
      })
      .where(
        and(
          eq(webinars.id, id),
          sql`${webinars.cancelledAt} IS NULL AND ${webinars.endedAt} IS NULL`,
          sql`${input.capacity} >= ${seatsTaken(now.getTime())}`,
          sql`(${webinars.priceCents} = ${input.priceCents} OR ${seatsTaken(now.getTime())} = 0)`,
        ),
      )
      .returning({ id: webinars.id }),
    auditIfChanged(db, audit),
  ]);
  if (changed.length === 0) {
    const current = await dtoOf(db, id, now);
    const held = current.capacity - current.seatsLeft;
    if (current.phase === 'cancelled') throw new ApiError('CONFLICT', 'A cancelled webinar cannot be changed');
    if (input.capacity < held) {
      throw new ApiError('BAD_REQUEST', `${held} people hold seats: keep at least ${held} seats`);
    }
    throw new ApiError('CONFLICT', 'The price cannot change once people have registered');
  }
  return dtoOf(db, id, now);
}

// Cancelled by an admin: the seats stay as they were, so those who held one are told, and
// every paid seat is written due for a full refund in the same batch (refunds.ts sends them).
export async function cancelWebinar(db: Db, id: number, audit: AuditRecord, now = new Date()): Promise<WebinarDto> {
  const at = now.getTime();
  const [changed] = await runBatch(db, [
    statement(
      db,
      sql`UPDATE webinars SET cancelled_at = ${at}, updated_at = ${at}, sequence = sequence + 1
        WHERE id = ${id} AND cancelled_at IS NULL AND ended_at IS NULL
          AND starts_at + duration_minutes * 60000 > ${at}`,
    ),
    // Written only by the cancelling write; the refunds after it follow the same change.
    auditStatementIfChanged(db, audit),
    statement(
      db,
      sql`INSERT INTO webinar_refunds (payment_id, registration_id, reason, created_at)
        SELECT payment_id, id, 'cancelled', ${at} FROM webinar_registrations
        WHERE changes() = 1 AND webinar_id = ${id} AND status = 'registered' AND payment_id IS NOT NULL
        ON CONFLICT (payment_id) DO NOTHING`,
    ),
  ]);
  const webinar = await dtoOf(db, id, now);
  if (!changed?.meta.changes) {
    throw new ApiError(
      'CONFLICT',
      webinar.phase === 'cancelled' ? 'This webinar is already cancelled' : 'This webinar has ended',
    );
  }
  return webinar;
}

// The hosts an admin may choose from, by name.
export async function webinarHosts(db: Db): Promise<WebinarHost[]> {
  const rows = await db
    .select({ userId: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .leftJoin(payoutAccounts, eq(payoutAccounts.userId, users.id))
    .where(mayHost);
  return rows
    .map((row) => ({ userId: row.userId, username: row.username, name: fullName(row) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

// Everyone who took a seat, in the order they took it, seats given back and seats held for an
// open checkout included (a hold that lapsed unpaid is nobody's seat).
export async function registrantsOf(db: Db, webinarId: number, now = new Date()): Promise<Registrant[]> {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: webinarRegistrations.status,
      createdAt: webinarRegistrations.createdAt,
      cancelledAt: webinarRegistrations.cancelledAt,
    })
    .from(webinarRegistrations)
    .innerJoin(users, eq(users.id, webinarRegistrations.userId))
    .where(
      and(
        eq(webinarRegistrations.webinarId, webinarId),
        sql`(${webinarRegistrations.status} != 'held' OR ${webinarRegistrations.holdUntil} > ${now.getTime()})`,
      ),
    )
    .orderBy(asc(webinarRegistrations.createdAt));
  return rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    name: fullName(row),
    email: row.email,
    status: row.status,
    registeredAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }));
}
