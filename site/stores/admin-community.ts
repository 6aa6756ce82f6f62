import type { AdminCommunityPage } from '../../worker/contract/admin-community';
import type { ChallengeStatus } from '../../worker/domain/status';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';

const community = api.admin['user-challenges'];

// What the admin list is narrowed to: a status, one of the marks, and words to find.
export type CommunityFilter = 'all' | 'reported' | 'hidden' | 'featured' | 'removed';
export type CommunityListQuery = { status: ChallengeStatus | 'all'; filter: CommunityFilter; q: string };

export function communityPage(query: CommunityListQuery, before: number | null): Promise<AdminCommunityPage> {
  return answer(
    community.$get({
      query: {
        ...(query.status === 'all' ? {} : { status: query.status }),
        ...(query.filter === 'all' ? {} : { [query.filter]: 'true' as const }),
        ...(query.q ? { q: query.q } : {}),
        ...(before === null ? {} : { before: String(before) }),
      },
    }),
  );
}

export type CommunityAction = 'feature' | 'unfeature' | 'hide' | 'unhide';

// Each action is one call; the list reloads after it, so every row shows the server's state
// (featuring one takes the mark off the one before).
export async function communityAction(id: number, action: CommunityAction): Promise<void> {
  const param = { param: { id: String(id) } };
  await withMutationRetry(() => community[':id'][action].$post(param));
}

// The existing removal rules: hidden everywhere, every row kept, the creator told why.
export async function removeCommunityChallenge(id: number, reason: string): Promise<void> {
  await withMutationRetry(() => community[':id'].remove.$post({ param: { id: String(id) }, json: { reason } }));
}

// Only a challenge nobody has entered can be deleted.
export async function deleteCommunityChallenge(id: number): Promise<void> {
  await withMutationRetry(() => community[':id'].$delete({ param: { id: String(id) } }));
}
