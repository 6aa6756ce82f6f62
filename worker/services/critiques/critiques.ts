import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { critiqueRequests, critiques } from '../../../db/schema';
import type { CritiqueInput, GivenList, RequestPage } from '../../contract/critiques';
import { HELPFUL_FROM, critiqueLength, substanceProblem } from '../../domain/critiques';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { noticeRows, notify, toldIn } from '../notifications/notify';
import { runBatch, statement } from '../statements';
import { REQUEST_NOT_FOUND, requestPage } from './requests';
import { critiqueDto, requestDto, selectCritiques, selectRequests } from './rows';

export const CRITIQUE_NOT_FOUND = 'No such critique';

const requestLink = (id: number) => `/photo-critique?request=${id}`;

// A critique is written once per member and request, only while the request is open and not
// the critic's own: one INSERT decides, and the request's count and its owner's notification
// follow in the same batch only if it wrote a row.
export async function giveCritique(
  db: Db,
  requestId: number,
  criticId: number,
  input: CritiqueInput,
  now = new Date(),
): Promise<{ page: RequestPage; notified: number[] }> {
  const request = await db.query.critiqueRequests.findFirst({ where: eq(critiqueRequests.id, requestId) });
  if (!request || request.status === 'removed') throw new ApiError('NOT_FOUND', REQUEST_NOT_FOUND);
  if (request.userId === criticId) throw new ApiError('FORBIDDEN', 'You cannot critique your own photo');
  const asked = new Set(request.aspects);
  const notes = input.notes.filter((n) => asked.has(n.aspect));
  if (notes.length !== input.notes.length || new Set(notes.map((n) => n.aspect)).size !== notes.length) {
    throw new ApiError('VALIDATION_FAILED', 'Critique each aspect the photographer asked about at most once, and only those');
  }
  const problem = substanceProblem(notes, input.pins);
  if (problem) throw new ApiError('VALIDATION_FAILED', problem);
  const [written, , told] = await runBatch(db, [
    statement(
      db,
      sql`INSERT INTO critiques (request_id, critic_id, notes, pins, length, by_mentor, created_at)
        SELECT r.id, ${criticId}, ${JSON.stringify(notes)}, ${JSON.stringify(input.pins)}, ${critiqueLength(notes, input.pins)},
          EXISTS (SELECT 1 FROM mentor_profiles m WHERE m.user_id = ${criticId} AND m.profile_status = 'approved' AND m.suspended_at IS NULL),
          ${now.getTime()}
        FROM critique_requests r WHERE r.id = ${requestId} AND r.status = 'open' AND r.user_id != ${criticId}
        ON CONFLICT (request_id, critic_id) DO NOTHING`,
    ),
    statement(
      db,
      sql`UPDATE critique_requests SET critique_count = critique_count + 1 WHERE id = ${requestId} AND changes() = 1`,
    ),
    statement(
      db,
      notify(
        db,
        noticeRows(
          [
            {
              userId: request.userId,
              kind: 'critique',
              key: `critique:${requestId}:${criticId}`,
              group: `critique:${requestId}`,
              actorId: criticId,
              data: { title: request.title },
              link: requestLink(requestId),
            },
          ],
          now,
          sql`changes() = 1`,
        ),
      ),
    ),
  ]);
  if (!written?.meta.changes) {
    const page = await requestPage(db, requestId, { id: criticId, isAdmin: false });
    if (page.mine !== null) throw new ApiError('CONFLICT', 'You have already critiqued this photo');
    throw new ApiError('CONFLICT', 'This request is closed: it takes no more critiques');
  }
  return { page: await requestPage(db, requestId, { id: criticId, isAdmin: false }), notified: told ? toldIn(told) : [] };
}

