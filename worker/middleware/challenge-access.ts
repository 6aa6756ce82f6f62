import { generateCookie, getCookie } from 'hono/cookie';
import type { ChallengeRow } from '../../db/schema';
import type { ApiContext } from '../env';
import { ApiError } from '../errors';
import {
  KEY_SHAPE,
  canSee,
  challengeOfEntry,
  findChallengeByRef,
  isOpenToAll,
  parseChallengeRef,
} from '../services/challenges/access';

// How a request carries a private challenge's key (services/challenges/access.ts decides
// what the key opens):
// - the address itself: /user-challenges/{key} (the page) or /api/user-challenges/{key};
// - a `key` query parameter, on any route or page that takes the challenge's or an entry's id;
// - the `ac_challenge_keys` cookie: whenever a key in the address or the query opens a
//   challenge, the answer remembers it there (HttpOnly, SameSite=Lax, Path=/, the last 20
//   keys, 30 days), so the islands' own calls by numeric id (entries, likes, comments,
//   votes, uploads) work without passing the key along.
export const CHALLENGE_KEYS_COOKIE = 'ac_challenge_keys';
const KEPT_KEYS = 20;
const KEPT_SECONDS = 30 * 24 * 60 * 60;

function cookieKeys(c: ApiContext): string[] {
  return (getCookie(c, CHALLENGE_KEYS_COOKIE) ?? '').split('.').filter((key) => KEY_SHAPE.test(key));
}

const queryKey = (c: ApiContext) => {
  const key = c.req.query('key');
  return key && KEY_SHAPE.test(key) ? key : null;
};

function requestKeys(c: ApiContext, pathKey: string | null = null): Set<string> {
  return new Set([...cookieKeys(c), queryKey(c), pathKey].filter((key): key is string => key !== null));
}

function rememberKey(c: ApiContext, key: string): void {
  const kept = cookieKeys(c);
  if (kept[0] === key) return;
  const value = [key, ...kept.filter((k) => k !== key)].slice(0, KEPT_KEYS).join('.');
  const cookie = generateCookie(CHALLENGE_KEYS_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    maxAge: KEPT_SECONDS,
  });
  // Pages answer with a Response of their own, and Hono copies only the headers of `c.res`
  // onto it, so the cookie is written there (an API answer built with c.json has them too).
  c.res.headers.append('Set-Cookie', cookie);
}

// Whether this request may see the challenge. An answer about one that is not open to all
// is marked private, so no cache keeps it; a key that came in the address or the query is
// remembered for the calls that follow.
export async function admits(c: ApiContext, challenge: ChallengeRow, pathKey: string | null = null): Promise<boolean> {
  if (!(await canSee(c.var.db, challenge, c.var.user, requestKeys(c, pathKey)))) return false;
  if (!isOpenToAll(challenge)) c.header('Cache-Control', 'private, no-store');
  const offered = pathKey ?? queryKey(c);
  if (challenge.key !== null && offered === challenge.key) rememberKey(c, challenge.key);
  return true;
}

// A community challenge named in an address by its id or its key (/user-challenges/{id or
// key}), when this request may see it; a key in the address opens it.
export async function admittedCommunityChallenge(c: ApiContext, segment: string): Promise<ChallengeRow | null> {
  const ref = parseChallengeRef(segment);
  const row = ref ? await findChallengeByRef(c.var.db, ref) : undefined;
  if (!ref || !row || row.creatorId === null) return null;
  return (await admits(c, row, 'key' in ref ? ref.key : null)) ? row : null;
}

export async function requireChallenge(
  c: ApiContext,
  challenge: ChallengeRow | undefined,
  pathKey: string | null = null,
): Promise<ChallengeRow> {
  if (!challenge || !(await admits(c, challenge, pathKey))) throw new ApiError('NOT_FOUND', 'Challenge not found');
  return challenge;
}

// An entry is seen by whoever sees its challenge; the answer for anyone else is the same
// as for an entry that does not exist.
export async function requireEntry(c: ApiContext, submissionId: number): Promise<ChallengeRow> {
  const challenge = await challengeOfEntry(c.var.db, submissionId);
  if (!challenge || !(await admits(c, challenge))) throw new ApiError('NOT_FOUND', 'Photo not found');
  return challenge;
}
