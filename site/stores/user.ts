import { computed } from 'nanostores';
import type { CurrentUser } from '../../worker/contract/auth';
import { answer, api } from '../lib/api-client';
import { HttpError } from '../lib/api-fetch';
import { callStore } from './query';

// A visitor is `null`, not an error: 401 yields an empty result (spec §8).
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await answer(api.auth.user.$get());
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

// Never retried, always refetched (stale time 0); the cache starts with what the Worker knew.
export const $currentUser = callStore(api.auth.user.$url(), fetchCurrentUser, {
  dedupeTime: 0,
  onErrorRetry: null,
});

// Just the person (null for a visitor). The refetch every page makes on load flips the
// query's `loading` twice; islands that show who is signed in (a submit button on each of
// 24 cards) then render again only when the answer names someone else.
export const $viewer = computed($currentUser, ({ data }) => data ?? null);

export function isAdmin(user: CurrentUser | null | undefined): boolean {
  return Boolean(user?.isAdmin || user?.isSuperAdmin);
}
