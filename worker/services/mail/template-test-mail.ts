import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { MailWording } from '../../contract/mail-templates';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditStatement } from '../audit-log';
import { runBatch } from '../statements';
import { mailStatement } from './outbox';
import { renderWording, sampleUnsubscribe } from './template-render';
import { checkedWording, templateOr404 } from './template-versions';

// A wording (saved or not) written with the samples and queued to the asking admin's own address,
// through the outbox like any mail, under a key of its own: the drain sends it as written.
export async function queueTestMail(
  db: Db,
  key: string,
  wording: MailWording,
  origin: string,
  audit: AuditRecord,
): Promise<{ to: string }> {
  const template = templateOr404(key);
  checkedWording(template, wording);
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, audit.admin.id ?? 0));
  if (!admin) throw new ApiError('NOT_FOUND', 'Your account has no address to mail');
  const to = admin.email;
  const mail = renderWording(wording, template.samples(origin), template.notice ? sampleUnsubscribe(origin) : null);
  await runBatch(db, [
    mailStatement(db, to, `test:${key}`, { subject: `[Test] ${mail.subject}`, text: mail.text, html: mail.html }, sql`1`),
    auditStatement(db, { ...audit, detail: { to } }),
  ]);
  return { to };
}
