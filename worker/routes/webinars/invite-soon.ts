import { sendQueuedMail } from '../../services/mail/send-queued';
import { siteOrigin } from '../../services/site-origin';
import { sendWebinarInvites } from '../../services/webinars/invites';
import type { Db } from '../../env';

// A seat taken, or a webinar moved or cancelled: its invites leave just after the answer, not
// at the next cron tick (which still sends whatever this leaves behind).
export const inviteSoon = (c: { env: Env; var: { db: Db }; executionCtx: { waitUntil(work: Promise<unknown>): void } }) =>
  c.executionCtx.waitUntil(sendWebinarInvites(c.var.db, siteOrigin(c.env), c.env.MAIL_FROM).then(() => sendQueuedMail(c.env)));
