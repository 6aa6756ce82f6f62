import { type CommonSettings, nanoquery } from '@nanostores/query';
import { keyOf } from '../../worker/routes/clients';
import { api } from '../lib/api-client';
import { isClientError } from '../lib/api-fetch';
import { readEdgeState, takeEdgeAnswer } from '../lib/edge-state';

export const USER_KEY = keyOf(api.auth.user.$url());
// A flag's check is cached under its name only: who asks (?userId=) is the same person all page long.
export const flagKey = (name: string) => keyOf(api.featureFlags[':flagName'].$url({ param: { flagName: name }, query: {} }));

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
  for (const [name, enabled] of Object.entries(flags)) cache.set(flagKey(name), entry(enabled));
  return cache;
}

const cache = edgeSeededCache();

const [createStore, , { invalidateKeys, revalidateKeys, mutateCache: writeCache }] = nanoquery({
  cache,
  // Data is never stale by default and is not refetched on focus or reconnect; entries
  // written with mutateCache must not expire either (the library's default is 8 s).
  dedupeTime: Infinity,
  cacheLifetime: Infinity,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  onErrorRetry: ({ error, retryCount }) => queryRetryDelay(error, retryCount),
});

export { invalidateKeys, revalidateKeys };

// How many times each key was written by a change's answer. The library lets a read that
// was under way when a change answered land afterwards, over the change; such a read may
// have been served before the change was saved, so the change's answer is kept instead.
const writes = new Map<string, number>();

export function mutateCache(key: string, data: unknown): void {
  writes.set(key, (writes.get(key) ?? 0) + 1);
  writeCache(key, data);
}

type StoreSettings<T> = CommonSettings<T> & { fetcher: () => Promise<T> };

export function createFetcherStore<T>(key: string, { fetcher, ...settings }: StoreSettings<T>) {
  return createStore<T>(key, {
    ...settings,
    fetcher: async () => {
      const before = writes.get(key);
      const read = await fetcher();
      // (The library writes a change only over a cached value: during a first read it has none.)
      const written = cache.get(key)?.data as T | undefined;
      return writes.get(key) === before || written === undefined ? read : written;
    },
  });
}

// The page's edge answer to a call (the Worker wrote it under the call's key), handed over
// once, else the call itself.
function edgeAnswerOr<A>(url: URL, call: () => Promise<A>): Promise<A> {
  const answered = takeEdgeAnswer(keyOf(url));
  return answered === undefined ? call() : Promise.resolve(answered as A);
}

type CallSettings<A, T> = CommonSettings<T> & {
  // What the store keeps of an answer, the edge's or the network's (a page of a list, likes
  // handed to the like buttons…); the answer itself when not given.
  read?: (answer: A) => T;
};

// A store for one typed API call, named by the URL the call asks for: every island asking
// the same thing shares it, and the page's edge answer (the Worker wrote it under that very
// key) is its first value instead of a request.
export function callStore<A, T = A>(url: URL, call: () => Promise<A>, { read, ...settings }: CallSettings<A, T> = {}) {
  return createFetcherStore<T>(keyOf(url), {
    ...settings,
    fetcher: async () => {
      const answer = await edgeAnswerOr(url, call);
      return read ? read(answer) : (answer as unknown as T);
    },
  });
}

// Factories keep one store per call (by its key), so every island asking for the same
// list shares it.
export function storesByCall<T>(): (url: URL, make: (url: URL) => T) => T {
  const made = new Map<string, T>();
  return (url, make) => {
    const key = keyOf(url);
    const found = made.get(key);
    if (found) return found;
    const store = make(url);
    made.set(key, store);
    return store;
  };
}
