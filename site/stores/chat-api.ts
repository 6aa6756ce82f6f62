import type { ChatMessage } from '../../worker/contract/messages';
import type { SessionDuration, SessionType } from '../../worker/domain/mentoring';
import { answer, api } from '../lib/api-client';
import { keyOf } from '../../worker/routes/clients';
import { callStore, mutateCache } from './query';

// Messaging's calls for the chat dock and the /messages pages. Types only from the contract:
// its zod schemas would cost every page with a chat window about 24 KB.

export function fetchThread(recipientId: number, after?: number): Promise<ChatMessage[]> {
  const query = after === undefined ? {} : { after: String(after) };
  return answer(api.mentors.messages[':recipientId'].$get({ param: { recipientId: String(recipientId) }, query }));
}

// The thread is on screen up to this message of theirs: it and those before become read.
export function markThreadRead(recipientId: number, upToId: number): Promise<{ upToId: number | null }> {
  return answer(
    api.mentors.messages[':recipientId'].read.$post({ param: { recipientId: String(recipientId) }, json: { upToId } }),
  );
}

export function sendText(recipientId: number, messageContent: string): Promise<ChatMessage> {
  return answer(api.mentors.messages.$post({ json: { recipientId, messageContent, messageType: 'text' } }));
}

export type OfferInput = { hourlyRate: number; duration: SessionDuration; sessionType: SessionType; minimumAmount: number };

export function sendOffer(recipientId: number, messageContent: string, quickSessionData: OfferInput): Promise<ChatMessage> {
  return answer(
    api.mentors.messages.$post({ json: { recipientId, messageContent, messageType: 'quick_session_offer', quickSessionData } }),
  );
}

export function sendPhoto(recipientId: number, photo: File, messageContent: string): Promise<ChatMessage> {
  const form = { recipientId: String(recipientId), photo, ...(messageContent ? { messageContent } : {}) };
  return answer(api.mentors.messages.photo.$post({ form }));
}

export function reportMessage(id: number, reason: string): Promise<unknown> {
  return answer(api.mentors.messages[':id'].report.$post({ param: { id: String(id) }, json: { reason } }));
}

export function acceptOffer(messageId: number): Promise<{ sessionId: number }> {
  // The student's zone names times in their mail.
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return answer(api.quickSessions.accept.$post({ json: { messageId, timeZone } }));
}

// The members the viewer has blocked: each thread's menu offers to block or unblock.
const blocksUrl = api.mentors.blocks.$url();
export const $blocked = callStore(blocksUrl, () => answer(api.mentors.blocks.$get()), {
  read: ({ userIds }: { userIds: number[] }) => userIds,
});

export async function setBlocked(userId: number, blocked: boolean): Promise<void> {
  const param = { userId: String(userId) };
  await answer(blocked ? api.mentors.blocks[':userId'].$put({ param }) : api.mentors.blocks[':userId'].$delete({ param }));
  const others = ($blocked.get().data ?? []).filter((id) => id !== userId);
  mutateCache(keyOf(blocksUrl), blocked ? [...others, userId] : others);
}

const conversationsUrl = api.mentors.conversations.$url();
export const $conversations = callStore(conversationsUrl, () => answer(api.mentors.conversations.$get()));

// Who a window is with (its header), cached per person for the page's life.
const people = new Map<number, ReturnType<typeof personStore>>();
const personStore = (id: number) => {
  const param = { id: String(id) };
  return callStore(api.users[':id'].$url({ param }), () => answer(api.users[':id'].$get({ param })));
};
export function person(id: number) {
  let store = people.get(id);
  if (!store) {
    store = personStore(id);
    people.set(id, store);
  }
  return store;
}

// Spec §6: a mentor may offer quick sessions; only a listed one (approved, not suspended) can.
export async function canOfferQuickSessions(): Promise<boolean> {
  try {
    const profile = await answer(api.mentors.profile.me.$get());
    return profile.profileStatus === 'approved' && !profile.suspended;
  } catch {
    return false;
  }
}
