import { type SQL, and, eq, isNull } from 'drizzle-orm';
import { type ChallengeRow, challenges, submissions } from '../../../db/schema';
import type { Db } from '../../env';
import { allOf } from '../all-of';
import type { CurrentUser } from '../../contract/auth';

// Who may see a challenge, in one place for the API and the pages, so the two can't drift.
//
// - A removed challenge (an admin's 'remove challenge') is seen by admins only.
// - A public one is seen by everyone.
// - An unlisted or invite-only one is seen by whoever holds its key (the unguessable part
//   of its link), its creator, its entrants (anyone with an active entry in it) and admins.
// Everyone else is answered as if it did not exist (404), and so are its entries.

type ChallengeViewer = Pick<CurrentUser, 'id' | 'isAdmin' | 'isSuperAdmin'> | null;
type GuardedChallenge = Pick<ChallengeRow, 'id' | 'creatorId' | 'privacyType' | 'key' | 'removedAt'>;

const isAdmin = (viewer: ChallengeViewer) => Boolean(viewer && (viewer.isAdmin || viewer.isSuperAdmin));

export const isPrivateChallenge = (challenge: Pick<ChallengeRow, 'privacyType'>) => challenge.privacyType !== 'public';

// Seen alike by every visitor: only answers about such a challenge may be cached and shared.
export const isOpenToAll = (challenge: Pick<ChallengeRow, 'privacyType' | 'removedAt'>) =>
  challenge.removedAt === null && !isPrivateChallenge(challenge);

// The SQL form of isOpenToAll, for every list that anyone may read.
export const publicChallengeWhere = (): SQL => allOf(isNull(challenges.removedAt), eq(challenges.privacyType, 'public'));

// What the lists and the home page show: open to all and not hidden by an admin (a hidden
// challenge's page and entries stay reachable by their links).
export const listedChallengeWhere = (): SQL => allOf(publicChallengeWhere(), isNull(challenges.hiddenAt));

export const notRemovedWhere = (): SQL => isNull(challenges.removedAt);

async function isEntrant(db: Db, challengeId: number, userId: number): Promise<boolean> {
  const found = await db.query.submissions.findFirst({
    where: and(eq(submissions.challengeId, challengeId), eq(submissions.userId, userId), eq(submissions.status, 'active')),
    columns: { id: true },
  });
  return Boolean(found);
}

export async function canSee(
  db: Db,
  challenge: GuardedChallenge,
  viewer: ChallengeViewer,
  keys: ReadonlySet<string>,
): Promise<boolean> {
  if (isAdmin(viewer)) return true;
  if (challenge.removedAt !== null) return false;
  if (!isPrivateChallenge(challenge)) return true;
  if (challenge.key !== null && keys.has(challenge.key)) return true;
  if (!viewer) return false;
  return challenge.creatorId === viewer.id || (await isEntrant(db, challenge.id, viewer.id));
}

// 128 random bits, as 32 lowercase hex digits (the form the migration gave existing ones).
export function newChallengeKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// Keys are long and ids short, so one path segment can name either: /user-challenges/{id or key}.
export const KEY_SHAPE = /^[A-Za-z0-9_-]{22,64}$/;
type ChallengeRef = { id: number } | { key: string };

export function parseChallengeRef(segment: string): ChallengeRef | null {
  if (KEY_SHAPE.test(segment)) return { key: segment };
  const id = /^\d{1,16}$/.test(segment) ? Number(segment) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? { id } : null;
}

export async function findChallengeByRef(db: Db, ref: ChallengeRef): Promise<ChallengeRow | undefined> {
  return db.query.challenges.findFirst({ where: 'key' in ref ? eq(challenges.key, ref.key) : eq(challenges.id, ref.id) });
}

// The challenge an active entry belongs to: an entry is seen by exactly those who see it.
export async function challengeOfEntry(db: Db, submissionId: number): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select({ challenge: challenges })
    .from(submissions)
    .innerJoin(challenges, eq(challenges.id, submissions.challengeId))
    .where(and(eq(submissions.id, submissionId), eq(submissions.status, 'active')))
    .limit(1);
  return row?.challenge;
}
