import type { SubmissionDto } from '../../../worker/services/challenges/submissions';
import { apiRequest, getJson } from '../../lib/api-fetch';
import { createFetcherStore, mutateCache } from '../../stores/query';

// Community entries are liked as type 'user' (spec §7's /api/likes/user/{id}); the rules
// are stores/likes.ts's: stale after 1 s, count never below 0, no retry of a toggle.
type LikeCount = { likesCount: string };
type LikeStatus = { userLiked: boolean };

const LIKE_STALE_MS = 1000;
const countKey = (id: number) => `/api/likes/user/${id}`;
const statusKey = (id: number) => `/api/likes/user/${id}/status`;

// What the entry list already said answers the first ask, so a grid makes no like requests.
const primed = new Map<string, unknown>();

export function primeUserLikes(entry: Pick<SubmissionDto, 'id' | 'likesCount' | 'likedByMe'>): void {
  primed.set(countKey(entry.id), { likesCount: String(entry.likesCount) } satisfies LikeCount);
  primed.set(statusKey(entry.id), { userLiked: entry.likedByMe } satisfies LikeStatus);
}

function primedOrFetched<T>(...parts: unknown[]): Promise<T> {
  const key = parts.join('');
  const known = primed.get(key) as T | undefined;
  primed.delete(key);
  return known ? Promise.resolve(known) : getJson<T>(key);
}

const stores = new Map<number, { count: ReturnType<typeof createFetcherStore<LikeCount>>; status: ReturnType<typeof createFetcherStore<LikeStatus>> }>();

export function userLikeStores(id: number) {
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

export async function toggleUserLike(id: number, currentCount: number): Promise<boolean> {
  const res = await apiRequest('POST', '/api/likes', { userSubmissionId: id });
  const { liked } = (await res.json()) as { liked: boolean };
  mutateCache(countKey(id), { likesCount: String(Math.max(0, currentCount + (liked ? 1 : -1))) });
  mutateCache(statusKey(id), { userLiked: liked });
  return liked;
}
