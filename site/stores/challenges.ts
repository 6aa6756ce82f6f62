import { map } from 'nanostores';
import type { ChallengeDto } from '../../worker/contract/challenges';
import { keyOf } from '../../worker/routes/clients';
import type { LeaderboardEntry } from '../../worker/contract/leaderboard';
import {
  CHALLENGE_PAGE_SIZE,
  type ChallengeFilters,
  type ChallengeStatusFilter,
  LEADERBOARD_QUERY,
  WINNERS_QUERY,
  challengePageQuery,
  communityPageQuery,
} from '../../worker/contract/list-pages';
import type { CommentDto, SubmissionDto } from '../../worker/contract/submissions';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { type PhotoType, photoTypeOf } from '../lib/photo-type';
import { primeLikes } from './likes';
import { callStore, revalidateKeys, storesByCall } from './query';

type ChallengePage = { challenges: ChallengeDto[]; more: boolean };
type Store<T> = ReturnType<typeof callStore<T>>;

const idParam = (id: number) => ({ param: { id: String(id) } });

// A page asks for one challenge more than it shows: whether that one comes back says if
// there is a next page, so 'Load more' never leads to an empty one.
const toPage = (found: ChallengeDto[]): ChallengePage => ({
  challenges: found.slice(0, CHALLENGE_PAGE_SIZE),
  more: found.length > CHALLENGE_PAGE_SIZE,
});

// An entry list carries each entry's like count and the viewer's like; handing those to
// the like buttons spares two requests per card. The winners mix official and community
// entries, so each says its own type.
function primeEntries(entries: SubmissionDto[]): SubmissionDto[] {
  for (const entry of entries) primeLikes(entry, photoTypeOf(entry));
  return entries;
}

// Spec §7: a user photo's votes and comments live under /api/user-submissions.
const entryApi = (type: PhotoType) => (type === 'user' ? api.userSubmissions : api.submissions);
const commentsUrl = (photoId: number, type: PhotoType) => entryApi(type)[':id'].comments.$url(idParam(photoId));
// A comment is edited and deleted by its own id, which says nothing of its photo's type.
const bothCommentsKeys = (photoId: number) => (['standard', 'user'] as const).map((type) => keyOf(commentsUrl(photoId, type)));

const pageStores = storesByCall<Store<ChallengePage>>();
const entriesStores = storesByCall<Store<SubmissionDto[]>>();
const commentsStores = storesByCall<Store<CommentDto[]>>();

export function challengePage(filters: ChallengeFilters, offset: number) {
  const query = challengePageQuery(filters, offset);
  return pageStores(api.challenges.index.$url({ query }), (url) =>
    callStore(url, () => answer(api.challenges.index.$get({ query })), { read: toPage }),
  );
}

export function communityPage(status: ChallengeStatusFilter, offset: number) {
  const query = communityPageQuery(status, offset);
  return pageStores(api.userChallenges.index.$url({ query }), (url) =>
    callStore(url, () => answer(api.userChallenges.index.$get({ query })), { read: toPage }),
  );
}

export function challengeEntries(challengeId: number) {
  const args = idParam(challengeId);
  return entriesStores(api.challenges[':id'].submissions.$url(args), (url) =>
    callStore(url, () => answer(api.challenges[':id'].submissions.$get(args)), { read: primeEntries }),
  );
}

export function communityEntries(challengeId: number) {
  const args = idParam(challengeId);
  return entriesStores(api.userChallenges[':id'].submissions.$url(args), (url) =>
    callStore(url, () => answer(api.userChallenges[':id'].submissions.$get(args)), { read: primeEntries }),
  );
}

export function photoComments(photoId: number, type: PhotoType) {
  return commentsStores(commentsUrl(photoId, type), (url) =>
    callStore(url, () => answer(entryApi(type)[':id'].comments.$get(idParam(photoId)))),
  );
}

export const $winners = callStore(
  api.submissions.winners.$url({ query: WINNERS_QUERY }),
  () => answer(api.submissions.winners.$get({ query: WINNERS_QUERY })),
  { read: primeEntries },
);
export const $leaderboard: Store<LeaderboardEntry[]> = callStore(api.leaderboard.index.$url({ query: LEADERBOARD_QUERY }), () =>
  answer(api.leaderboard.index.$get({ query: LEADERBOARD_QUERY })),
);

// The viewer's own scores by entry id. Plain state rather than a query: scores change on
// every choice (optimistically), and a failed save has to put the old one back.
export const $myScores = map<Record<number, number | undefined>>({});

// All of the viewer's scores in one challenge, in one request. A score chosen while this
// was on its way is newer than the server's, so it stays.
export async function loadMyScores(challengeId: number): Promise<void> {
  const mine = await answer(api.challenges[':id']['my-votes'].$get(idParam(challengeId)));
  for (const { submissionId, score } of mine) {
    if ($myScores.get()[submissionId] === undefined) $myScores.setKey(submissionId, score);
  }
}

export async function scoreEntry(entryId: number, score: number, type: PhotoType): Promise<void> {
  const before = $myScores.get()[entryId];
  $myScores.setKey(entryId, score);
  try {
    await withMutationRetry(() => entryApi(type)[':id'].vote.$post({ ...idParam(entryId), json: { score } }));
  } catch (error) {
    // Only put the old score back if nothing newer was chosen meanwhile.
    if ($myScores.get()[entryId] === score) $myScores.setKey(entryId, before);
    throw error;
  }
}

export async function postComment(photoId: number, body: string, type: PhotoType): Promise<void> {
  await withMutationRetry(() => entryApi(type)[':id'].comments.$post({ ...idParam(photoId), json: { body } }));
  revalidateKeys(keyOf(commentsUrl(photoId, type)));
}

export async function editComment(photoId: number, commentId: number, body: string): Promise<void> {
  await withMutationRetry(() => api.comments[':id'].$patch({ ...idParam(commentId), json: { body } }));
  revalidateKeys(bothCommentsKeys(photoId));
}

export async function deleteComment(photoId: number, commentId: number): Promise<void> {
  await withMutationRetry(() => api.comments[':id'].$delete(idParam(commentId)));
  revalidateKeys(bothCommentsKeys(photoId));
}

export async function reportPhoto(photoId: number, reason: string): Promise<void> {
  await withMutationRetry(() => api.submissions[':id'].report.$post({ ...idParam(photoId), json: { reason } }));
}
