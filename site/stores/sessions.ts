import { keyOf } from '../../worker/routes/clients';
import type { BookingRequest, MentorSessionDto } from '../../worker/contract/sessions';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore, mutateCache, revalidateKeys, storesByCall } from './query';

// Mentoring sessions as their student or mentor sees them, and what they do with them.

type Role = 'student' | 'mentor';
type When = 'upcoming' | 'past';

const id = (sessionId: number) => ({ param: { id: String(sessionId) } });
const sessionUrl = (sessionId: number) => api.sessions[':id'].$url(id(sessionId));

const sessionStores = storesByCall<ReturnType<typeof callStore<MentorSessionDto>>>();
export const sessionStore = (sessionId: number) =>
  sessionStores(sessionUrl(sessionId), (url) => callStore(url, () => answer(api.sessions[':id'].$get(id(sessionId)))));

const listQuery = (role: Role, when: When) => ({ query: { role, when } });
const listStores = storesByCall<ReturnType<typeof callStore<MentorSessionDto[]>>>();
export const sessionList = (role: Role, when: When) =>
  listStores(api.sessions.index.$url(listQuery(role, when)), (url) =>
    callStore(url, () => answer(api.sessions.index.$get(listQuery(role, when))), {
      read: ({ sessions }: { sessions: MentorSessionDto[] }) => sessions,
    }),
  );

// Every quick session of the member, as student or mentor, newest first.
const quickStores = storesByCall<ReturnType<typeof callStore<MentorSessionDto[]>>>();
export const quickSessionList = () =>
  quickStores(api.quickSessions.index.$url(), (url) =>
    callStore(url, () => answer(api.quickSessions.index.$get()), {
      read: ({ sessions }: { sessions: MentorSessionDto[] }) => sessions,
    }),
  );

// A changed session shows at once on its page; the dashboards' lists ask again.
function remember(session: MentorSessionDto): MentorSessionDto {
  mutateCache(keyOf(sessionUrl(session.id)), session);
  revalidateKeys(
    (key) => key.startsWith(keyOf(api.sessions.index.$url())) || key.startsWith(keyOf(api.quickSessions.index.$url())),
  );
  return session;
}

export async function bookSession(request: BookingRequest): Promise<number> {
  const { sessionId } = await answer(withMutationRetry(() => api.sessions.index.$post({ json: request })));
  return sessionId;
}

export const cancelSession = async (sessionId: number) =>
  remember(await answer(withMutationRetry(() => api.sessions[':id'].cancel.$post(id(sessionId)))));

export const rescheduleSession = async (sessionId: number, startsAt: string) =>
  remember(await answer(withMutationRetry(() => api.sessions[':id'].reschedule.$post({ ...id(sessionId), json: { startsAt } }))));

export async function joinSession(sessionId: number): Promise<string> {
  const { roomPath } = await answer(withMutationRetry(() => api.sessions[':id'].join.$post(id(sessionId))));
  return roomPath;
}

export const reviewSession = async (sessionId: number, rating: number, comment: string) =>
  remember(
    await answer(withMutationRetry(() => api.sessions[':id'].review.$post({ ...id(sessionId), json: { rating, comment } }))),
  );

export const replyToReview = async (sessionId: number, reply: string) =>
  remember(await answer(withMutationRetry(() => api.sessions[':id'].review.reply.$post({ ...id(sessionId), json: { reply } }))));
