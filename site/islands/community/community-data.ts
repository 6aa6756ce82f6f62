import type { CommunityChallengeDto, CommunityChallengeInput } from '../../../worker/contract/challenges';
import { answer, api } from '../../lib/api-client';
import { callStore } from '../../stores/query';

export function createCommunityChallenge(input: CommunityChallengeInput): Promise<CommunityChallengeDto> {
  // Not retried: a lost answer to a create could make the challenge twice.
  return answer(api.userChallenges.index.$post({ json: input }));
}

export const $adminCommunityChallenges = callStore(api.admin['user-challenges'].$url(), () =>
  answer(api.admin['user-challenges'].$get()),
);
