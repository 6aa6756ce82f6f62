import { createDb } from '../../db';
import { drainOutbox } from './outbox';
import { mailTransport } from './transport';

// Runs right after a request queues mail (in waitUntil) and on every cron tick,
// so mail leaves within seconds and is retried when the provider was down.
export async function sendQueuedMail(env: Env): Promise<{ sent: number; failed: number }> {
  const db = createDb(env.DB);
  const transport = mailTransport(env, db);
  if (!transport) return { sent: 0, failed: 0 };
  return drainOutbox(db, transport, env.MAIL_FROM);
}
