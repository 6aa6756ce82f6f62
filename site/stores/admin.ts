import type { z } from 'zod';
import type {
  AdminFlagDto,
  EvergreenThemeDto,
  OpenReportDto,
  ReportResolution,
  evergreenSchema,
} from '../../worker/contract/admin';
import type { ChallengeDto, ChallengeInput } from '../../worker/contract/challenges';
import { keyOf } from '../../worker/routes/clients';
import type { FlagUpdate } from '../../worker/contract/feature-flags';
import type { ChallengeStatusFilter } from '../../worker/contract/list-pages';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore, mutateCache, revalidateKeys } from './query';

export const CHALLENGE_LIST_SIZE = 20;
// The calendar covers two weeks of at most three dailies each, so one page of 100 holds them.
const CALENDAR_LIMIT = String(100);

const flagsUrl = api.admin['feature-flags'].$url();
const themesUrl = api.admin['evergreen-themes'].$url();
const reportsUrl = api.admin.reports.$url();

export const $flags = callStore(flagsUrl, () => answer(api.admin['feature-flags'].$get()));
export const $themes = callStore(themesUrl, () => answer(api.admin['evergreen-themes'].$get()));
export const $reports = callStore(reportsUrl, () => answer(api.admin.reports.$get()));

type ChallengeQuery = { status: ChallengeStatusFilter; limit: string; offset?: string };
const challengeList = (query: ChallengeQuery) =>
  callStore(api.challenges.index.$url({ query }), () => answer(api.challenges.index.$get({ query })));

// Today's dailies are active and the coming ones upcoming; together they fill the calendar.
export const $activeChallenges = challengeList({ status: 'active', limit: CALENDAR_LIMIT });
export const $upcomingChallenges = challengeList({ status: 'upcoming', limit: CALENDAR_LIMIT });

const listStores = new Map<string, ReturnType<typeof challengeList>>();

// One store per status filter and page, shared by whoever asks for the same list.
export function challengeListPage(status: ChallengeStatusFilter, offset: number) {
  const query = { limit: String(CHALLENGE_LIST_SIZE), offset: String(offset), status };
  const key = keyOf(api.challenges.index.$url({ query }));
  const found = listStores.get(key);
  if (found) return found;
  const store = challengeList(query);
  listStores.set(key, store);
  return store;
}

export function challengeById(id: number) {
  const args = { param: { id: String(id) } };
  return callStore(api.challenges[':id'].$url(args), () => answer(api.challenges[':id'].$get(args)));
}

// Every list and every challenge the admin screens read starts with this.
const CHALLENGES_PREFIX = keyOf(api.challenges.index.$url());
const refreshChallenges = () => revalidateKeys((key) => key.startsWith(CHALLENGES_PREFIX));

export async function saveFlag(name: string, update: FlagUpdate): Promise<AdminFlagDto> {
  const saved = await answer(
    withMutationRetry(() => api.admin['feature-flags'][':flagName'].$put({ param: { flagName: name }, json: update })),
  );
  mutateCache(
    keyOf(flagsUrl),
    ($flags.get().data ?? []).map((flag) => (flag.name === name ? saved : flag)),
  );
  return saved;
}

export async function saveChallenge(id: number | null, input: ChallengeInput): Promise<ChallengeDto> {
  const saved = await answer(
    withMutationRetry(async () =>
      id === null
        ? api.admin.challenges.$post({ json: input })
        : api.admin.challenges[':id'].$put({ param: { id: String(id) }, json: input }),
    ),
  );
  refreshChallenges();
  return saved;
}

export async function deleteChallenge(id: number): Promise<void> {
  await withMutationRetry(() => api.admin.challenges[':id'].$delete({ param: { id: String(id) } }));
  refreshChallenges();
}

// The challenge is hidden everywhere and every row is kept.
export async function removeChallenge(id: number, reason = ''): Promise<void> {
  await withMutationRetry(() => api.admin.challenges[':id'].remove.$post({ param: { id: String(id) }, json: { reason } }));
  refreshChallenges();
}

// What the API accepts: the category as typed; the server lower-cases and checks it.
export async function saveTheme(id: number | null, input: z.input<typeof evergreenSchema>): Promise<EvergreenThemeDto> {
  const saved = await answer(
    withMutationRetry(async () =>
      id === null
        ? api.admin['evergreen-themes'].$post({ json: input })
        : api.admin['evergreen-themes'][':id'].$put({ param: { id: String(id) }, json: input }),
    ),
  );
  const others = ($themes.get().data ?? []).filter((theme) => theme.id !== saved.id);
  mutateCache(keyOf(themesUrl), [...others, saved]);
  return saved;
}

// What a report points at, as one key: reports of the same thing share it.
function targetOf(report: OpenReportDto): string {
  if (report.targetType === 'entry') return `entry:${report.submissionId}`;
  if (report.targetType === 'message') return `message:${report.message.id}`;
  if (report.targetType === 'critique') return `critique:${report.critique.id}`;
  return `challenge:${report.challenge.id}`;
}

const sameTarget = (a: OpenReportDto, b: OpenReportDto) => targetOf(a) === targetOf(b);

// Removing a photo, message, critique or challenge closes every open report on it, so they
// all leave the queue.
export async function resolveReport(report: OpenReportDto, resolution: ReportResolution, reason?: string): Promise<void> {
  await withMutationRetry(() =>
    api.admin.reports[':id'].resolve.$post({ param: { id: String(report.id) }, json: { resolution, reason } }),
  );
  const closed = (r: OpenReportDto) => (resolution === 'remove' ? sameTarget(r, report) : r.id === report.id);
  mutateCache(
    keyOf(reportsUrl),
    ($reports.get().data ?? []).filter((r) => !closed(r)),
  );
}
