import type { InferResponseType } from 'hono/client';
import type { z } from 'zod';
import type { ReportResolution, evergreenSchema } from '../../worker/contract/admin';
import type { ChallengeDto, ChallengeInput } from '../../worker/contract/challenges';
import type { FlagUpdate } from '../../worker/contract/feature-flags';
import { api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { createFetcherStore, mutateCache, revalidateKeys } from './query';

// Shapes as they arrive over the wire (dates as ISO strings), straight from the routes.
export type AdminFlag = InferResponseType<(typeof api.admin)['feature-flags']['$get'], 200>[number];
export type EvergreenTheme = InferResponseType<(typeof api.admin)['evergreen-themes']['$get'], 200>[number];
export type OpenReport = InferResponseType<typeof api.admin.reports.$get, 200>[number];

const FLAGS_KEY = '/api/admin/feature-flags';
const THEMES_KEY = '/api/admin/evergreen-themes';
const REPORTS_KEY = '/api/admin/reports';
export const CHALLENGE_LIST_SIZE = 20;
// The calendar covers two weeks of at most three dailies each, so one page of 100 holds them.
const CALENDAR_LIMIT = 100;

export const $flags = createFetcherStore<AdminFlag[]>(FLAGS_KEY);
export const $themes = createFetcherStore<EvergreenTheme[]>(THEMES_KEY);
export const $reports = createFetcherStore<OpenReport[]>(REPORTS_KEY);

// Today's dailies are active and the coming ones upcoming; together they fill the calendar.
export const $activeChallenges = createFetcherStore<ChallengeDto[]>(`/api/challenges?status=active&limit=${CALENDAR_LIMIT}`);
export const $upcomingChallenges = createFetcherStore<ChallengeDto[]>(`/api/challenges?status=upcoming&limit=${CALENDAR_LIMIT}`);

const listStores = new Map<string, ReturnType<typeof createFetcherStore<ChallengeDto[]>>>();

// One store per status filter and page, shared by whoever asks for the same list.
export function challengeListPage(status: string | undefined, offset: number) {
  const query = new URLSearchParams({ limit: String(CHALLENGE_LIST_SIZE), offset: String(offset) });
  if (status) query.set('status', status);
  const key = `/api/challenges?${query}`;
  let store = listStores.get(key);
  if (!store) listStores.set(key, (store = createFetcherStore<ChallengeDto[]>(key)));
  return store;
}

export const challengeById = (id: number) => createFetcherStore<ChallengeDto>(`/api/challenges/${id}`);

const refreshChallenges = () => revalidateKeys((key) => key.startsWith('/api/challenges'));

export async function saveFlag(name: string, update: FlagUpdate): Promise<AdminFlag> {
  const res = await withMutationRetry(() =>
    api.admin['feature-flags'][':flagName'].$put({ param: { flagName: name }, json: update }),
  );
  const saved = await res.json();
  mutateCache(FLAGS_KEY, ($flags.get().data ?? []).map((flag) => (flag.name === name ? saved : flag)));
  return saved;
}

export async function saveChallenge(id: number | null, input: ChallengeInput): Promise<ChallengeDto> {
  const res = await withMutationRetry(() =>
    id === null
      ? api.admin.challenges.$post({ json: input })
      : api.admin.challenges[':id'].$put({ param: { id: String(id) }, json: input }),
  );
  refreshChallenges();
  return (await res.json()) as ChallengeDto;
}

export async function deleteChallenge(id: number): Promise<void> {
  await withMutationRetry(() => api.admin.challenges[':id'].$delete({ param: { id: String(id) } }));
  refreshChallenges();
}

// Official or community: the challenge is hidden everywhere and every row is kept.
export async function removeChallenge(id: number): Promise<void> {
  await withMutationRetry(() => api.admin.challenges[':id'].remove.$post({ param: { id: String(id) } }));
  refreshChallenges();
  revalidateKeys((key) => key.startsWith('/api/admin/user-challenges'));
}

// What the API accepts: the category as typed; the server lower-cases and checks it.
export async function saveTheme(id: number | null, input: z.input<typeof evergreenSchema>): Promise<EvergreenTheme> {
  const res = await withMutationRetry(() =>
    id === null
      ? api.admin['evergreen-themes'].$post({ json: input })
      : api.admin['evergreen-themes'][':id'].$put({ param: { id: String(id) }, json: input }),
  );
  const saved = await res.json();
  const others = ($themes.get().data ?? []).filter((theme) => theme.id !== saved.id);
  mutateCache(THEMES_KEY, [...others, saved]);
  return saved;
}

// Removing a photo closes every open report on it, so they all leave the queue.
export async function resolveReport(report: OpenReport, resolution: ReportResolution): Promise<void> {
  await withMutationRetry(() =>
    api.admin.reports[':id'].resolve.$post({ param: { id: String(report.id) }, json: { resolution } }),
  );
  const closed = (r: OpenReport) => (resolution === 'remove' ? r.submissionId === report.submissionId : r.id === report.id);
  mutateCache(REPORTS_KEY, ($reports.get().data ?? []).filter((r) => !closed(r)));
}
