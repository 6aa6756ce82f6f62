import { map } from 'nanostores';
import type { ChallengeDto } from '../../worker/routes/challenges/schema';
import type { CommentDto } from '../../worker/services/challenges/engagement';
import type { LeaderboardEntry } from '../../worker/services/challenges/leaderboard';
import type { SubmissionDto } from '../../worker/services/challenges/submissions';
import { apiRequest, getJson, withMutationRetry } from '../lib/api-fetch';
import { primeLikeCount } from './likes';
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

const listStore = memo((key) => createFetcherStore<ChallengeDto[]>(key));
// An entry list carries each entry's like count; handing those to the like buttons spares
// a request per card.
async function fetchEntries(...parts: unknown[]): Promise<SubmissionDto[]> {
  const entries = await getJson<SubmissionDto[]>(parts.join(''));
  for (const entry of entries) primeLikeCount(entry.id, entry.likesCount);
  return entries;
}

const entriesStore = memo((key) => createFetcherStore<SubmissionDto[]>(key, { fetcher: fetchEntries }));
const challengeStore = memo((key) => createFetcherStore<ChallengeDto>(key));
const commentsStore = memo((key) => createFetcherStore<CommentDto[]>(key));

export function challengePage(filters: ChallengeFilters, offset: number) {
  const query = new URLSearchParams({ limit: String(CHALLENGE_PAGE_SIZE), offset: String(offset) });
  if (filters.status) query.set('status', filters.status);
  if (filters.category) query.set('category', filters.category);
  return listStore(`/api/challenges?${query}`);
}

export const challengeById = (id: number) => challengeStore(`/api/challenges/${id}`);
export const challengeEntries = (challengeId: number) => entriesStore(`/api/challenges/${challengeId}/submissions`);
export const photoComments = (photoId: number) => commentsStore(`/api/submissions/${photoId}/comments`);

export const $winners = createFetcherStore<SubmissionDto[]>(`/api/submissions/winners?limit=${WINNERS_LIMIT}`, { fetcher: fetchEntries });
export const $leaderboard = createFetcherStore<LeaderboardEntry[]>(`/api/leaderboard?limit=${LEADERBOARD_LIMIT}`);

// The viewer's own scores by entry id. Plain state rather than a query: scores change on
// every choice (optimistically), and a failed save has to put the old one back.
export const $myScores = map<Record<number, number | undefined>>({});

type Ballot = { score: number; isMine?: boolean };

// During voting the votes list holds only the viewer's own score (or nothing).
export async function loadMyScores(entryIds: number[]): Promise<void> {
  await Promise.all(
    entryIds.map(async (id) => {
      const ballots = await getJson<Ballot[]>(`/api/submissions/${id}/votes`);
      const mine = ballots.find((b) => b.isMine);
      if (mine) $myScores.setKey(id, mine.score);
    }),
  );
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
