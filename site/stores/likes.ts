import type { SubmissionDto } from '../../worker/services/challenges/submissions';
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

// Entry lists and the photo page arrive with each entry's count and whether the viewer
// likes it; those answer the first ask for them, so a grid of cards makes no like
// requests. (mutateCache can't do this: it only updates keys already cached.)
const primed = new Map<string, unknown>();

export function primeLikes(entry: Pick<SubmissionDto, 'id' | 'likesCount' | 'likedByMe'>): void {
  primed.set(countKey(entry.id), { likesCount: String(entry.likesCount) } satisfies LikeCount);
  primed.set(statusKey(entry.id), { userLiked: entry.likedByMe } satisfies LikeStatus);
}

function primedOrFetched<T>(...parts: unknown[]): Promise<T> {
  const key = parts.join('');
  const known = primed.get(key) as T | undefined;
  primed.delete(key);
  return known ? Promise.resolve(known) : getJson<T>(key);
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
      count: createFetcherStore<LikeCount>(countKey(id), { fetcher: primedOrFetched, dedupeTime: LIKE_STALE_MS }),
      status: createFetcherStore<LikeStatus>(statusKey(id), { fetcher: primedOrFetched, dedupeTime: LIKE_STALE_MS }),
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
