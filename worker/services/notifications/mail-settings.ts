import { eq, type SQL, sql } from 'drizzle-orm';
import { notificationSettings, users } from '../../../db/schema';
import {
  CHOSEN_KINDS,
  type ChosenKind,
  KIND_MAIL,
  type MailChannel,
  type NotificationKind,
} from '../../contract/notification-kinds';
import type { MailSettings } from '../../contract/notifications';
import type { Db } from '../../env';

// A member's choice of mail per kind of notification, and the hour of their digest.

// The channel of `kind` for the member in `userId`, as SQL: their row, else the kind's
// default; a kind with no choice (a booking's receipt covers it) is never mailed as a notice.
export function channelOf(userId: SQL, kind: SQL): SQL<MailChannel> {
  const defaults = sql.join(
    CHOSEN_KINDS.map((k) => sql`WHEN ${k} THEN ${KIND_MAIL[k].channel}`),
    sql` `,
  );
  return sql<MailChannel>`coalesce(
    (SELECT channel FROM ${notificationSettings} WHERE user_id = ${userId} AND kind = ${kind}),
    CASE ${kind} ${defaults} ELSE 'bell' END)`;
}

export async function kindChannel(db: Db, userId: number, kind: ChosenKind): Promise<MailChannel> {
  const [row] = await db.all<{ channel: MailChannel }>(sql`SELECT ${channelOf(sql`${userId}`, sql`${kind}`)} AS channel`);
  return row?.channel ?? KIND_MAIL[kind].channel;
}

export async function mailSettings(db: Db, userId: number): Promise<MailSettings> {
  const [chosen, [user]] = await db.batch([
    db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)),
    db.select({ digestHour: users.digestHour, timeZone: users.timeZone }).from(users).where(eq(users.id, userId)),
  ]);
  const own = new Map(chosen.map((row) => [row.kind, row.channel]));
  return {
    kinds: CHOSEN_KINDS.map((kind) => ({
      kind,
      label: KIND_MAIL[kind].label,
      channel: own.get(kind) ?? KIND_MAIL[kind].channel,
    })),
    digestHour: user?.digestHour ?? 8,
    timeZone: user?.timeZone ?? null,
  };
}

// Saves what the form sends: the kinds it names (an upsert each, in one statement) and the hour.
export async function saveMailSettings(
  db: Db,
  userId: number,
  change: { channels: Partial<Record<ChosenKind, MailChannel>>; digestHour?: number },
): Promise<void> {
  const rows = Object.entries(change.channels).map(([kind, channel]) => ({
    userId,
    kind: kind as NotificationKind,
    channel: channel as MailChannel,
  }));
  await db.batch([
    db
      .update(users)
      .set({ digestHour: change.digestHour ?? sql`${users.digestHour}` })
      .where(eq(users.id, userId)),
    ...(rows.length > 0
      ? [
          db
            .insert(notificationSettings)
            .values(rows)
            .onConflictDoUpdate({
              target: [notificationSettings.userId, notificationSettings.kind],
              set: { channel: sql`excluded.channel` },
            }),
        ]
      : []),
  ]);
}

// A signed-out one-click unsubscribe: that kind's mail stops (the bell keeps it); `digest`
// stops the digest by moving every kind in it to the bell alone.
// An account deleted since the mail was sent has nothing left to stop.
export async function stopMail(db: Db, userId: number, target: ChosenKind | 'digest'): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!member) return;
  const current = await mailSettings(db, userId);
  const stopped = current.kinds.filter((k) => (target === 'digest' ? k.channel === 'digest' : k.kind === target));
  await saveMailSettings(db, userId, {
    channels: Object.fromEntries(stopped.map((k) => [k.kind, 'bell'])),
  });
}
