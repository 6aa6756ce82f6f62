import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, min, or, sql } from 'drizzle-orm';
import { mailEvents, mailOutbox, users } from '../../../db/schema';
import type { MailDay, MailOverview } from '../../contract/admin-mail';
import type { Db } from '../../env';
import { LEASE_MS } from './outbox';
import { mailTransportKind } from './transport';

// /admin/email: the last 30 days of mail by UTC day, how mail leaves, and whether the
// outbox is keeping up. Every count reads an index (sent_at, status, mail_events' created_at).

const DAYS = 30;
const DAY = 86_400_000;

const dayOf = (column: typeof mailOutbox.sentAt | typeof mailOutbox.createdAt | typeof mailEvents.createdAt) =>
  sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;

export async function mailOverview(db: Db, env: Env, now: Date): Promise<MailOverview> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (DAYS - 1) * DAY);
  const waiting = and(eq(mailOutbox.status, 'queued'), or(isNull(mailOutbox.leaseUntil), lt(mailOutbox.leaseUntil, now)));
  const [sent, failed, events, health, lastErrors, blocked] = await db.batch([
    db
      .select({ day: dayOf(mailOutbox.sentAt), n: count() })
      .from(mailOutbox)
      .where(gte(mailOutbox.sentAt, start))
      .groupBy(dayOf(mailOutbox.sentAt)),
    db
      .select({ day: dayOf(mailOutbox.createdAt), n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'failed'), gte(mailOutbox.createdAt, start)))
      .groupBy(dayOf(mailOutbox.createdAt)),
    db
      .select({
        day: dayOf(mailEvents.createdAt),
        bounced: sql<number>`sum(${mailEvents.type} = 'email.bounced')`,
        complained: sql<number>`sum(${mailEvents.type} = 'email.complained')`,
      })
      .from(mailEvents)
      .where(gte(mailEvents.createdAt, start))
      .groupBy(dayOf(mailEvents.createdAt)),
    db
      .select({
        waiting: sql<number>`coalesce(sum(${waiting}), 0)`,
        queued: sql<number>`coalesce(sum(${mailOutbox.status} = 'queued'), 0)`,
        failed: sql<number>`coalesce(sum(${mailOutbox.status} = 'failed'), 0)`,
        oldestWaitingAt: min(sql<number | null>`CASE WHEN ${waiting} THEN ${mailOutbox.createdAt} END`),
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['queued', 'failed'])),
    // A failed try keeps its lease, which started when the try did.
    db
      .select({ message: mailOutbox.lastError, leaseUntil: mailOutbox.leaseUntil, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['queued', 'failed']), isNotNull(mailOutbox.lastError)))
      .orderBy(desc(sql`coalesce(${mailOutbox.leaseUntil} - ${LEASE_MS}, ${mailOutbox.createdAt})`))
      .limit(1),
    db.select({ n: count() }).from(users).where(isNotNull(users.mailBlockedAt)),
  ]);
  const by = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));
  const sentBy = by(sent);
  const failedBy = by(failed);
  const eventsBy = by(events);
  const days: MailDay[] = Array.from({ length: DAYS }, (_, i) => {
    const day = new Date(start.getTime() + i * DAY).toISOString().slice(0, 10);
    const e = eventsBy.get(day);
    return {
      day,
      sent: sentBy.get(day)?.n ?? 0,
      failed: failedBy.get(day)?.n ?? 0,
      bounced: Number(e?.bounced ?? 0),
      complained: Number(e?.complained ?? 0),
    };
  });
  const h = health[0];
  const last = lastErrors[0];
  const transport = mailTransportKind(env);
  return {
    days,
    provider: {
      transport,
      host: transport === 'provider' && env.MAIL_API_URL ? hostOf(env.MAIL_API_URL) : null,
      from: env.MAIL_FROM,
      eventsConfigured: Boolean(env.MAIL_WEBHOOK_SECRET),
      lastError:
        last?.message == null
          ? null
          : {
              message: last.message,
              at: new Date(last.leaseUntil ? last.leaseUntil.getTime() - LEASE_MS : last.createdAt.getTime()).toISOString(),
            },
    },
    outbox: {
      waiting: Number(h?.waiting ?? 0),
      sending: Number(h?.queued ?? 0) - Number(h?.waiting ?? 0),
      oldestWaitingAt: h?.oldestWaitingAt == null ? null : new Date(Number(h.oldestWaitingAt)).toISOString(),
      failed: Number(h?.failed ?? 0),
    },
    blockedAddresses: blocked[0]?.n ?? 0,
  };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
