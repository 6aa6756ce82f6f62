import { describe, expect, it } from 'vitest';
import { coachReports, comments, critiqueRequests, evergreenThemes, mentorProfiles, reports } from '../../db/schema';
import { app } from '../app';
import { type CallerDeclaration, GATE_MESSAGES, declarationOf } from '../middleware/caller';
import { db, makeChallenge, makeEntry, makeUser, present, send, setFlag } from '../test/helpers';
import { hourAhead, makeMentor, makeReview, makeSession } from '../test/mentoring';

type Endpoint = { method: string; path: string; declaration: CallerDeclaration | undefined; declarations: number };

// Every API endpoint, with the caller declarations found among its handlers.
function endpoints(): Endpoint[] {
  const byKey = new Map<string, Endpoint>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api')) continue;
    const key = `${route.method} ${route.path}`;
    const endpoint = byKey.get(key) ?? { method: route.method, path: route.path, declaration: undefined, declarations: 0 };
    const declaration = declarationOf(route.handler);
    if (declaration) {
      endpoint.declaration = declaration;
      endpoint.declarations++;
    }
    byKey.set(key, endpoint);
  }
  return [...byKey.values()];
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const verified = () => makeUser({ emailVerifiedAt: new Date() });

// A fresh set of records owned by one member, so every call starts from the same world.
async function world() {
  const owner = await verified();
  const challenge = await makeChallenge('upcoming');
  const community = await makeChallenge('active', { creatorId: owner.user.id });
  const entry = await makeEntry((await makeChallenge('active')).id, owner.user.id);
  const [comment] = await db()
    .insert(comments)
    .values({ submissionId: entry.id, userId: owner.user.id, body: 'Lovely light' })
    .returning();
  const [report] = await db()
    .insert(reports)
    .values({ submissionId: entry.id, reporterId: owner.user.id, reason: 'Spam' })
    .returning();
  const [theme] = await db().insert(evergreenThemes).values({ category: 'street', title: 'Reflections' }).returning();
  const [critiqueRequest] = await db()
    .insert(critiqueRequests)
    .values({ userId: owner.user.id, imageUrl: entry.imageUrl, title: 'Dusk', intent: 'A calm dusk', aspects: ['general'] })
    .returning();
  const [coachReport] = await db().insert(coachReports).values({ userId: owner.user.id, title: 'Dusk', report: {} }).returning();
  const ids: Record<string, number> = {
    challenges: challenge.id,
    'user-challenges': community.id,
    submissions: entry.id,
    'user-submissions': entry.id,
    comments: present(comment, 'the new comment').id,
    reports: present(report, 'the new report').id,
    'evergreen-themes': present(theme, 'the new theme').id,
    requests: present(critiqueRequest, 'the new critique request').id,
  };
  // A session's actions each need it in their own state: the owner as its student, or as the
  // mentor answering its review.
  const mentor = await makeMentor();
  const student = await verified();
  const ahead = await makeSession(mentor.user.id, owner.user.id, hourAhead(3));
  const now = await makeSession(mentor.user.id, owner.user.id, Date.now() - 60_000);
  const done = await makeSession(mentor.user.id, owner.user.id, hourAhead(-2), { status: 'completed' });
  await db().insert(mentorProfiles).values({ userId: owner.user.id, profileStatus: 'approved' });
  const taught = await makeSession(owner.user.id, student.user.id, hourAhead(-3), { status: 'completed' });
  await makeReview(taught.id, owner.user.id, student.user.id);
  const routeIds: Record<string, number> = {
    'POST /api/sessions/:id/cancel': ahead.id,
    'POST /api/sessions/:id/reschedule': ahead.id,
    'POST /api/sessions/:id/join': now.id,
    'POST /api/sessions/:id/review': done.id,
    'POST /api/sessions/:id/review/reply': taught.id,
    'DELETE /api/coach/reports/:id': present(coachReport, 'the new coach report').id,
  };
  return { owner, ids, routeIds, communityId: community.id };
}

function concrete(name: string, { ids, routeIds, communityId }: Awaited<ReturnType<typeof world>>): string {
  const path = name.slice(name.indexOf(' ') + 1);
  const segments = path.split('/');
  return segments
    .map((segment, i) => {
      if (segment === ':flagName') return 'ai_coach_access';
      if (segment === ':type') return 'standard';
      if (!segment.startsWith(':')) return segment;
      const resource = segments[i - 1] ?? '';
      // The admin's community list takes a community challenge's id.
      if (path.startsWith('/api/admin/user-challenges')) return String(communityId);
      return String(routeIds[name] ?? ids[resource] ?? 1);
    })
    .join('/');
}

