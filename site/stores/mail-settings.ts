import type { MailChannel, ChosenKind } from '../../worker/contract/notification-kinds';
import type { MailSettings } from '../../worker/contract/notifications';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore, mutateCache } from './query';

const settingsUrl = api.notifications.settings.$url();

// /profile's notification mail: how each kind is mailed, and the digest's hour.
export const $mailSettings = callStore(settingsUrl, () => answer(api.notifications.settings.$get()));

export async function saveMailSettings(channels: Partial<Record<ChosenKind, MailChannel>>, digestHour: number) {
  const json = { channels, digestHour };
  const saved: MailSettings = await answer(withMutationRetry(() => api.notifications.settings.$put({ json })));
  mutateCache(keyOf(settingsUrl), saved);
  return saved;
}

// /unsubscribe's button: the mail's signed link, posted as a mail client's one-click would be.
export async function unsubscribe(query: { u: string; k: string; s: string }): Promise<string> {
  const call = () => api.notifications.unsubscribe.$post({ query: query as never });
  const { message } = await answer(withMutationRetry(call));
  return message;
}
