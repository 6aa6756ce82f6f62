import type { Db } from '../../env';
import { purposeHandlers } from '../../services/payment-purposes';
import { paymentsFor } from '../../services/payments';
import { sendDueWebinarRefunds } from '../../services/webinars/refunds';

type Context = {
  env: Env;
  req: { url: string };
  var: { db: Db };
  executionCtx: { waitUntil(work: Promise<unknown>): void };
};

// A seat given back or a webinar cancelled: the refunds it made due leave just after the answer,
// not at the next cron tick (which still sends whatever this leaves behind).
export function refundSoon(c: Context, webinarId: number) {
  const provider = paymentsFor(c.env, c.var.db, c.req.url, purposeHandlers)?.provider;
  if (provider) c.executionCtx.waitUntil(sendDueWebinarRefunds(c.var.db, provider, { webinarId }));
}