// Bodies that get an owner past validation, so the answer shows whose record it is.
const OWNER_BODIES: Record<string, unknown> = {
  'PATCH /api/comments/:id': { body: 'Edited' },
  'POST /api/sessions/:id/reschedule': { startsAt: new Date(hourAhead(5)).toISOString() },
  'POST /api/sessions/:id/review': { rating: 5, comment: 'Clear and kind' },
  'POST /api/sessions/:id/review/reply': { reply: 'Thank you' },
};

type Identity = 'visitor' | 'unverified' | 'member' | 'owner' | 'admin';
const IDENTITIES: Identity[] = ['visitor', 'unverified', 'member', 'owner', 'admin'];

async function cookieOf(identity: Identity, owner: { cookie: string }): Promise<string | undefined> {
  if (identity === 'visitor') return undefined;
  if (identity === 'owner') return owner.cookie;
  if (identity === 'unverified') return (await makeUser()).cookie;
  if (identity === 'admin') return (await makeUser({ isAdmin: true, emailVerifiedAt: new Date() })).cookie;
  return (await verified()).cookie;
}

// What the gate must answer each identity: null when it lets the call through.
function expectedRefusal(
  { kind, unverified }: CallerDeclaration,
  identity: Identity,
): { status: number; message?: string } | null {
  if (kind === 'visitor' || kind === 'signature') return null;
  if (identity === 'visitor') return { status: 401, message: GATE_MESSAGES.signIn };
  if (kind === 'admin') return identity === 'admin' ? null : { status: 403, message: GATE_MESSAGES.admin };
  if (kind === 'verified' && identity === 'unverified') return { status: 403, message: unverified ?? GATE_MESSAGES.verify };
  // Someone else's record is not found, so ids can't be probed.
  if (kind === 'owner' && identity !== 'owner') return { status: 404 };
  return null;
}

const isGateRefusal = (status: number, message: string) =>
  (status === 401 && message === GATE_MESSAGES.signIn) ||
  (status === 403 && Object.values(GATE_MESSAGES).includes(message as never));

describe('who may call what', () => {
  it('every API route declares its caller exactly once', () => {
    const all = endpoints();
    expect(all.length).toBeGreaterThan(40);
    const undeclared = all.filter((e) => e.declarations !== 1).map((e) => `${e.method} ${e.path} (${e.declarations})`);
    expect(undeclared).toEqual([]);
  });

  it('every admin route is declared for admins, and every admin change is audited', () => {
    const admin = endpoints().filter((e) => e.path.startsWith('/api/admin'));
    expect(admin.filter((e) => e.declaration?.kind !== 'admin').map((e) => e.path)).toEqual([]);
    const unaudited = admin.filter((e) => MUTATING.has(e.method) && !e.declaration?.audit);
    expect(unaudited.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('every write by an account declares a per-account limit', () => {
    const unlimited = endpoints().filter(
      (e) =>
        MUTATING.has(e.method) && e.declaration && !['visitor', 'signature'].includes(e.declaration.kind) && !e.declaration.limit,
    );
    expect(unlimited.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  for (const endpoint of endpoints().filter((e) => MUTATING.has(e.method))) {
    const name = `${endpoint.method} ${endpoint.path}`;
    it(`${name} admits exactly the declared ${endpoint.declaration?.kind ?? 'nobody'}`, async () => {
      const declaration = present(endpoint.declaration, `a caller declaration on ${name}`);
      // A feature that is off refuses everyone the gate lets through, in the spec's words;
      // with it on, the gate alone decides.
      if (declaration.flag) {
        await setFlag(declaration.flag, false);
        const fixture = await world();
        const res = await send(endpoint.method, concrete(name, fixture), {}, fixture.owner.cookie);
        expect(((await res.json()) as { message?: string }).message, 'flag off').toBe(GATE_MESSAGES.feature);
        await setFlag(declaration.flag, true);
      }
      for (const identity of IDENTITIES) {
        const fixture = await world();
        const cookie = await cookieOf(identity, fixture.owner);
        const res = await send(endpoint.method, concrete(name, fixture), OWNER_BODIES[name] ?? {}, cookie);
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        const message = body.message ?? '';
        const refusal = expectedRefusal(declaration, identity);
        if (refusal) {
          expect(res.status, `${identity}: ${message}`).toBe(refusal.status);
          if (refusal.message) expect(message, identity).toBe(refusal.message);
        } else {
          expect(isGateRefusal(res.status, message), `${identity} was refused: ${res.status} ${message}`).toBe(false);
          if (declaration.kind === 'owner') expect(res.status, `${identity}: ${message}`).toBeLessThan(400);
        }
      }
    });
  }
});
