import { sendQueuedMail } from '../services/mail/send-queued';

// Mail a request queued leaves just after its answer, not at the next cron tick (which still
// sends whatever this leaves behind).
export const sendMailSoon = (c: { env: Env; executionCtx: { waitUntil(work: Promise<unknown>): void } }) =>
  c.executionCtx.waitUntil(sendQueuedMail(c.env));
