import { type CommonSettings, type FetcherStore, type FetcherValue, nanoquery } from '@nanostores/query';
import { map } from 'nanostores';
import { keyOf } from '../../worker/routes/clients';
import { api } from '../lib/api-client';
import { isClientError } from '../lib/api-fetch';
import { onEdgeState, onServer, readEdgeState, renderNumber, takeEdgeAnswer } from '../lib/edge-state';

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

const entry = (data: unknown): CacheEntry => ({ data, created: Date.now(), expires: Infinity });

// The page arrives knowing the user and the flags (the Worker wrote them in), so the
// cache starts with them and no island asks again on load. mutateCache can't do this:
// it only updates keys that are already cached.
const cache = new Map<string, CacheEntry>();
onEdgeState(() => {
  const { user, flags } = readEdgeState();
  cache.clear();
  cache.set(USER_KEY, entry(user));
  for (const [name, enabled] of Object.entries(flags)) cache.set(flagKey(name), entry(enabled));
});

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

// A value one answer brought along for another call (an entry's likes, in a list of
// entries): the store for that call starts with it.
export function seedCache(key: string, data: unknown): void {
  cache.set(key, entry(data));
}

type StoreSettings<T> = CommonSettings<T> & { fetcher: () => Promise<T> };

// A store as a server render sees it: the value the page starts with, else what the
// library shows before its first answer (not loading, no data), and never a request.
function renderedStore<T>(first: () => T | undefined): FetcherStore<T> {
  const $store = map<FetcherValue<T>>({ loading: false });
  onEdgeState(() => {
    const data = first();
    $store.set(data === undefined ? { loading: false } : { data, loading: false });
  });
  const idle = () => {};
  return Object.assign($store, { invalidate: idle, revalidate: idle, mutate: idle }) as unknown as FetcherStore<T>;
}

export function createFetcherStore<T>(key: string, { fetcher, ...settings }: StoreSettings<T>): FetcherStore<T> {
  if (onServer) return renderedStore(() => cache.get(key)?.data as T | undefined);
  const store = createStore<T>(key, {
    ...settings,
    fetcher: async () => {
      const before = writes.get(key);
      const read = await fetcher();
      // (The library writes a change only over a cached value: during a first read it has none.)
      const written = cache.get(key)?.data as T | undefined;
      return writes.get(key) === before || written === undefined ? read : written;
    },
  });
  // Read while nothing listens (a first render: hydration reads every store that way), the
  // library answers "not loading, no data" even for a cached key; the cache's value is the
  // truth, and the one the Worker's render showed. It becomes the store's own value, so the
  // library, finding it there when the store starts, keeps that very object, and the
  // components that rendered with it are not rendered again for an equal one.
  const live = store.get.bind(store);
  // (The library itself resets `value` when a store stops.)
  const held = store as unknown as { value: FetcherValue<T> };
  store.get = () => {
    const data = store.lc ? undefined : (cache.get(key)?.data as T | undefined);
    if (data === undefined) return live();
    if (held.value.data !== data || held.value.loading) held.value = { data, loading: false };
    return held.value;
  };
  return store;
}

type CallSettings<A, T> = CommonSettings<T> & {
  // What the store keeps of an answer, the edge's or the network's (a page of a list, likes
  // handed to the like buttons…); the answer itself when not given.
  read?: (answer: A) => T;
};

// A store for one typed API call, named by the URL the call asks for: every island asking
// the same thing shares it. The page's edge answer (the Worker wrote it under that very
// key) is its first value, in the cache before anything renders, so the first render (the
// Worker's and the browser's alike) already shows it.
export function callStore<A, T = A>(url: URL, call: () => Promise<A>, { read, ...settings }: CallSettings<A, T> = {}) {
  const key = keyOf(url);
  const kept = (answer: A) => (read ? read(answer) : (answer as unknown as T));
  const first = () => {
    const answered = takeEdgeAnswer(key) as A | undefined;
    return answered === undefined ? (cache.get(key)?.data as T | undefined) : kept(answered);
  };
  if (onServer) return renderedStore(first);
  const seeded = first();
  if (seeded !== undefined) cache.set(key, entry(seeded));
  return createFetcherStore<T>(key, { ...settings, fetcher: async () => kept(await call()) });
}

// Keeps one of something per key: in the browser for the page's life, in the Worker for one
// render (its parts asking for the same list share what it was seeded with), then dropped.
export function keptByKey<T>(): (key: string, make: () => T) => T {
  const made = new Map<string, T>();
  let render = renderNumber();
  return (key, make) => {
    if (render !== renderNumber()) {
      made.clear();
      render = renderNumber();
    }
    const found = made.get(key);
    if (found) return found;
    const value = make();
    made.set(key, value);
    return value;
  };
}

// Factories keep one store per call (by its key), so every island asking for the same
// list shares it.
export function storesByCall<T>(): (url: URL, make: (url: URL) => T) => T {
  const kept = keptByKey<T>();
  return (url, make) => kept(keyOf(url), () => make(url));
}
