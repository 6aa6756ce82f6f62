import { map } from 'nanostores';
import type { ChallengeDto } from '../../worker/routes/challenges/schema';
import type { CommentDto } from '../../worker/services/challenges/engagement';
import type { LeaderboardEntry } from '../../worker/services/challenges/leaderboard';
import type { SubmissionDto } from '../../worker/services/challenges/submissions';
import { apiRequest, getJson, withMutationRetry } from '../lib/api-fetch';
import { primeLikes } from './likes';
import { createFetcherStore, revalidateKeys } from './query';

export type ChallengeFilters = { status?: string; category?: string };

export const CHALLENGE_PAGE_SIZE = 12;
export const WINNERS_LIMIT = 30;
export const LEADERBOARD_LIMIT = 50;

// Factories keep one store per key, so every island asking for the same list shares it.
function memo<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let found = made.get(key);
    if (!found) made.set(key, (found = make(key)));
    return found;
  };
}

type ChallengePage = { challenges: ChallengeDto[]; more: boolean };

// A page asks for one challenge more than it shows: whether that one comes back says if
// there is a next page, so 'Load more' never leads to an empty one.
async function fetchPage(...parts: unknown[]): Promise<ChallengePage> {
  const found = await getJson<ChallengeDto[]>(parts.join(''));
  return { challenges: found.slice(0, CHALLENGE_PAGE_SIZE), more: found.length > CHALLENGE_PAGE_SIZE };
}

// An entry list carries each entry's like count and the viewer's like; handing those to
// the like buttons spares two requests per card.
async function fetchEntries(...parts: unknown[]): Promise<SubmissionDto[]> {
  const entries = await getJson<SubmissionDto[]>(parts.join(''));
  for (const entry of entries) primeLikes(entry);
  return entries;
}

const pageStore = memo((key) => createFetcherStore<ChallengePage>(key, { fetcher: fetchPage }));
const entriesStore = memo((key) => createFetcherStore<SubmissionDto[]>(key, { fetcher: fetchEntries }));
const commentsStore = memo((key) => createFetcherStore<CommentDto[]>(key));

export function challengePage(filters: ChallengeFilters, offset: number) {
  const query = new URLSearchParams({ limit: String(CHALLENGE_PAGE_SIZE + 1), offset: String(offset) });
  if (filters.status) query.set('status', filters.status);
  if (filters.category) query.set('category', filters.category);
  return pageStore(`/api/challenges?${query}`);
}

export const challengeEntries = (challengeId: number) => entriesStore(`/api/challenges/${challengeId}/submissions`);
export const photoComments = (photoId: number) => commentsStore(`/api/submissions/${photoId}/comments`);

export const $winners = createFetcherStore<SubmissionDto[]>(`/api/submissions/winners?limit=${WINNERS_LIMIT}`, { fetcher: fetchEntries });
export const $leaderboard = createFetcherStore<LeaderboardEntry[]>(`/api/leaderboard?limit=${LEADERBOARD_LIMIT}`);

// The viewer's own scores by entry id. Plain state rather than a query: scores change on
// every choice (optimistically), and a failed save has to put the old one back.
export const $myScores = map<Record<number, number | undefined>>({});

// All of the viewer's scores in one challenge, in one request. A score chosen while this
// was on its way is newer than the server's, so it stays.
export async function loadMyScores(challengeId: number): Promise<void> {
  const mine = await getJson<{ submissionId: number; score: number }[]>(`/api/challenges/${challengeId}/my-votes`);
  for (const { submissionId, score } of mine) {
    if ($myScores.get()[submissionId] === undefined) $myScores.setKey(submissionId, score);
  }
}

export async function scoreEntry(entryId: number, score: number): Promise<void> {
  const before = $myScores.get()[entryId];
  $myScores.setKey(entryId, score);
  try {
    await withMutationRetry(() => apiRequest('POST', `/api/submissions/${entryId}/vote`, { score }));
  } catch (error) {
    // Only put the old score back if nothing newer was chosen meanwhile.
    if ($myScores.get()[entryId] === score) $myScores.setKey(entryId, before);
    throw error;
  }
}

export async function postComment(photoId: number, body: string): Promise<void> {
  await withMutationRetry(() => apiRequest('POST', `/api/submissions/${photoId}/comments`, { body }));
  revalidateKeys(`/api/submissions/${photoId}/comments`);
}

export async function editComment(photoId: number, commentId: number, body: string): Promise<void> {
  await withMutationRetry(() => apiRequest('PATCH', `/api/comments/${commentId}`, { body }));
  revalidateKeys(`/api/submissions/${photoId}/comments`);
}

export async function deleteComment(photoId: number, commentId: number): Promise<void> {
  await withMutationRetry(() => apiRequest('DELETE', `/api/comments/${commentId}`));
  revalidateKeys(`/api/submissions/${photoId}/comments`);
}

export async function reportPhoto(photoId: number, reason: string): Promise<void> {
  await withMutationRetry(() => apiRequest('POST', `/api/submissions/${photoId}/report`, { reason }));
}
