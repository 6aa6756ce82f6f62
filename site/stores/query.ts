import { nanoquery } from '@nanostores/query';
import { getJson, isClientError } from '../lib/api-fetch';
import { readEdgeState } from '../lib/edge-state';

export const USER_KEY = '/api/auth/user';
export const FLAG_PATH = '/api/feature-flags/';

const MAX_RETRIES = 3;

// Spec §9: retry up to 3 times, never on 4xx, waiting 1 s and doubling up to 30 s.
// `retryCount` is 1 after the first failure.
export function queryRetryDelay(error: unknown, retryCount: number): number | null {
  if (retryCount > MAX_RETRIES || isClientError(error)) return null;
  return Math.min(1000 * 2 ** (retryCount - 1), 30_000);
}

type CacheEntry = { data: unknown; created: number; expires: number };

// The page arrives knowing the user and the flags (the Worker wrote them in), so the
// cache starts with them and no island asks again on load. mutateCache can't do this:
// it only updates keys that are already cached.
function edgeSeededCache(): Map<string, CacheEntry> {
  const cache = new Map<string, CacheEntry>();
  if (typeof document === 'undefined') return cache;
  const { user, flags } = readEdgeState();
  const entry = (data: unknown): CacheEntry => ({ data, created: Date.now(), expires: Infinity });
  cache.set(USER_KEY, entry(user));
  for (const [name, enabled] of Object.entries(flags)) cache.set(FLAG_PATH + name, entry(enabled));
  return cache;
}

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] =
  nanoquery({
    cache: edgeSeededCache(),
    fetcher: (...keys) => getJson(keys.join('')),
    // Data is never stale by default and is not refetched on focus or reconnect; entries
    // written with mutateCache must not expire either (the library's default is 8 s).
    dedupeTime: Infinity,
    cacheLifetime: Infinity,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    onErrorRetry: ({ error, retryCount }) => queryRetryDelay(error, retryCount),
  });
