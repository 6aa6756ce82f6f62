import { keyOf } from '../../worker/routes/clients';
import type { SubmissionDto } from '../../worker/contract/submissions';
import { answer, api } from '../lib/api-client';
import { HttpError } from '../lib/api-fetch';
import type { PhotoType } from '../lib/photo-type';
import { onEdgeState, onServer, readEdgeState } from '../lib/edge-state';
import { callStore, createFetcherStore, keptByKey, mutateCache, seedCache } from './query';

type LikeCount = { likesCount: string };
type LikeStatus = { userLiked: boolean };
type LikeStores = {
  count: ReturnType<typeof callStore<LikeCount>>;
  status: ReturnType<typeof callStore<LikeStatus>>;
};

// Spec §9: like queries go stale after 1 s.
const LIKE_STALE_MS = 1000;
// The type is part of every key, so a standard and a user photo with the same id never
// share a count, a status or a store.
const likeParam = (id: number, type: PhotoType) => ({ param: { type, id: String(id) } });
const countUrl = (id: number, type: PhotoType) => api.likes[':type'][':id'].$url(likeParam(id, type));
const statusUrl = (id: number, type: PhotoType) => api.likes[':type'][':id'].status.$url(likeParam(id, type));

// Spec §7: the toggle names a user photo by userSubmissionId.
const toggleBody = (id: number, type: PhotoType) => (type === 'user' ? { userSubmissionId: id } : { submissionId: id });

// Entry lists and the photo page arrive with each entry's count and whether the viewer
// likes it: the like buttons render with those at once, and they answer the first ask for
// them however late it comes, so a grid of cards makes no like requests. (mutateCache
// can't do this: it only updates keys that are already cached.)
const primed = new Map<string, unknown>();

export function primeLikes(entry: Pick<SubmissionDto, 'id' | 'likesCount' | 'likedByMe'>, type: PhotoType): void {
  const known: [string, LikeCount | LikeStatus][] = [
    [keyOf(countUrl(entry.id, type)), { likesCount: String(entry.likesCount) }],
    [keyOf(statusUrl(entry.id, type)), { userLiked: entry.likedByMe }],
  ];
  for (const [key, value] of known) {
    seedCache(key, value);
    // (A server render never asks, so it keeps nothing for later.)
    if (!onServer) primed.set(key, value);
  }
}

function primedOr<T>(url: URL, call: () => Promise<T>): () => Promise<T> {
  const key = keyOf(url);
  return () => {
    const known = primed.get(key) as T | undefined;
    primed.delete(key);
    return known ? Promise.resolve(known) : call();
  };
}

const LIKE_AUTH_KEY = 'like-auth';

// Spec §9: the like button's own sign-in check is cached for 60 s. The page starts with the
// Worker's answer for this very request, so the buttons ask nothing on load.
onEdgeState(() => seedCache(LIKE_AUTH_KEY, readEdgeState().user !== null));

export const $likeAuth = createFetcherStore<boolean>(LIKE_AUTH_KEY, {
  fetcher: async () => {
    try {
      await api.auth.user.$get();
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return false;
      throw error;
    }
  },
  dedupeTime: 60_000,
});

const stores = keptByKey<LikeStores>();

export function likeStores(id: number, type: PhotoType): LikeStores {
  const count = countUrl(id, type);
  return stores(keyOf(count), () => {
    const status = statusUrl(id, type);
    const param = likeParam(id, type);
    return {
      count: callStore(
        count,
        primedOr(count, () => answer(api.likes[':type'][':id'].$get(param))),
        {
          dedupeTime: LIKE_STALE_MS,
        },
      ),
      status: callStore(
        status,
        primedOr(status, () => answer(api.likes[':type'][':id'].status.$get(param))),
        {
          dedupeTime: LIKE_STALE_MS,
        },
      ),
    };
  });
}

// Spec §4: the answer says whether the photo is now liked; the count moves by one and
// never goes below 0. Failures are the caller's to log (spec §8). Not retried: repeating a
// toggle whose answer was lost could undo it.
export async function toggleLike(id: number, type: PhotoType, currentCount: number): Promise<boolean> {
  const { liked } = await answer(api.likes.index.$post({ json: toggleBody(id, type) }));
  const next = Math.max(0, currentCount + (liked ? 1 : -1));
  mutateCache(keyOf(countUrl(id, type)), { likesCount: String(next) });
  mutateCache(keyOf(statusUrl(id, type)), { userLiked: liked });
  return liked;
}
