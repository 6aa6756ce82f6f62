import type { AdminMentor, ADMIN_MENTOR_FILTERS } from '../../worker/contract/admin-mentors';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore, revalidateKeys, storesByCall } from './query';

// /admin/mentor-program: applications to decide, and mentors to suspend or feature.

export type AdminMentorFilter = (typeof ADMIN_MENTOR_FILTERS)[number];

const listStores = storesByCall<ReturnType<typeof callStore<AdminMentor[]>>>();
const query = (filter: AdminMentorFilter) => ({ query: { filter } });

export const adminMentorList = (filter: AdminMentorFilter) =>
  listStores(api.admin.mentors.$url(query(filter)), (url) =>
    callStore(url, () => answer(api.admin.mentors.$get(query(filter))), {
      read: ({ mentors }: { mentors: AdminMentor[] }) => mentors,
    }),
  );

// Every list may have changed: a decided application moves between them.
function refreshLists<T>(changed: T): T {
  const prefix = keyOf(api.admin.mentors.$url());
  revalidateKeys((key) => key.startsWith(prefix));
  return changed;
}

const id = (userId: number) => ({ id: String(userId) });

export const reviewApplication = async (userId: number, decision: 'approve' | 'reject', note: string) =>
  refreshLists(
    await answer(withMutationRetry(() => api.admin.mentors[':id'].review.$post({ param: id(userId), json: { decision, note } }))),
  );

export const setSuspended = async (userId: number, suspended: boolean) =>
  refreshLists(
    await answer(withMutationRetry(() => api.admin.mentors[':id'].suspension.$put({ param: id(userId), json: { suspended } }))),
  );

export const setFeatured = async (userId: number, featured: boolean) =>
  refreshLists(
    await answer(withMutationRetry(() => api.admin.mentors[':id'].featured.$put({ param: id(userId), json: { featured } }))),
  );
