import type { Db } from '../../env';
import { siteOrigin } from '../site-origin';
import { mailUnreadMessages } from './unread-mail';

// The cron's messaging pass: mail about messages left unread while their recipient is away.
// Whether they are away is asked of their inbox (a tab open holds a socket there).
export function unreadMessageMail(env: Env, db: Db, now: Date) {
  const isOnline = (userId: number) => env.USER_INBOX.get(env.USER_INBOX.idFromName(String(userId))).isOnline();
  return mailUnreadMessages(db, isOnline, siteOrigin(env), now);
}
