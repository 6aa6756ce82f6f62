import type { ChatMessage } from '../../contract/messages';

// A stored message, pushed to both people's inboxes (durable/user-inbox.ts): the recipient's
// tabs show it, the sender's other tabs too.
export async function pushMessage(env: Pick<Env, 'USER_INBOX'>, message: ChatMessage): Promise<void> {
  const inbox = (userId: number) => env.USER_INBOX.get(env.USER_INBOX.idFromName(String(userId)));
  await Promise.all(
    [message.recipientId, message.senderId].map((userId) => inbox(userId).deliver({ type: 'new_message', message })),
  );
}
