import type { Registrant, WebinarDto, WebinarInput } from '../../worker/contract/webinars';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { callStore, revalidateKeys } from './query';

// /admin/webinars: every webinar, who may host, and each webinar's registrants.
const listUrl = api.admin.webinars.$url();

export const $adminWebinars = callStore(listUrl, () => answer(api.admin.webinars.$get()));
export const $webinarHosts = callStore(api.admin.webinars.hosts.$url(), () => answer(api.admin.webinars.hosts.$get()));

export const registrantsOf = (id: number): Promise<Registrant[]> =>
  answer(api.admin.webinars[':id'].registrants.$get({ param: { id: String(id) } }));

const refresh = () => revalidateKeys((key) => key === keyOf(listUrl));

// Not retried: a create that landed but lost its answer would make a second webinar.
export async function saveWebinar(id: number | null, input: WebinarInput): Promise<WebinarDto> {
  const saved =
    id === null
      ? await answer(api.admin.webinars.$post({ json: input }))
      : await answer(api.admin.webinars[':id'].$put({ param: { id: String(id) }, json: input }));
  refresh();
  return saved;
}

export async function cancelWebinar(id: number): Promise<WebinarDto> {
  const cancelled = await answer(api.admin.webinars[':id'].cancel.$post({ param: { id: String(id) } }));
  refresh();
  return cancelled;
}

// A registrants list as a spreadsheet: RFC 4180 quoting, one row per seat.
export function registrantsCsv(rows: Registrant[]): string {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [
    ['Name', 'Username', 'Email', 'Status', 'Registered at', 'Gave the seat back at'],
    ...rows.map((r) => [r.name, r.username, r.email, r.status, r.registeredAt, r.cancelledAt ?? '']),
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
