import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { type UserRow, inboxThreads, sessions, subscriptions, users } from '../../../db/schema';
import type { DeleteInput, MemberRole, MoveAddressInput, SuspendInput } from '../../contract/admin-users';
import { hashToken, randomToken } from '../../domain/secret-tokens';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { type AuditRecord, auditStatement, auditStatementIfChanged } from '../audit-log';
import { displayName, resetContent, verificationContent } from '../auth/accounts';
import { emailMovedMail } from '../mail/templates';
import { type TokenPurpose, tokenWrites } from '../auth/tokens';
import { mailStatement } from '../mail/outbox';
import type { Payments } from '../payments';
import { setCancelAtPeriodEnd } from '../payments/subscribe';
import { closeInboxSockets } from '../messages/inbox-sign-out';
import { runBatch, statement } from '../statements';
import { MEMBER_NOT_FOUND } from './detail';
import { PURGE_AFTER_MS, isPurged, isSuspended, purgedEmail, readableTime } from './standing';

// What admins do to a member's account. Each action's writes and its audit row go in one
// batch; a change that finds the account already as asked writes nothing (its audit row is
// written only when the change's own statement changed a row), and answers 409.

export type Actor = { id: number; isSuperAdmin: boolean };
export type MemberContext = { db: Db; env: Pick<Env, 'USER_INBOX'>; founder: string; actor: Actor; audit: AuditRecord };

const isFounder = (user: Pick<UserRow, 'username'>, founder: string) => founder !== '' && user.username === founder;

async function loadMember(db: Db, userId: number): Promise<UserRow> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new ApiError('NOT_FOUND', MEMBER_NOT_FOUND);
  return user;
}

function refuseDeleted(user: UserRow) {
  if (user.deletedAt) throw new ApiError('CONFLICT', 'This account is deleted: restore it first');
}

function checkConfirm(user: UserRow, confirm: string) {
  if (confirm.toLowerCase() !== user.username.toLowerCase()) {
    throw new ApiError('BAD_REQUEST', `Type their username, ${user.username}, to confirm`);
  }
}

// Shutting an account (suspend, delete): never the founder's or one's own, and an admin's only
// by a super admin.
function refuseShutting(user: UserRow, { founder, actor }: MemberContext, what: string) {
  if (isFounder(user, founder)) throw new ApiError('CONFLICT', `The founder's account cannot be ${what}`);
  if (user.id === actor.id)
    throw new ApiError('CONFLICT', `You cannot ${what === 'suspended' ? 'suspend' : 'delete'} your own account`);
  if ((user.isAdmin || user.isSuperAdmin) && !actor.isSuperAdmin) {
    throw new ApiError('FORBIDDEN', `Only a super admin can ${what === 'suspended' ? 'suspend' : 'delete'} an admin`);
  }
}

const endSessions = (db: Db, userId: number) => statement(db, db.delete(sessions).where(eq(sessions.userId, userId)));

// A mailed link (verification, reset): a fresh token retires the older ones, and the mail is
// queued with it and the audit row.
async function mailLink(ctx: MemberContext, user: UserRow, purpose: TokenPurpose, origin: string) {
  const token = randomToken();
  const now = new Date();
  const writes = tokenWrites(ctx.db, user.id, purpose, await hashToken(token), now);
  const content = purpose === 'verify_email' ? verificationContent(user, token, origin) : resetContent(user, token, origin);
  await runBatch(ctx.db, [
    ...writes.map((write) => statement(ctx.db, write)),
    mailStatement(ctx.db, user.email, purpose, content, sql`1`),
    auditStatement(ctx.db, ctx.audit),
  ]);
}

export async function resendVerification(ctx: MemberContext, userId: number, origin: string): Promise<string> {
  const user = await loadMember(ctx.db, userId);
  refuseDeleted(user);
  if (user.emailVerifiedAt) throw new ApiError('CONFLICT', 'Their email address is verified already');
  await mailLink(ctx, user, 'verify_email', origin);
  return `A new verification link is on its way to ${user.email}.`;
}

export async function sendPasswordReset(ctx: MemberContext, userId: number, origin: string): Promise<string> {
  const user = await loadMember(ctx.db, userId);
  refuseDeleted(user);
  await mailLink(ctx, user, 'reset_password', origin);
  return `A password-reset link (good for an hour) is on its way to ${user.email}.`;
}

export async function endAllSessions(ctx: MemberContext, userId: number): Promise<string> {
  const user = await loadMember(ctx.db, userId);
  const [ended] = await runBatch(ctx.db, [endSessions(ctx.db, user.id), auditStatement(ctx.db, ctx.audit)]);
  await closeInboxSockets(ctx.env, user.id, null);
  const n = ended?.meta.changes ?? 0;
  return n === 0 ? 'They had no open sessions.' : `Ended ${n} session${n === 1 ? '' : 's'}: they are signed out everywhere.`;
}

