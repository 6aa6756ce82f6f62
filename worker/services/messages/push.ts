import type { ChatMessage, InboxEvent } from '../../contract/messages';

// Events for members' open tabs, through their inboxes (durable/user-inbox.ts).

export const deliver = (env: Pick<Env, 'USER_INBOX'>, userId: number, event: InboxEvent) =>
  env.USER_INBOX.get(env.USER_INBOX.idFromName(String(userId))).deliver(event);

// A stored message: the recipient's tabs show it, the sender's other tabs too.
export async function pushMessage(env: Pick<Env, 'USER_INBOX'>, message: ChatMessage): Promise<void> {
  await Promise.all(
    [message.recipientId, message.senderId].map((userId) => deliver(env, userId, { type: 'new_message', message })),
  );
}

// The reader opened the thread: the sender's tabs mark their messages seen up to this one,
// and the reader's own tabs ask for their unread badge again.
export async function pushRead(
  env: Pick<Env, 'USER_INBOX'>,
  read: { senderId: number; readerId: number; conversationId: string; upToId: number },
): Promise<void> {
  const event: InboxEvent = {
    type: 'messages_read',
    conversationId: read.conversationId,
    readerId: read.readerId,
    upToId: read.upToId,
  };
  await Promise.all([read.senderId, read.readerId].map((userId) => deliver(env, userId, event)));
}
