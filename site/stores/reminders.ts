import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';

// 'Remind me' on a challenge (and opening its submit page): the answer's words for the toast.
export async function askReminder(challengeId: number): Promise<string> {
  const call = () => api.challenges[':id'].reminder.$post({ param: { id: String(challengeId) } });
  const { message } = await answer(withMutationRetry(call));
  return message;
}