// A suspension shuts the account at once (its sessions end in the same batch) until its end
// date or until lifted; the member is told why at sign-in. One already suspended is left as
// it is: lift it first to change it.
export async function suspendMember(ctx: MemberContext, userId: number, input: SuspendInput, now = new Date()): Promise<string> {
  const user = await loadMember(ctx.db, userId);
  refuseDeleted(user);
  refuseShutting(user, ctx, 'suspended');
  checkConfirm(user, input.confirm);
  const until = input.until ? new Date(input.until) : null;
  if (until && until <= now) throw new ApiError('BAD_REQUEST', 'The end of the suspension must be ahead of now');
  const { db } = ctx;
  const [changed] = await runBatch(db, [
    statement(
      db,
      db
        .update(users)
        .set({ suspendedAt: now, suspendedUntil: until, suspensionReason: input.reason })
        .where(
          and(
            eq(users.id, user.id),
            isNull(users.deletedAt),
            or(isNull(users.suspendedAt), and(isNotNull(users.suspendedUntil), sql`${users.suspendedUntil} <= ${now.getTime()}`)),
          ),
        ),
    ),
    auditStatementIfChanged(db, ctx.audit),
    endSessions(db, user.id),
  ]);
  if (!changed?.meta.changes) throw new ApiError('CONFLICT', 'This member is suspended already: lift it first to change it');
  await closeInboxSockets(ctx.env, user.id, null);
  return until ? `Suspended until ${readableTime(until)}.` : 'Suspended until you lift it.';
}

export async function liftSuspension(ctx: MemberContext, userId: number, now = new Date()): Promise<string> {
  const user = await loadMember(ctx.db, userId);
  if (!isSuspended(user, now)) throw new ApiError('CONFLICT', 'This member is not suspended');
  const { db } = ctx;
  const [changed] = await runBatch(db, [
    statement(
      db,
      db
        .update(users)
        .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
        .where(and(eq(users.id, user.id), isNotNull(users.suspendedAt))),
    ),
    auditStatementIfChanged(db, ctx.audit),
  ]);
  if (!changed?.meta.changes) throw new ApiError('CONFLICT', 'This member is not suspended');
  return 'The suspension is lifted: they can sign in again.';
}

const ROLE_FLAGS: Record<MemberRole, { isAdmin: boolean; isSuperAdmin: boolean }> = {
  member: { isAdmin: false, isSuperAdmin: false },
  admin: { isAdmin: true, isSuperAdmin: false },
  super_admin: { isAdmin: true, isSuperAdmin: true },
};

const roleOf = (user: Pick<UserRow, 'isAdmin' | 'isSuperAdmin'>): MemberRole =>
  user.isSuperAdmin ? 'super_admin' : user.isAdmin ? 'admin' : 'member';

const ROLE_WORDS: Record<MemberRole, string> = { member: 'a member', admin: 'an admin', super_admin: 'a super admin' };

// Roles are given and taken by super admins only; the founder's never change, and nobody takes
// their own away (another super admin must).
export async function setRole(ctx: MemberContext, userId: number, role: MemberRole): Promise<string> {
  if (!ctx.actor.isSuperAdmin) throw new ApiError('FORBIDDEN', 'Only a super admin can change roles');
  const user = await loadMember(ctx.db, userId);
  if (isFounder(user, ctx.founder)) throw new ApiError('CONFLICT', "The founder's roles cannot be changed");
  refuseDeleted(user);
  if (user.id === ctx.actor.id && role !== 'super_admin') {
    throw new ApiError('CONFLICT', 'You cannot take away your own role: ask another super admin');
  }
  const before = roleOf(user);
  if (before === role) throw new ApiError('CONFLICT', `They are ${ROLE_WORDS[role]} already`);
  const flags = ROLE_FLAGS[role];
  const { db } = ctx;
  const [changed] = await runBatch(db, [
    statement(
      db,
      db
        .update(users)
        .set(flags)
        .where(and(eq(users.id, user.id), or(ne(users.isAdmin, flags.isAdmin), ne(users.isSuperAdmin, flags.isSuperAdmin)))),
    ),
    auditStatementIfChanged(db, { ...ctx.audit, detail: { ...ctx.audit.detail, before } }),
  ]);
  if (!changed?.meta.changes) throw new ApiError('CONFLICT', `They are ${ROLE_WORDS[role]} already`);
  return `They are ${ROLE_WORDS[role]} now.`;
}

