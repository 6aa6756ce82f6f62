import { QUEUE_STATUSES, type QueuedMail, type QueueStatus } from '../../worker/contract/admin-mail';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { keyOf } from '../../worker/routes/clients';
import { callStore, invalidateKeys } from './query';

// /admin/email and /admin/email/queue: how mail is going, and the outbox an admin pages
// through, retries and cancels.

const email = api.admin.email;

const overviewUrl = email.$url();

export const $mailOverview = callStore(overviewUrl, () => answer(email.$get()));

// What the queue shows, kept in the page's address (`?status=failed&to=ann`) so a reload or a
// shared link shows the same mail. Empty means any.
export type QueueListState = { status: QueueStatus | ''; template: string; to: string };

export const ANY_MAIL: QueueListState = { status: '', template: '', to: '' };

export function readQueueList(params: URLSearchParams): QueueListState {
  const status = params.get('status');
  return {
    status: QUEUE_STATUSES.find((s) => s === status) ?? '',
    template: (params.get('template') ?? '').trim().slice(0, 80),
    to: (params.get('to') ?? '').trim().toLowerCase().slice(0, 254),
  };
}

export function queueListSearch({ status, template, to }: QueueListState): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (template) params.set('template', template);
  if (to) params.set('to', to);
  const search = params.toString();
  return search ? `?${search}` : '';
}

// One page, newest first; `before` is the previous page's `nextCursor`.
export const queuePage = ({ status, template, to }: QueueListState, before?: number) =>
  answer(
    email.queue.$get({
      query: { status: status || undefined, template: template || undefined, to: to || undefined, before: before?.toString() },
    }),
  );

const param = (id: number) => ({ param: { id: String(id) } });

// Each answers the mail as it now stands; the overview's counts change with it, and are read
// again when it is next shown.
const countsChanged = () => invalidateKeys(keyOf(overviewUrl));
export async function retryMail(id: number): Promise<QueuedMail> {
  const mail = await answer(withMutationRetry(() => email.queue[':id'].retry.$post(param(id))));
  countsChanged();
  return mail;
}

export async function cancelMail(id: number): Promise<QueuedMail> {
  const mail = await answer(withMutationRetry(() => email.queue[':id'].cancel.$post(param(id))));
  countsChanged();
  return mail;
}
