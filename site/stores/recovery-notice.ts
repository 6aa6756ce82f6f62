import type { EmergencyRequestInput } from '../../worker/contract/emergency-recovery';
import type { RecoveryNotice, RecoveryNoticeInput } from '../../worker/contract/recovery-notice';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore, revalidateKeys } from './query';

// The incident notice: what /recovery-notification shows (its first answer comes with the
// page), and the admins' notices with their changes (site/islands/admin/RecoveryNoticeEditor.tsx).
const currentUrl = api.recoveryNotice.index.$url();
export const $recoveryNotice = callStore(currentUrl, () => answer(api.recoveryNotice.index.$get()));

const notices = api.admin['recovery-notices'];
const adminUrl = notices.$url();
export const $adminNotices = callStore(adminUrl, () => answer(notices.$get()));

const refresh = () => revalidateKeys((key) => key === keyOf(adminUrl) || key === keyOf(currentUrl));
const param = (id: number) => ({ param: { id: String(id) } });

export async function openNotice(input: RecoveryNoticeInput): Promise<RecoveryNotice> {
  const opened = await answer(notices.$post({ json: input }));
  refresh();
  return opened;
}

export async function saveNotice(id: number, input: RecoveryNoticeInput): Promise<RecoveryNotice> {
  const saved = await answer(withMutationRetry(() => notices[':id'].$put({ ...param(id), json: input })));
  refresh();
  return saved;
}

export async function closeNotice(id: number): Promise<RecoveryNotice> {
  const closed = await answer(notices[':id'].close.$post(param(id)));
  refresh();
  return closed;
}

// /emergency-recovery: the answer's words are the same whatever the username.
export async function requestEmergencyRecovery(input: EmergencyRequestInput): Promise<string> {
  const { message } = await answer(api.emergencyRecovery.index.$post({ json: input }));
  return message;
}
