import type { Db } from '../../env';
import { devMailboxTransport } from './dev-mailbox';
import { httpProviderTransport } from './http-provider';
import type { MailTransportKind } from '../../contract/admin-mail';
import type { MailTransport } from './outgoing-mail';

// How mail leaves the outbox. Production posts JSON to the configured provider
// (MAIL_API_URL with the MAIL_API_KEY secret); local development keeps a copy of every
// message readable at /dev/mailbox instead. Without either, nothing is sent and mail stays queued.
export function mailTransport(env: Env, db: Db): MailTransport | null {
  if (env.MAIL_API_URL && env.MAIL_API_KEY) return httpProviderTransport(env.MAIL_API_URL, env.MAIL_API_KEY);
  if (env.DEV_MAILBOX === 'true') return devMailboxTransport(db);
  return null;
}

// Which of those ways mail leaves by, as /admin/email shows it.
export function mailTransportKind(env: Env): MailTransportKind {
  if (env.MAIL_API_URL && env.MAIL_API_KEY) return 'provider';
  if (env.DEV_MAILBOX === 'true') return 'dev-mailbox';
  return 'none';
}
