import { deliver } from '../messages/push';

// The bells of these members' open tabs ask for their count again.
export async function pushNotificationsChanged(env: Pick<Env, 'USER_INBOX'>, userIds: Iterable<number>): Promise<void> {
  await Promise.all([...new Set(userIds)].map((userId) => deliver(env, userId, { type: 'notifications_changed' })));
}
