import { env, exports } from 'cloudflare:workers';
import { and, desc, eq } from 'drizzle-orm';
import {
  challenges,
  devMail,
  featureFlags,
  featureFlagUsers,
  mailOutbox,
  mentorProfiles,
  submissions,
  subscriptions,
  users,
} from '../../db/schema';
import { createDb } from '../db';
import { sendQueuedMail } from '../services/mail/send-queued';
import { notificationPage } from '../services/notifications/bell';
import { SESSION_COOKIE, createSession } from '../services/session';
import type { AuditRecord } from '../services/audit-log';

// Test files share one runtime, and with it every answer kept by its URL (the edge cache in
// memory, the Workers cache): each file asks under a host of its own (setup.ts), so none is
// ever handed an answer kept for another.
export let ORIGIN = 'http://example.com';
export function askAs(origin: string) {
  ORIGIN = origin;
}
export const db = () => createDb(env.DB);

// A value the test relies on (a row, a header, a list's item), or a loud failure naming it:
// a test must never pass quietly because what it checks was never there.
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`);
  return value;
}

let counter = 0;

type NewUser = Partial<typeof users.$inferInsert> & { mentor?: 'approved' | 'pending' };

// Each test makes its own people, so tests never depend on one another's rows.
export async function makeUser(fields: NewUser = {}) {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const { mentor, ...rest } = fields;
  const [user] = await db()
    .insert(users)
    .values({ username: `user_${n}`, email: `user_${n}@example.com`, firstName: 'Test', lastName: 'User', ...rest })
    .returning();
  if (!user) throw new Error('insert failed');
  if (mentor) await db().insert(mentorProfiles).values({ userId: user.id, profileStatus: mentor });
  const token = await createSession(db(), user.id);
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}

// An admin action as a route hands it to its service, for tests that call the service.
export const auditBy = (admin: { id: number | null; username: string }, action = 'test.action'): AuditRecord => ({
  admin,
  action,
  target: { type: action.split('.')[0] ?? null, id: null },
  detail: null,
});

export async function setFlag(name: string, enabled: boolean, rolloutPercentage = 0) {
  await db()
    .insert(featureFlags)
    .values({ name, enabled, rolloutPercentage })
    .onConflictDoUpdate({ target: featureFlags.name, set: { enabled, rolloutPercentage } });
}

export async function allowlist(name: string, userId: number) {
  await db().insert(featureFlagUsers).values({ flagName: name, userId });
}

export async function subscribe(userId: number, type: 'print_user' | 'portfolio_pro') {
  await db()
    .insert(subscriptions)
    .values({ userId, type, status: 'active', currentPeriodEnd: new Date(Date.now() + 86_400_000) });
}

export function request(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('Cookie', init.cookie);
  return exports.default.fetch(new Request(new URL(path, ORIGIN), { ...init, headers }));
}

// A same-origin browser request with a JSON body, from a fresh IP unless one is given,
// so the abuse limits only bite in the tests that are about them.
export function send(method: string, path: string, body?: unknown, cookie?: string, ip?: string) {
  return request(path, {
    method,
    cookie,
    headers: {
      Origin: ORIGIN,
      'Content-Type': 'application/json',
      'CF-Connecting-IP': ip ?? `10.0.${counter % 250}.${counter++ % 250}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// Mail leaves in waitUntil, after the response the test already holds. Drain the outbox
// here too, and while a drain the request started holds this address's mail under its
// lease (hidden from ours), wait for it: then the dev mailbox has every copy.
async function deliverMailTo(address: string) {
  for (let tries = 0; tries < 100; tries++) {
    await sendQueuedMail(env);
    const pending = await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.status, 'queued')));
    if (pending.length === 0) return;
    await scheduler.wait(20);
  }
  throw new Error(`Mail to ${address} is still queued`);
}

// What the dev transport "sent" to this address, newest first.
export async function mailTo(address: string) {
  await deliverMailTo(address);
  return db().select().from(devMail).where(eq(devMail.toAddress, address)).orderBy(desc(devMail.id));
}

// A member's bell, newest line first: what each says and where it leads.
export async function bellOf(userId: number) {
  const { notifications } = await notificationPage(db(), userId, { limit: 50 });
  return notifications.map(({ kind, text, link }) => ({ kind, text, link }));
}

// The link a mail carries, as the path and query the site serves it on.
export async function linkInLatestMail(address: string, path: string) {
  const [mail] = await mailTo(address);
  const url = mail?.textBody.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
  if (!url) throw new Error(`No ${path} link in mail to ${address}`);
  return present(new URL(url).searchParams.get('token'), `a token in the ${path} link`);
}

const HOUR = 3600_000;

// A challenge placed on the clock: `phase` says where `now` falls in its life.
export async function makeChallenge(
  phase: 'upcoming' | 'active' | 'voting' | 'completed',
  fields: Partial<typeof challenges.$inferInsert> = {},
  now = Date.now(),
) {
  const startOffset = { upcoming: 2, active: -2, voting: -26, completed: -50 }[phase];
  const start = now + startOffset * HOUR;
  const [row] = await db()
    .insert(challenges)
    .values({
      title: `Golden hour ${counter++}`,
      category: 'landscape',
      startDate: new Date(start),
      endDate: new Date(start + 24 * HOUR),
      votingStartDate: new Date(start + 24 * HOUR),
      votingEndDate: new Date(start + 48 * HOUR),
      ...fields,
    })
    .returning();
  return present(row, 'the new challenge');
}

export async function makeEntry(challengeId: number, userId: number, title = 'Entry') {
  const [row] = await db()
    .insert(submissions)
    .values({
      challengeId,
      userId,
      title,
      altText: 'A photo',
      filename: `f${counter++}.jpg`,
      imageUrl: '/api/uploads/photos/x.jpg',
    })
    .returning();
  return present(row, 'the new entry');
}
