import type { Availability } from '../../worker/contract/availability';
import { keyOf } from '../../worker/routes/clients';
import type { MentorApplication, MentorCard, MyMentorProfile } from '../../worker/contract/mentors';
import { type MentorFilters, mentorPageQuery } from '../../worker/contract/mentor-pages';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore, invalidateKeys, mutateCache, storesByCall } from './query';

// Mentors: the signed-in member's own profile and hours, discovery's pages, free times.

const myProfileUrl = api.mentors.profile.me.$url();
const myAvailabilityUrl = api.mentors.availability.me.$url();

// Spec §7: profile/me is never retried (a 404 means "no profile").
export const $myMentorProfile = callStore(myProfileUrl, () => answer(api.mentors.profile.me.$get()), {
  onErrorRetry: () => null,
});

export async function saveApplication(application: MentorApplication): Promise<MyMentorProfile> {
  const saved = await answer(withMutationRetry(() => api.mentors.profile.me.$put({ json: application })));
  mutateCache(keyOf(myProfileUrl), saved);
  return saved;
}

export const $myAvailability = callStore(myAvailabilityUrl, () => answer(api.mentors.availability.me.$get()));

export async function saveAvailability(rules: Availability): Promise<Availability> {
  const saved = await answer(withMutationRetry(() => api.mentors.availability.me.$put({ json: rules })));
  mutateCache(keyOf(myAvailabilityUrl), saved);
  return saved;
}

type MentorPage = { mentors: MentorCard[]; more: boolean };
const pageStores = storesByCall<ReturnType<typeof callStore<MentorPage>>>();

export function mentorPage(filters: MentorFilters, offset: number) {
  const query = mentorPageQuery(filters, offset);
  const size = Number(query.limit) - 1;
  return pageStores(api.mentors.index.$url({ query }), (url) =>
    callStore(url, () => answer(api.mentors.index.$get({ query })), {
      read: ({ mentors }: { mentors: MentorCard[] }) => ({ mentors: mentors.slice(0, size), more: mentors.length > size }),
    }),
  );
}

// After a booking lost a race: every length's free times for this mentor, asked again.
export function refreshSlots(ref: string) {
  const prefix = `${keyOf(api.mentors[':ref'].$url({ param: { ref } }))}/slots`;
  invalidateKeys((key) => key.startsWith(prefix));
}

const slotStores = storesByCall<ReturnType<typeof callStore<string[]>>>();

// A mentor's free starts for a session length, from `from` for `days` days (instants).
export function mentorSlots(ref: string, durationMinutes: number, from: string, days: number) {
  const args = { param: { ref }, query: { durationMinutes: String(durationMinutes), from, days: String(days) } };
  return slotStores(api.mentors[':ref'].slots.$url(args), (url) =>
    callStore(url, () => answer(api.mentors[':ref'].slots.$get(args)), { read: ({ slots }: { slots: string[] }) => slots }),
  );
}
