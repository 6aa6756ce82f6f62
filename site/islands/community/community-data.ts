import type { ChallengeDto, CommunityChallengeInput } from '../../../worker/routes/challenges/schema';
import type { CommunityChallengeDto } from '../../../worker/services/challenges/community';
import type { SubmissionDto } from '../../../worker/services/challenges/submissions';
import { COMMUNITY_PAGE_SIZE, type ChallengeStatusFilter, communityListPath } from '../../../worker/pages/list-paths';
import { apiRequest, getJson, withMutationRetry } from '../../lib/api-fetch';
import { primeLikes } from '../../stores/likes';
import { createFetcherStore, mutateCache } from '../../stores/query';

const ADMIN_KEY = '/api/admin/user-challenges';

type CommunityPage = { challenges: ChallengeDto[]; more: boolean };

// One store per key, so islands asking for the same list share it.
function memo<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let found = made.get(key);
    if (!found) made.set(key, (found = make(key)));
    return found;
  };
}

// One more than a page is asked for: whether it comes back says if 'Load more' has anything to load.
async function fetchPage(...parts: unknown[]): Promise<CommunityPage> {
  const found = await getJson<ChallengeDto[]>(parts.join(''));
  return { challenges: found.slice(0, COMMUNITY_PAGE_SIZE), more: found.length > COMMUNITY_PAGE_SIZE };
}

// Entries carry their like counts and the viewer's likes; the like buttons take those
// instead of asking once per card.
async function fetchEntries(...parts: unknown[]): Promise<SubmissionDto[]> {
  const entries = await getJson<SubmissionDto[]>(parts.join(''));
  for (const entry of entries) primeLikes(entry, 'user');
  return entries;
}

const pageStore = memo((key) => createFetcherStore<CommunityPage>(key, { fetcher: fetchPage }));
const entriesStore = memo((key) => createFetcherStore<SubmissionDto[]>(key, { fetcher: fetchEntries }));

export const communityPage = (status: ChallengeStatusFilter, offset: number) => pageStore(communityListPath(status, offset));

export const communityEntries = (challengeId: number) => entriesStore(`/api/user-challenges/${challengeId}/submissions`);

export async function createCommunityChallenge(input: CommunityChallengeInput): Promise<CommunityChallengeDto> {
  // Not retried: a lost answer to a create could make the challenge twice.
  const res = await apiRequest('POST', '/api/user-challenges', input);
  return (await res.json()) as CommunityChallengeDto;
}

export const $adminCommunityChallenges = createFetcherStore<ChallengeDto[]>(ADMIN_KEY);

export async function removeCommunityChallenge(id: number): Promise<void> {
  await withMutationRetry(() => apiRequest('DELETE', `${ADMIN_KEY}/${id}`));
  mutateCache(ADMIN_KEY, ($adminCommunityChallenges.get().data ?? []).filter((c) => c.id !== id));
}