async function ownersCritique(db: Db, critiqueId: number, ownerId: number) {
  const [row] = await db
    .select({ critique: critiques, request: critiqueRequests })
    .from(critiques)
    .innerJoin(critiqueRequests, eq(critiqueRequests.id, critiques.requestId))
    .where(and(eq(critiques.id, critiqueId), sql`${critiques.removedAt} IS NULL`));
  if (!row) throw new ApiError('NOT_FOUND', CRITIQUE_NOT_FOUND);
  if (row.request.userId !== ownerId) throw new ApiError('FORBIDDEN', 'Only the photographer who asked can do this');
  return row;
}

// The requester rates a critique's helpfulness once. A rating of 4 or 5 earns its writer a
// credit, in the same batch; the writer is told either way.
export async function rateCritique(
  db: Db,
  critiqueId: number,
  ownerId: number,
  helpfulness: number,
  now = new Date(),
): Promise<{ page: RequestPage; notified: number[] }> {
  const { critique, request } = await ownersCritique(db, critiqueId, ownerId);
  const [rated, told] = await runBatch(db, [
    statement(
      db,
      sql`UPDATE critiques SET helpfulness = ${helpfulness}, rated_at = ${now.getTime()}
        WHERE id = ${critiqueId} AND helpfulness IS NULL AND removed_at IS NULL`,
    ),
    statement(
      db,
      notify(
        db,
        noticeRows(
          [
            {
              userId: critique.criticId,
              kind: 'critique_rated',
              key: `critique_rated:${critiqueId}`,
              actorId: ownerId,
              data: { title: request.title, helpfulness, earned: helpfulness >= HELPFUL_FROM },
              link: requestLink(request.id),
            },
          ],
          now,
          sql`changes() = 1`,
        ),
      ),
    ),
    statement(
      db,
      sql`INSERT INTO critique_credits (user_id, delta, reason, request_id, critique_id, created_at)
        SELECT critic_id, 1, 'earned', request_id, id, ${now.getTime()} FROM critiques
        WHERE id = ${critiqueId} AND rated_at = ${now.getTime()} AND helpfulness >= ${HELPFUL_FROM}
        ON CONFLICT DO NOTHING`,
    ),
  ]);
  if (!rated?.meta.changes) throw new ApiError('CONFLICT', 'You have already rated this critique');
  return { page: await requestPage(db, request.id, { id: ownerId, isAdmin: false }), notified: told ? toldIn(told) : [] };
}

// The requester thanks a critic, once.
export async function thankCritic(db: Db, critiqueId: number, ownerId: number, now = new Date()): Promise<RequestPage> {
  const { request } = await ownersCritique(db, critiqueId, ownerId);
  const thanked = await db
    .update(critiques)
    .set({ thankedAt: now })
    .where(and(eq(critiques.id, critiqueId), sql`${critiques.thankedAt} IS NULL`))
    .returning({ id: critiques.id });
  if (thanked.length === 0) throw new ApiError('CONFLICT', 'You have already thanked this critic');
  return requestPage(db, request.id, { id: ownerId, isAdmin: false });
}

// The critiques a member wrote, latest first, each with its request.
export async function givenCritiques(db: Db, criticId: number, cursor: number | undefined, limit: number): Promise<GivenList> {
  const rows = await selectCritiques(db)
    .where(
      and(
        eq(critiques.criticId, criticId),
        sql`${critiques.removedAt} IS NULL`,
        cursor === undefined ? undefined : lt(critiques.id, cursor),
      ),
    )
    .orderBy(desc(critiques.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const ids = page.map((r) => r.critique.requestId);
  const requests = ids.length ? await selectRequests(db).where(sql`${critiqueRequests.id} IN ${ids}`) : [];
  const byId = new Map(requests.map((r) => [r.request.id, requestDto(r)]));
  const last = page.at(-1);
  return {
    critiques: page.flatMap((row) => {
      const request = byId.get(row.critique.requestId);
      return request ? [{ ...critiqueDto(row), request }] : [];
    }),
    nextCursor: rows.length > limit && last ? String(last.critique.id) : null,
  };
}
