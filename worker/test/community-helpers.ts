import { eq } from 'drizzle-orm';
import { submissions, votes } from '../../db/schema';
import { CHALLENGE_KEYS_COOKIE } from '../middleware/challenge-access';
import { newChallengeKey } from '../services/challenges/access';
import { db, makeChallenge, makeEntry, makeUser } from './helpers';

export const verified = () => makeUser({ emailVerifiedAt: new Date(Date.now() - 86_400_000) });

// The cookie a browser holds after opening these challenges' key links.
export const keysCookie = (...keys: string[]) => `${CHALLENGE_KEYS_COOKIE}=${keys.join('.')}`;

// A session cookie and a keys cookie together, as one Cookie header.
export const withKeys = (cookie: string | undefined, ...keys: string[]) =>
  [cookie, keysCookie(...keys)].filter(Boolean).join('; ');

type Phase = Parameters<typeof makeChallenge>[0];

// A community challenge by its own creator, with one entrant's entry. Unlisted and
// invite-only ones get a key, as creating them through the API does.
export async function makeCommunityChallenge(
  privacyType: 'public' | 'unlisted' | 'invite',
  phase: Phase = 'voting',
  fields: Parameters<typeof makeChallenge>[1] = {},
) {
  const creator = await verified();
  const entrant = await verified();
  const key = privacyType === 'public' ? null : newChallengeKey();
  const challenge = await makeChallenge(phase, { creatorId: creator.user.id, privacyType, key, ...fields });
  const entry = await makeEntry(challenge.id, entrant.user.id, `${privacyType} entry`);
  return { challenge, key: key ?? '', creator, entrant, entry };
}

// Places an entry, as the cron does when it names results.
export async function place(entryId: number, rank: number) {
  await db()
    .update(submissions)
    .set({ finalRank: rank, finalScore: 9 - rank, votesCounted: 5 })
    .where(eq(submissions.id, entryId));
}

// `count` people score the entry; verified ones unless told otherwise.
export async function addVoters(challengeId: number, entryId: number, count: number, { verifiedVoters = true } = {}) {
  for (let i = 0; i < count; i++) {
    const { user } = await makeUser({ emailVerifiedAt: verifiedVoters ? new Date() : null });
    await db().insert(votes).values({ submissionId: entryId, voterId: user.id, challengeId, score: 8, updatedAt: new Date() });
  }
}

export function edgeState(html: string) {
  return JSON.parse(/<script type="application\/json" id="edge-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
}

// A community challenge that ran its course in full: entries and voting a day each, results
// named after voting closed, its entry placed first and scored by five verified voters.
// Public, it may reach the home page with the challenges flag off.
export async function provenChallenge(
  privacyType: 'public' | 'unlisted' | 'invite' = 'public',
  fields: Parameters<typeof makeChallenge>[1] = {},
) {
  const made = await makeCommunityChallenge(privacyType, 'completed', { resultsAt: new Date(), ...fields });
  await place(made.entry.id, 1);
  await addVoters(made.challenge.id, made.entry.id, 5);
  return made;
}
