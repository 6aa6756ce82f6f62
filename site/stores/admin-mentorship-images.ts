import type { AdminMentorshipImage } from '../../worker/contract/site-images';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore } from './query';

// /admin/mentorship-images: the pictures GET /api/mentorship-images serves, in order.
const images = api.admin['mentorship-images'];

export const $mentorshipImages = callStore(images.$url(), () => answer(images.$get()));

const refreshed = <T>(result: T): T => {
  void $mentorshipImages.revalidate();
  return result;
};

export async function addMentorshipImage(file: File, alt: string): Promise<AdminMentorshipImage> {
  const sent = withMutationRetry(() => {
    const body = new FormData();
    body.append('image', file);
    body.append('alt', alt);
    return images.$post(undefined, { init: { body } });
  });
  return refreshed(await answer(sent));
}

export const updateMentorshipImage = async (id: number, update: { alt?: string; position?: number }) =>
  refreshed(await answer(withMutationRetry(() => images[':id'].$patch({ param: { id: String(id) }, json: update }))));

export async function deleteMentorshipImage(id: number): Promise<void> {
  await withMutationRetry(() => images[':id'].$delete({ param: { id: String(id) } }));
  refreshed(null);
}
