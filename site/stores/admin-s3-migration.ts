import type { S3MigrationView, StartS3MigrationFields } from '../../worker/contract/admin-s3-migration';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { callStore, revalidateKeys } from './query';

// /admin/s3-migration: the running import, the ones that ended with their reports, and an
// admin starting or stopping one.
const migration = api.admin['s3-migration'];
const overviewUrl = migration.$url();

export const $s3Migration = callStore(overviewUrl, () => answer(migration.$get()));
export const refreshS3Migration = () => revalidateKeys((key) => key === keyOf(overviewUrl));

export async function startS3Migration(fields: StartS3MigrationFields): Promise<S3MigrationView> {
  try {
    return await answer(migration.$post({ json: fields }));
  } finally {
    // A refusal may mean one is running: show it too.
    refreshS3Migration();
  }
}

export async function cancelS3Migration(id: number): Promise<S3MigrationView> {
  try {
    return await answer(migration[':id'].cancel.$post({ param: { id: String(id) } }));
  } finally {
    refreshS3Migration();
  }
}
