import { desc, eq, sql } from 'drizzle-orm';
import { devMail } from '../../../db/schema';
import type { Db } from '../../env';
import type { MailTransport } from './outgoing-mail';

// Local development and tests (DEV_MAILBOX=true): "sending" keeps a copy in dev_mail, the
// only place a sent mail's links live on. One copy per outbox row, checked in the same
// statement as the insert, so a retried row is "delivered" once, as the provider's
// idempotency key does in production.
export function devMailboxTransport(db: Db): MailTransport {
  return {
    name: 'dev-mailbox',
    async send(mail) {
      await db.run(sql`
        INSERT INTO ${devMail} (outbox_id, to_address, subject, text_body, html_body, attachments, headers)
        SELECT ${mail.outboxId}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${JSON.stringify(mail.attachments)},
          ${JSON.stringify(mail.headers)}
        WHERE NOT EXISTS (SELECT 1 FROM ${devMail} WHERE outbox_id = ${mail.outboxId})`);
    },
  };
}

export async function recentDevMail(db: Db, limit = 50) {
  return db.select().from(devMail).orderBy(desc(devMail.id)).limit(limit);
}

export async function devMailAttachment(db: Db, mailId: number, index: number) {
  const [mail] = await db.select({ attachments: devMail.attachments }).from(devMail).where(eq(devMail.id, mailId));
  return mail?.attachments?.[index] ?? null;
}
