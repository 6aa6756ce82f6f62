import type {
  DeletedAccount,
  ManualUploadResult,
  QuarantinePage,
  RestoreHistory,
  RestoreResult,
  UploadChallenge,
} from '../../worker/contract/admin-data-recovery';
import type { EntryForReplace, SiteImage, SiteImageKind, SiteImagePage } from '../../worker/contract/admin-replace-images';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';

// /admin/data-recovery, /admin/replace-submission-image, /admin/replace-images and
// /admin/manual-upload: lists read a page at a time, and the actions that change files.

const recovery = api.admin['data-recovery'];
const replacing = api.admin['replace-images'];
const manual = api.admin['manual-upload'];

const param = (id: number) => ({ param: { id: String(id) } });
const cursor = (before?: number) => ({ query: { before: before?.toString() } });

export const quarantinePage = (before?: number): Promise<QuarantinePage> => answer(recovery.quarantine.$get(cursor(before)));
export const deletedAccounts = (): Promise<DeletedAccount[]> => answer(recovery.accounts.$get());
export const restoreHistory = (before?: number): Promise<RestoreHistory> => answer(recovery.history.$get(cursor(before)));

export const restoreFile = (id: number): Promise<RestoreResult> =>
  answer(withMutationRetry(() => recovery.quarantine[':id'].restore.$post(param(id))));
export const restoreEntry = (id: number): Promise<RestoreResult> =>
  answer(withMutationRetry(() => recovery.entries[':id'].restore.$post(param(id))));
export const restoreAccount = (userId: number): Promise<RestoreResult> =>
  answer(withMutationRetry(() => recovery.accounts[':userId'].restore.$post({ param: { userId: String(userId) } })));

const form = (fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return { init: { body } };
};

export const findEntry = (q: string): Promise<EntryForReplace> => answer(replacing.entries.$get({ query: { q } }));

export const replaceEntryPhoto = (
  id: number,
  photo: File,
  reason: string,
): Promise<{ message: string; entry: EntryForReplace }> =>
  answer(withMutationRetry(() => replacing.entries[':id'].$post(param(id), form({ photo, reason }))));

export const siteImages = (kind: SiteImageKind, before?: number): Promise<SiteImagePage> =>
  answer(replacing.$get({ query: { kind, before: before?.toString() } }));

const REPLACE_PATH = { cover: 'covers', theme: 'themes', mentorship: 'mentorship' } as const;

export function replaceSiteImage(
  image: SiteImage,
  file: File,
  words: string,
  reason: string,
): Promise<{ message: string; image: SiteImage }> {
  const route = replacing[REPLACE_PATH[image.kind]][':id'];
  return answer(withMutationRetry(() => route.$post(param(image.id), form({ image: file, words, reason }))));
}

export const uploadChallenges = (): Promise<UploadChallenge[]> => answer(manual.challenges.$get());

export type ManualEntry = { challengeId: number; photo: File; title: string; description: string; altText: string; note: string };

export const uploadForMember = (userId: number, entry: ManualEntry): Promise<ManualUploadResult> =>
  answer(
    withMutationRetry(() =>
      manual.members[':userId'].$post(
        { param: { userId: String(userId) } },
        form({ ...entry, challengeId: String(entry.challengeId) }),
      ),
    ),
  );
