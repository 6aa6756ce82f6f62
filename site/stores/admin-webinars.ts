import type { WebinarReport } from '../../worker/contract/webinar-report';
import type { Registrant, WebinarDto, WebinarInput } from '../../worker/contract/webinars';
import { csvText } from '../../worker/domain/csv';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { callStore, revalidateKeys } from './query';

// /admin/webinars: every webinar, who may host, each webinar's registrants and its report.
const listUrl = api.admin.webinars.$url();

export const $adminWebinars = callStore(listUrl, () => answer(api.admin.webinars.$get()));
export const $webinarHosts = callStore(api.admin.webinars.hosts.$url(), () => answer(api.admin.webinars.hosts.$get()));

export const registrantsOf = (id: number): Promise<Registrant[]> =>
  answer(api.admin.webinars[':id'].registrants.$get({ param: { id: String(id) } }));

export const reportOf = (id: number): Promise<WebinarReport> =>
  answer(api.admin.webinars[':id'].report.$get({ param: { id: String(id) } }));

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

// A registrants list as a spreadsheet, one row per seat.
export const registrantsCsv = (rows: Registrant[]): string =>
  csvText([
    ['Name', 'Username', 'Email', 'Status', 'Registered at', 'Gave the seat back at'],
    ...rows.map((r) => [r.name, r.username, r.email, r.status, r.registeredAt, r.cancelledAt ?? '']),
  ]);

// A report's three spreadsheets: who attended, the questions, and the polls (a row per option).
export const attendanceCsv = (report: WebinarReport): string =>
  csvText([
    ['Name', 'Username', 'Email', 'Seat', 'First joined at', 'Last left at', 'Visits', 'Minutes present'],
    ...report.attendance.attendees.map((a) => [
      a.name,
      a.username,
      a.email,
      a.seat ?? 'none',
      a.firstJoinedAt,
      a.lastLeftAt ?? '',
      a.visits,
      a.minutes,
    ]),
  ]);

export const questionsCsv = (report: WebinarReport): string =>
  csvText([
    ['Question', 'Asked by', 'Asked at', 'Upvotes', 'Answered', 'Pinned'],
    ...report.questions.map((q) => [q.text, q.name, q.askedAt, q.votes, q.answered ? 'yes' : 'no', q.pinned ? 'yes' : 'no']),
  ]);

export const pollsCsv = (report: WebinarReport): string =>
  csvText([
    ['Poll', 'Question', 'Option', 'Votes'],
    ...report.polls.flatMap((poll, i) => poll.options.map((option) => [i + 1, poll.question, option.text, option.votes])),
  ]);
