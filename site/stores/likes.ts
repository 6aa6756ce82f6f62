import type { SubmissionDto } from '../../worker/contract/submissions';
import { HttpError, apiRequest, getJson } from '../lib/api-fetch';
import type { PhotoType } from '../lib/photo-type';
import { USER_KEY, createFetcherStore, mutateCache } from './query';

type LikeCount = { likesCount: string };
type LikeStatus = { userLiked: boolean };
type LikeStores = {
  count: ReturnType<typeof createFetcherStore<LikeCount>>;
  status: ReturnType<typeof createFetcherStore<LikeStatus>>;
};

// Spec §9: like queries go stale after 1 s.
const LIKE_STALE_MS = 1000;
// The type is part of every key, so a standard and a user photo with the same id never
// share a count, a status or a store.
const countKey = (id: number, type: PhotoType) => `/api/likes/${type}/${id}`;
const statusKey = (id: number, type: PhotoType) => `${countKey(id, type)}/status`;

// Spec §7: the toggle names a user photo by userSubmissionId.
const toggleBody = (id: number, type: PhotoType) => (type === 'user' ? { userSubmissionId: id } : { submissionId: id });

// Entry lists and the photo page arrive with each entry's count and whether the viewer
// likes it; those answer the first ask for them, so a grid of cards makes no like
// requests. (mutateCache can't do this: it only updates keys already cached.)
const primed = new Map<string, unknown>();

export function primeLikes(entry: Pick<SubmissionDto, 'id' | 'likesCount' | 'likedByMe'>, type: PhotoType): void {
  primed.set(countKey(entry.id, type), { likesCount: String(entry.likesCount) } satisfies LikeCount);
  primed.set(statusKey(entry.id, type), { userLiked: entry.likedByMe } satisfies LikeStatus);
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

const stores = new Map<string, LikeStores>();

export function likeStores(id: number, type: PhotoType): LikeStores {
  const key = countKey(id, type);
  let found = stores.get(key);
  if (!found) {
    found = {
      count: createFetcherStore<LikeCount>(key, { fetcher: primedOrFetched, dedupeTime: LIKE_STALE_MS }),
      status: createFetcherStore<LikeStatus>(statusKey(id, type), { fetcher: primedOrFetched, dedupeTime: LIKE_STALE_MS }),
    };
    stores.set(key, found);
  }
  return found;
}

// Spec §4: the answer says whether the photo is now liked; the count moves by one and
// never goes below 0. Failures are the caller's to log (spec §8). Not retried: repeating a
// toggle whose answer was lost could undo it.
export async function toggleLike(id: number, type: PhotoType, currentCount: number): Promise<boolean> {
  const res = await apiRequest('POST', '/api/likes', toggleBody(id, type));
  const { liked } = (await res.json()) as { liked: boolean };
  const next = Math.max(0, currentCount + (liked ? 1 : -1));
  mutateCache(countKey(id, type), { likesCount: String(next) });
  mutateCache(statusKey(id, type), { userLiked: liked });
  return liked;
}
