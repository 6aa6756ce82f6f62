import { nanoquery } from '@nanostores/query';
import { getJson, isClientError } from '../lib/api-fetch';

const MAX_RETRIES = 3;

// Spec §9: retry up to 3 times, never on 4xx, waiting 1 s and doubling up to 30 s.
// `retryCount` is 1 after the first failure.
export function queryRetryDelay(error: unknown, retryCount: number): number | null {
  if (retryCount > MAX_RETRIES || isClientError(error)) return null;
  return Math.min(1000 * 2 ** (retryCount - 1), 30_000);
}

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] =
  nanoquery({
    fetcher: (...keys) => getJson(keys.join('')),
    // Data is never stale by default and is not refetched on focus or reconnect.
    dedupeTime: Infinity,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    onErrorRetry: ({ error, retryCount }) => queryRetryDelay(error, retryCount),
  });
