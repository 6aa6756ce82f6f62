import type { InboxFilter, InboxThread } from '../../worker/contract/inbox';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { callStore, mutateCache, revalidateKeys, storesByCall } from './query';

// /admin/inbox: pages of threads per filter, each thread with its messages, the admins a
// thread can be given to, and an admin's actions on a thread.
const inbox = api.admin.inbox;
export const INBOX_PAGE_SIZE = 30;

const pages = storesByCall<ReturnType<typeof pageStore>>();
const pageStore = (url: URL, query: { filter: InboxFilter; limit: string; before?: string }) =>
  callStore(url, () => answer(inbox.$get({ query })));

// One store per filter and cursor (undefined: the first page, which carries the counts).
export function inboxPage(filter: InboxFilter, before: string | undefined) {
  const query = { filter, limit: String(INBOX_PAGE_SIZE), ...(before ? { before } : {}) };
  return pages(inbox.$url({ query }), (url) => pageStore(url, query));
}

const threads = storesByCall<ReturnType<typeof threadStore>>();
const param = (id: number) => ({ param: { id: String(id) } });
const threadStore = (url: URL, id: number) => callStore(url, () => answer(inbox[':id'].$get(param(id))));

export const inboxThread = (id: number) => threads(inbox[':id'].$url(param(id)), (url) => threadStore(url, id));

export const $inboxAdmins = callStore(inbox.admins.$url(), () => answer(inbox.admins.$get()));

// The lists' keys are the path and a query; a thread's is the path and its id.
const LIST_KEY = keyOf(inbox.$url());
const isList = (key: string) => key === LIST_KEY || key.startsWith(`${LIST_KEY}?`);

// The thread as the action left it, and every list read again (its place, marker or
// assignee changed).
async function settle(change: Promise<InboxThread>): Promise<InboxThread> {
  const thread = await change;
  mutateCache(keyOf(inbox[':id'].$url(param(thread.id))), thread);
  revalidateKeys(isList);
  return thread;
}

export const markInboxRead = (id: number) => settle(answer(inbox[':id'].read.$post(param(id))));
export const assignInboxThread = (id: number, assigneeId: number | null) =>
  settle(answer(inbox[':id'].assign.$post({ ...param(id), json: { assigneeId } })));
export const replyToInboxThread = (id: number, body: string) =>
  settle(answer(inbox[':id'].reply.$post({ ...param(id), json: { body } })));
export const closeInboxThread = (id: number) => settle(answer(inbox[':id'].close.$post(param(id))));
export const reopenInboxThread = (id: number) => settle(answer(inbox[':id'].reopen.$post(param(id))));
