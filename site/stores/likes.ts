import { HttpError, apiRequest, getJson } from '../lib/api-fetch';
import { USER_KEY, createFetcherStore, mutateCache } from './query';

type LikeCount = { likesCount: string };
type LikeStatus = { userLiked: boolean };
type LikeStores = {
  count: ReturnType<typeof createFetcherStore<LikeCount>>;
  status: ReturnType<typeof createFetcherStore<LikeStatus>>;
};

// Spec §9: like queries go stale after 1 s.
const LIKE_STALE_MS = 1000;
const countKey = (id: number) => `/api/likes/standard/${id}`;
const statusKey = (id: number) => `/api/likes/standard/${id}/status`;

// Counts that arrived with an entry list answer the first ask for them, so a grid of
// cards doesn't fetch every count it was just given.
const primed = new Map<string, LikeCount>();

export function primeLikeCount(id: number, likesCount: number): void {
  primed.set(countKey(id), { likesCount: String(likesCount) });
}

function countFetcher(...parts: unknown[]): Promise<LikeCount> {
  const key = parts.join('');
  const known = primed.get(key);
  primed.delete(key);
  return known ? Promise.resolve(known) : getJson<LikeCount>(key);
}

// Spec §9: the like button's own sign-in check is cached for 60 s.
export const $likeAuth = createFetcherStore<boolean>('like-auth', {
  fetcher: async () => {
    try {
      await getJson(USER_KEY);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return false;
      throw error;
    }
  },
  dedupeTime: 60_000,
});

const stores = new Map<number, LikeStores>();

export function likeStores(id: number): LikeStores {
  let found = stores.get(id);
  if (!found) {
    found = {
      count: createFetcherStore<LikeCount>(countKey(id), { fetcher: countFetcher, dedupeTime: LIKE_STALE_MS }),
      status: createFetcherStore<LikeStatus>(statusKey(id), { dedupeTime: LIKE_STALE_MS }),
    };
    stores.set(id, found);
  }
  return found;
}

// Spec §4: the answer says whether the photo is now liked; the count moves by one and
// never goes below 0. Failures are the caller's to log (spec §8). Not retried: repeating a
// toggle whose answer was lost could undo it.
export async function toggleLike(id: number, currentCount: number): Promise<boolean> {
  const res = await apiRequest('POST', '/api/likes', { submissionId: id });
  const { liked } = (await res.json()) as { liked: boolean };
  const next = Math.max(0, currentCount + (liked ? 1 : -1));
  mutateCache(countKey(id), { likesCount: String(next) });
  mutateCache(statusKey(id), { userLiked: liked });
  return liked;
}
