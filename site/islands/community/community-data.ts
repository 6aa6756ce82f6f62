import type { ChallengeDto, CommunityChallengeInput } from '../../../worker/contract/challenges';
import type { CommunityChallengeDto } from '../../../worker/contract/challenges';
import { apiRequest } from '../../lib/api-fetch';
import { createFetcherStore } from '../../stores/query';

const ADMIN_KEY = '/api/admin/user-challenges';

export async function createCommunityChallenge(input: CommunityChallengeInput): Promise<CommunityChallengeDto> {
  // Not retried: a lost answer to a create could make the challenge twice.
  const res = await apiRequest('POST', '/api/user-challenges', input);
  return (await res.json()) as CommunityChallengeDto;
}

export const $adminCommunityChallenges = createFetcherStore<ChallengeDto[]>(ADMIN_KEY);
