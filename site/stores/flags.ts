import { answer, api } from '../lib/api-client';
import { readEdgeState } from '../lib/edge-state';
import { createFetcherStore, flagKey, keptByKey } from './query';

const RETRY_DELAY_MS = 1000;

// One retry; a check that still fails means the feature is off (spec §6, §8).
export async function checkFeatureFlag(
  name: string,
  userId?: number,
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<boolean> {
  const query = userId === undefined ? {} : { userId: String(userId) };
  for (let attempt = 0; ; attempt++) {
    try {
      const { enabled } = await answer(api.featureFlags[':flagName'].$get({ param: { flagName: name }, query }));
      return enabled === true;
    } catch (error) {
      if (attempt >= 1) {
        console.error('Failed to check feature flag', error);
        return false;
      }
      await wait(RETRY_DELAY_MS);
    }
  }
}

const stores = keptByKey<ReturnType<typeof createFetcherStore<boolean>>>();

// Flag checks are cached for 10 s (spec §9); the page's first answer comes from the Worker.
export function featureFlag(name: string) {
  return stores(name, () =>
    createFetcherStore<boolean>(flagKey(name), {
      fetcher: () => checkFeatureFlag(name, readEdgeState().user?.id),
      dedupeTime: 10_000,
      onErrorRetry: null,
    }),
  );
}
