import type { CommunityChallengeDto, CommunityChallengeInput } from '../../../worker/contract/challenges';
import { answer, api } from '../../lib/api-client';
import { withMutationRetry } from '../../lib/api-fetch';

export function createCommunityChallenge(input: CommunityChallengeInput): Promise<CommunityChallengeDto> {
  // Not retried: a lost answer to a create could make the challenge twice.
  return answer(api.userChallenges.index.$post({ json: input }));
}

// By its id, or a private one's key. A second report by the same member is the same report:
// the answer's words say so, and a retried request does no harm.
export async function reportChallenge(ref: string, reason: string): Promise<string> {
  const { message } = await answer(
    withMutationRetry(() => api.userChallenges[':id'].report.$post({ param: { id: ref }, json: { reason } })),
  );
  return message;
}
