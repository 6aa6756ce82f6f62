import type { AdminRecording, RecordingSettings } from '../../worker/contract/webinar-recording';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { callStore, revalidateKeys } from './query';

// /admin/recordings: every webinar's recording, and an admin's changes to one.
const listUrl = api.admin.recordings.$url();

export const $adminRecordings = callStore(listUrl, () => answer(api.admin.recordings.$get()));

const refresh = () => revalidateKeys((key) => key === keyOf(listUrl));
const param = (id: number) => ({ param: { id: String(id) } });

export async function saveRecording(id: number, settings: RecordingSettings): Promise<AdminRecording> {
  const saved = await answer(api.admin.recordings[':id'].$put({ ...param(id), json: settings }));
  refresh();
  return saved;
}

export async function retryRecording(id: number): Promise<AdminRecording> {
  const retried = await answer(api.admin.recordings[':id'].retry.$post(param(id)));
  refresh();
  return retried;
}

export async function deleteRecording(id: number): Promise<void> {
  await answer(api.admin.recordings[':id'].$delete(param(id)));
  refresh();
}
