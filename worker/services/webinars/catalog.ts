import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { users, webinarRegistrations, webinars } from '../../../db/schema';
import type { WebinarDto, WebinarList, WebinarPage } from '../../contract/webinars';
import { registrantMayCancel, scheduledEnd, webinarPhase } from '../../domain/webinars';
import type { Db } from '../../env';
import { fullName } from '../users';

const MINUTE = 60_000;
// Past webinars listed: the most recent, as a replay shelf rather than an archive.
const PAST_LISTED = 24;

// Whether seat `r` counts against capacity at `at`: registered, or held for an open checkout.
export const seatCounts = (at: number) => sql`(r.status = 'registered' OR (r.status = 'held' AND r.hold_until > ${at}))`;

// Seats taken at `at`: one statement counts them beside the webinar, on its (webinar, status) index.
export const seatsTaken = (at: number) => sql<number>`(SELECT count(*) FROM ${webinarRegistrations} r
  WHERE r.webinar_id = ${webinars.id} AND ${seatCounts(at)})`;

const columnsAt = (at: number) => ({
  id: webinars.id,
  title: webinars.title,
  description: webinars.description,
  startsAt: webinars.startsAt,
  durationMinutes: webinars.durationMinutes,
  capacity: webinars.capacity,
  priceCents: webinars.priceCents,
  startedAt: webinars.startedAt,
  endedAt: webinars.endedAt,
  cancelledAt: webinars.cancelledAt,
  taken: seatsTaken(at),
  replayReady: sql<number>`EXISTS (SELECT 1 FROM webinar_recordings rec
    WHERE rec.webinar_id = ${webinars.id} AND rec.status = 'ready' AND rec.published = 1)`,
  hostId: users.id,
  hostUsername: users.username,
  hostFirstName: users.firstName,
  hostLastName: users.lastName,
  hostPhoto: users.profileImageUrl,
});

const selectWebinars = (db: Db, now: Date) =>
  db.select(columnsAt(now.getTime())).from(webinars).innerJoin(users, eq(users.id, webinars.hostId));

type Row = Awaited<ReturnType<ReturnType<typeof selectWebinars>['all']>>[number];

function toDto(row: Row, now: Date): WebinarDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    host: {
      userId: row.hostId,
      username: row.hostUsername,
      name: fullName({ firstName: row.hostFirstName, lastName: row.hostLastName, username: row.hostUsername }),
      photoUrl: row.hostPhoto,
    },
    startsAt: row.startsAt.toISOString(),
    endsAt: scheduledEnd(row).toISOString(),
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents,
    capacity: row.capacity,
    seatsLeft: Math.max(0, row.capacity - row.taken),
    phase: webinarPhase(row, now),
    startedAt: row.startedAt?.toISOString() ?? null,
    replayReady: Boolean(row.replayReady),
  };
}

// /webinars: live now, upcoming soonest first, and the latest past ones. Cancelled webinars are
// not listed (their page still says what happened).
export async function listWebinars(db: Db, now = new Date()): Promise<WebinarList> {
  const scheduledEndMs = sql`${webinars.startsAt} + ${webinars.durationMinutes} * ${MINUTE}`;
  const [current, past] = await Promise.all([
    selectWebinars(db, now)
      .where(
        and(
          isNull(webinars.cancelledAt),
          isNull(webinars.endedAt),
          // Over the overrun a started webinar may take: the phase below decides.
          gt(sql`${scheduledEndMs} + ${2 * 60 * MINUTE}`, now.getTime()),
        ),
      )
      .orderBy(asc(webinars.startsAt))
      .all(),
    selectWebinars(db, now)
      .where(and(isNull(webinars.cancelledAt), or(isNotNull(webinars.endedAt), lte(scheduledEndMs, now.getTime()))))
      .orderBy(desc(webinars.startsAt))
      .limit(PAST_LISTED)
      .all(),
  ]);
  const list: WebinarList = { live: [], upcoming: [], past: [] };
  for (const row of current) {
    const dto = toDto(row, now);
    if (dto.phase === 'live') list.live.push(dto);
    else if (dto.phase === 'upcoming') list.upcoming.push(dto);
  }
  const listed = new Set([...list.live, ...list.upcoming].map((w) => w.id));
  for (const row of past) if (!listed.has(row.id)) list.past.push(toDto(row, now));
  return list;
}

// Every webinar, cancelled ones too, latest start first: the admin's list.
export async function allWebinars(db: Db, limit: number, now = new Date()): Promise<WebinarDto[]> {
  const rows = await selectWebinars(db, now).orderBy(desc(webinars.startsAt)).limit(limit).all();
  return rows.map((row) => toDto(row, now));
}

// One webinar's page, with the viewer's seat (or the seat held for their open checkout) if
// they have one; null for an unknown id.
export async function webinarPage(db: Db, id: number, viewerId: number | null, now = new Date()): Promise<WebinarPage | null> {
  const [[row], [seat]] = await Promise.all([
    selectWebinars(db, now).where(eq(webinars.id, id)).all(),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({
            status: webinarRegistrations.status,
            createdAt: webinarRegistrations.createdAt,
            holdUntil: webinarRegistrations.holdUntil,
          })
          .from(webinarRegistrations)
          .where(and(eq(webinarRegistrations.webinarId, id), eq(webinarRegistrations.userId, viewerId)))
          .all(),
  ]);
  if (!row) return null;
  const held = seat?.status === 'held' && seat.holdUntil !== null && seat.holdUntil > now ? seat.holdUntil : null;
  return {
    webinar: toDto(row, now),
    registration:
      seat?.status === 'registered'
        ? { registeredAt: seat.createdAt.toISOString(), mayCancel: registrantMayCancel(row, now) }
        : null,
    heldUntil: held?.toISOString() ?? null,
    isHost: viewerId === row.hostId,
  };
}