// Deleting disables the account and hides it at once (sessions ended; profile, mentor profile,
// print offers and entries in running challenges gone from the site); the cron purges it 30
// days later, and until then an admin can restore it as it was.
// A plan still renewing is set to end with its period first (`payments` is asked only then),
// so a deleted member is not billed again.
export async function deleteMember(
  ctx: MemberContext,
  userId: number,
  input: DeleteInput,
  payments: () => Payments,
  now = new Date(),
): Promise<string> {
  const user = await loadMember(ctx.db, userId);
  if (user.deletedAt) throw new ApiError('CONFLICT', 'This account is deleted already');
  refuseShutting(user, ctx, 'deleted');
  checkConfirm(user, input.confirm);
  const { db } = ctx;
  const renewing = await db.query.subscriptions.findFirst({
    where: and(
      eq(subscriptions.userId, user.id),
      inArray(subscriptions.status, ['active', 'past_due']),
      eq(subscriptions.cancelAtPeriodEnd, false),
      isNotNull(subscriptions.providerSubscriptionId),
    ),
  });
  if (renewing) await setCancelAtPeriodEnd(db, payments(), user.id, true);
  const [changed] = await runBatch(db, [
    statement(
      db,
      db
        .update(users)
        .set({ deletedAt: now })
        .where(and(eq(users.id, user.id), isNull(users.deletedAt))),
    ),
    auditStatementIfChanged(db, ctx.audit),
    endSessions(db, user.id),
  ]);
  if (!changed?.meta.changes) throw new ApiError('CONFLICT', 'This account is deleted already');
  await closeInboxSockets(ctx.env, user.id, null);
  return `Deleted. It will be purged on ${readableTime(new Date(now.getTime() + PURGE_AFTER_MS))} unless you restore it first.`;
}

export async function restoreMember(ctx: MemberContext, userId: number, now = new Date()): Promise<string> {
  const user = await loadMember(ctx.db, userId);
  if (!user.deletedAt) throw new ApiError('CONFLICT', 'This account is not deleted');
  if (isPurged(user) || user.deletedAt.getTime() + PURGE_AFTER_MS <= now.getTime()) {
    throw new ApiError('CONFLICT', 'This account was purged: there is nothing left to restore');
  }
  const { db } = ctx;
  const [changed] = await runBatch(db, [
    statement(
      db,
      db
        .update(users)
        .set({ deletedAt: null })
        .where(
          and(
            eq(users.id, user.id),
            isNotNull(users.deletedAt),
            sql`${users.deletedAt} > ${now.getTime() - PURGE_AFTER_MS}`,
            ne(users.email, purgedEmail(user.id)),
          ),
        ),
    ),
    auditStatementIfChanged(db, ctx.audit),
  ]);
  if (!changed?.meta.changes) throw new ApiError('CONFLICT', 'This account is not deleted');
  return 'Restored: they can sign in again, and what they made is back on the site.';
}

// Emergency recovery: a member who lost their mailbox asked (/emergency-recovery) for their
// account to move to a new address, and the admin is satisfied it is them. In one batch the
// account takes the request's address (unverified until a link sent there is used), every
// session ends, a password-reset link goes to the new address (using it proves the mailbox and
// verifies it), the old address is told (so a move nobody asked for cannot go unnoticed) and the
// request's thread closes.
export async function moveToRequestedAddress(ctx: MemberContext, userId: number, input: MoveAddressInput, origin: string) {
  const user = await loadMember(ctx.db, userId);
  refuseDeleted(user);
  checkConfirm(user, input.confirm);
  const { db } = ctx;
  const thread = await db.query.inboxThreads.findFirst({
    where: and(eq(inboxThreads.id, input.threadId), eq(inboxThreads.kind, 'recovery'), eq(inboxThreads.status, 'open')),
  });
  if (!thread || thread.name.toLowerCase() !== user.username.toLowerCase()) {
    throw new ApiError('NOT_FOUND', 'No open recovery request from this member with that id');
  }
  const address = thread.address.toLowerCase();
  if (address === user.email) throw new ApiError('CONFLICT', `Their account already uses ${address}`);
  const taken = await db.query.users.findFirst({ where: eq(users.email, address), columns: { id: true } });
  if (taken) throw new ApiError('CONFLICT', `Another account already uses ${address}`);
  const token = randomToken();
  const now = new Date();
  const moved = { ...user, email: address };
  try {
    await runBatch(db, [
      statement(db, db.update(users).set({ email: address, emailVerifiedAt: null }).where(eq(users.id, user.id))),
      endSessions(db, user.id),
      ...tokenWrites(db, user.id, 'reset_password', await hashToken(token), now).map((write) => statement(db, write)),
      mailStatement(db, address, 'reset_password', resetContent(moved, token, origin), sql`1`),
      mailStatement(db, user.email, 'email_moved', emailMovedMail(displayName(user), `${origin}/emergency-recovery`), sql`1`),
      statement(
        db,
        db
          .update(inboxThreads)
          .set({ status: 'closed' })
          .where(and(eq(inboxThreads.id, thread.id), eq(inboxThreads.status, 'open'))),
      ),
      auditStatement(db, { ...ctx.audit, detail: { from: user.email, to: address, threadId: thread.id } }),
    ]);
  } catch (error) {
    // Another account took the address between the check and the batch.
    if (String(error).includes('UNIQUE constraint failed: users.email')) {
      throw new ApiError('CONFLICT', `Another account already uses ${address}`);
    }
    throw error;
  }
  await closeInboxSockets(ctx.env, user.id, null);
  return `Moved to ${address}: they are signed out everywhere, a password-reset link is on its way there, and ${user.email} was told.`;
}
