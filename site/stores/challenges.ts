import { map } from 'nanostores';
import type { ChallengeDto } from '../../worker/contract/challenges';
import type { CommentDto } from '../../worker/contract/submissions';
import type { LeaderboardEntry } from '../../worker/contract/leaderboard';
import type { SubmissionDto } from '../../worker/contract/submissions';
import {
  CHALLENGE_PAGE_SIZE,
  type ChallengeFilters,
  LEADERBOARD_PATH,
  WINNERS_PATH,
  type ChallengeStatusFilter,
  challengeListPath,
  communityListPath,
} from '../../worker/contract/list-pages';
import { apiRequest, getJson, withMutationRetry } from '../lib/api-fetch';
import { type PhotoType, photoTypeOf } from '../lib/photo-type';
import { primeLikes } from './likes';
import { createFetcherStore, revalidateKeys } from './query';

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
// the like buttons spares two requests per card. The winners mix official and community
// entries, so each says its own type.
async function fetchEntries(...parts: unknown[]): Promise<SubmissionDto[]> {
  const entries = await getJson<SubmissionDto[]>(parts.join(''));
  for (const entry of entries) primeLikes(entry, photoTypeOf(entry));
  return entries;
}

// Spec §7: a user photo's votes and comments live under /api/user-submissions.
const ENTRY_API: Record<PhotoType, string> = { standard: '/api/submissions', user: '/api/user-submissions' };
const commentsKey = (photoId: number, type: PhotoType) => `${ENTRY_API[type]}/${photoId}/comments`;
// A comment is edited and deleted by its own id, which says nothing of its photo's type.
const bothCommentsKeys = (photoId: number) => (Object.keys(ENTRY_API) as PhotoType[]).map((type) => commentsKey(photoId, type));

const pageStore = memo((key) => createFetcherStore<ChallengePage>(key, { fetcher: fetchPage }));
const entriesStore = memo((key) => createFetcherStore<SubmissionDto[]>(key, { fetcher: fetchEntries }));
const commentsStore = memo((key) => createFetcherStore<CommentDto[]>(key));

export const challengePage = (filters: ChallengeFilters, offset: number) => pageStore(challengeListPath(filters, offset));
export const communityPage = (status: ChallengeStatusFilter, offset: number) => pageStore(communityListPath(status, offset));

export const challengeEntries = (challengeId: number) => entriesStore(`/api/challenges/${challengeId}/submissions`);
export const communityEntries = (challengeId: number) => entriesStore(`/api/user-challenges/${challengeId}/submissions`);
export const photoComments = (photoId: number, type: PhotoType) => commentsStore(commentsKey(photoId, type));

export const $winners = createFetcherStore<SubmissionDto[]>(WINNERS_PATH, { fetcher: fetchEntries });
export const $leaderboard = createFetcherStore<LeaderboardEntry[]>(LEADERBOARD_PATH);

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

export async function scoreEntry(entryId: number, score: number, type: PhotoType): Promise<void> {
  const before = $myScores.get()[entryId];
  $myScores.setKey(entryId, score);
  try {
    await withMutationRetry(() => apiRequest('POST', `${ENTRY_API[type]}/${entryId}/vote`, { score }));
  } catch (error) {
    // Only put the old score back if nothing newer was chosen meanwhile.
    if ($myScores.get()[entryId] === score) $myScores.setKey(entryId, before);
    throw error;
  }
}

export async function postComment(photoId: number, body: string, type: PhotoType): Promise<void> {
  await withMutationRetry(() => apiRequest('POST', commentsKey(photoId, type), { body }));
  revalidateKeys(commentsKey(photoId, type));
}

export async function editComment(photoId: number, commentId: number, body: string): Promise<void> {
  await withMutationRetry(() => apiRequest('PATCH', `/api/comments/${commentId}`, { body }));
  revalidateKeys(bothCommentsKeys(photoId));
}

export async function deleteComment(photoId: number, commentId: number): Promise<void> {
  await withMutationRetry(() => apiRequest('DELETE', `/api/comments/${commentId}`));
  revalidateKeys(bothCommentsKeys(photoId));
}

export async function reportPhoto(photoId: number, reason: string): Promise<void> {
  await withMutationRetry(() => apiRequest('POST', `/api/submissions/${photoId}/report`, { reason }));
}
