import type { MailTemplateDetail, MailWording } from '../../worker/contract/mail-templates';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { callStore, mutateCache, revalidateKeys, storesByCall } from './query';

// /admin/email/templates: the list of mail templates, each one's wording and versions, and an
// admin's saves, restores and test mails.
const templates = api.admin['email-templates'];

export const $mailTemplates = callStore(templates.$url(), () => answer(templates.$get()));

const param = (key: string) => ({ param: { key } });
const details = storesByCall<ReturnType<typeof detailStore>>();
const detailStore = (url: URL, key: string) => callStore(url, () => answer(templates[':key'].$get(param(key))));

export const mailTemplate = (key: string) => details(templates[':key'].$url(param(key)), (url) => detailStore(url, key));

// The template as the change left it; the list shows its new state.
async function settle(change: Promise<MailTemplateDetail>): Promise<MailTemplateDetail> {
  const saved = await change;
  mutateCache(keyOf(templates[':key'].$url(param(saved.key))), saved);
  revalidateKeys((key) => key === keyOf(templates.$url()));
  return saved;
}

export const saveMailWording = (key: string, wording: MailWording, basedOn: number) =>
  settle(answer(templates[':key'].versions.$post({ ...param(key), json: { ...wording, basedOn } })));

export const restoreMailDefault = (key: string, basedOn: number) =>
  settle(answer(templates[':key'].restore.$post({ ...param(key), json: { basedOn } })));

export const sendTestMail = (key: string, wording: MailWording) =>
  answer(templates[':key'].test.$post({ ...param(key), json: wording }));
