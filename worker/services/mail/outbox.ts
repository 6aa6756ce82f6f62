import { and, asc, desc, eq, lt } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema';
import type { Db } from '../../env';
import type { MailContent } from './templates';
import type { MailTransport } from './transport';

const MAX_ATTEMPTS = 5;
const BATCH = 50;

export async function enqueueMail(db: Db, to: string, template: string, content: MailContent): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: to,
    template,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
}

// Sends what is queued, oldest first. A message that keeps failing is marked failed
// after five attempts, so it shows in the admin queue instead of blocking the rest.
export async function drainOutbox(db: Db, transport: MailTransport, from: string): Promise<{ sent: number; failed: number }> {
  const queued = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(BATCH);
  let sent = 0;
  let failed = 0;
  for (const mail of queued) {
    try {
      await transport.send({ from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
      await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 }).where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db
        .update(mailOutbox)
        .set({ attempts, status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', lastError: String(error) })
        .where(eq(mailOutbox.id, mail.id));
      failed++;
    }
  }
  return { sent, failed };
}

export async function recentMail(db: Db, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
