import { and, asc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema';
import type { Db } from '../../env';
import { type Statement, statement } from '../statements';
import type { MailContent } from './templates';
import { EMPTIED_ROW } from './emptied-row';
import type { MailTransport } from './outgoing-mail';
import { cancelBlockedMail } from './suppression';
import { applyAdminWording } from './template-versions';

export const MAX_ATTEMPTS = 5;
// Longer than one send takes, short enough that mail held by a run that died goes out
// on one of the next cron ticks.
export const LEASE_MS = 5 * 60_000;
const BATCH = 50;

export async function enqueueMail(db: Db, to: string, template: string, content: MailContent): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: to,
    template,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    attachments: content.attachments ?? null,
    headers: content.headers ?? null,
    variables: content.variables ?? null,
  });
}

// The same, as a statement of a batch, written only when `condition` holds as the batch
// runs (a payment still new, a session just confirmed): a replayed batch mails nothing more.
export function mailStatement(db: Db, to: string, template: string, content: MailContent, condition: SQL): Statement {
  const attachments = content.attachments ? JSON.stringify(content.attachments) : null;
  const headers = content.headers ? JSON.stringify(content.headers) : null;
  const variables = content.variables ? JSON.stringify(content.variables) : null;
  return statement(
    db,
    sql`INSERT INTO mail_outbox (to_address, template, subject, text_body, html_body, attachments, headers, variables)
        SELECT ${to}, ${template}, ${content.subject}, ${content.text}, ${content.html}, ${attachments}, ${headers}, ${variables} WHERE ${condition}`,
  );
}

const claimable = (now: Date) =>
  and(
    eq(mailOutbox.status, 'queued'),
    lt(mailOutbox.attempts, MAX_ATTEMPTS),
    or(isNull(mailOutbox.leaseUntil), lt(mailOutbox.leaseUntil, now)),
  );

// Sends what is queued, oldest first. Rows are claimed (leased, attempt counted) in one
// statement, so two drains at once never take the same row; a run that dies leaves its
// rows leased, and they are retried once the lease ends, under the same idempotency key.
// Five attempts mark a message failed, so it shows in the admin queue instead of
// blocking the rest. Mail to an address that bounced hard or complained is cancelled in
// the same batch, before the claim (services/mail/suppression.ts). A sent mail keeps
// subject, recipient and status but not its body: its links (verification, reset) must not
// outlive it in the database.
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  from: string,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const [, , claimed] = await db.batch([
    db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: `No answer after ${MAX_ATTEMPTS} attempts`, leaseUntil: null })
      .where(and(eq(mailOutbox.status, 'queued'), gte(mailOutbox.attempts, MAX_ATTEMPTS), lt(mailOutbox.leaseUntil, now))),
    cancelBlockedMail(db, claimable(now)),
    db
      .update(mailOutbox)
      .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(claimable(now))
            .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
            .limit(BATCH),
        ),
      )
      .returning(),
  ]);
  claimed.sort((a, b) => a.id - b.id);
  await applyAdminWording(db, claimed);
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await transport.send({
        outboxId: mail.id,
        queuedAt: mail.createdAt,
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        attachments: mail.attachments ?? [],
        headers: mail.headers ?? {},
      });
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          ...EMPTIED_ROW,
          lastError: null,
        })
        .where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (error) {
      // The lease stays: a provider that is down gets the next try after it ends, not
      // from the next request's drain a second later.
      await db
        .update(mailOutbox)
        .set({ status: mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', lastError: String(error) })
        .where(eq(mailOutbox.id, mail.id));
      failed++;
    }
  }
  return { sent, failed };
}
