import type { RecoverPhotoAnswer } from '../../worker/contract/recover-photos';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';

// The public recovery pages: /recover-photos and /tnt-recovery. Neither needs a session, and
// both are safe to send twice (a restored photo answers 'fine' the second time).

export async function bringOriginal(file: File): Promise<RecoverPhotoAnswer> {
  const sent = withMutationRetry(() => {
    const body = new FormData();
    body.append('photo', file);
    return api.recoverPhotos.index.$post(undefined, { init: { body } });
  });
  return answer(sent);
}

// The server's words, the same whatever the address.
export async function askForRecoveryMail(email: string): Promise<string> {
  const { message } = await answer(withMutationRetry(() => api.photoRecovery.index.$post({ json: { email } })));
  return message;
}
