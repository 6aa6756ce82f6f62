import type { Context } from 'hono';
import { auditLogPageSchema, auditLogQuery } from '../../contract/admin';
import {
  deleteInputSchema,
  memberActionResultSchema,
  memberDetailSchema,
  memberExportSchema,
  memberListQuery,
  memberPageSchema,
  moveAddressInputSchema,
  roleInputSchema,
  suspendInputSchema,
  userIdParam,
} from '../../contract/admin-users';
import type { SignedInEnv } from '../../env';
import { auditOf, caller } from '../../middleware/caller';
import { auditLogPage, recordAdminAction } from '../../services/audit-log';
import {
  type MemberContext,
  deleteMember,
  endAllSessions,
  liftSuspension,
  moveToRequestedAddress,
  resendVerification,
  restoreMember,
  sendPasswordReset,
  setRole,
  suspendMember,
} from '../../services/members/actions';
import { memberDetail } from '../../services/members/detail';
import { memberPage } from '../../services/members/directory';
import { exportFilename, memberExport } from '../../services/members/export';
import { purposeHandlers } from '../../services/payment-purposes';
import { requirePayments } from '../../services/payments';
import { siteOrigin } from '../../services/site-origin';
import { SITE_ADDRESS_ANSWER, apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';
import { sendMailSoon } from '../send-mail-soon';

// /admin/users and /admin/users/{userId}: finding members, and what admins do to an account
// (contract/admin-users.ts lists the routes).

const list = apiRoute({
  method: 'get',
  path: '/',
  summary: 'Members, searched by name, username or email, filtered and sorted, a page at a time',
  middleware: [caller('admin')],
  request: { query: memberListQuery },
  responses: { 200: jsonAnswer(memberPageSchema, 'A page of members and the cursor of the next') },
});

const one = apiRoute({
  method: 'get',
  path: '/{userId}',
  summary: 'A member: profile, counts, plan, recent activity and open sign-in sessions',
  middleware: [caller('admin')],
  request: { params: userIdParam },
  responses: { 200: jsonAnswer(memberDetailSchema, 'The member') },
});

const auditTrail = apiRoute({
  method: 'get',
  path: '/{userId}/audit-log',
  summary: "Admins' actions on this member, newest first, a page at a time",
  middleware: [caller('admin')],
  request: { params: userIdParam, query: auditLogQuery },
  responses: { 200: jsonAnswer(auditLogPageSchema, 'A page of the log') },
});

const exported = apiRoute({
  method: 'get',
  path: '/{userId}/export',
  summary: 'Everything kept about the member, as one JSON file (never a password hash or a token); the download is audited',
  middleware: [caller('admin', { audit: 'user.export' })],
  request: { params: userIdParam },
  responses: { 200: jsonAnswer(memberExportSchema, 'The JSON file, as an attachment'), ...SITE_ADDRESS_ANSWER },
});

// An action with nothing to send but the member's id.
const action = <P extends string>(path: P, summary: string, audit: string) =>
  apiRoute({
    method: 'post',
    path: `/{userId}/${path}` as `/{userId}/${P}`,
    summary,
    middleware: [caller('admin', { limit: 'admin', audit })],
    request: { params: userIdParam },
    responses: {
      200: jsonAnswer(memberActionResultSchema, 'What happened, and the member as they are now'),
      ...SITE_ADDRESS_ANSWER,
    },
  });

const resend = action('resend-verification', 'Mail the member a new verification link', 'user.resend-verification');
const reset = action('password-reset', 'Mail the member a password-reset link (good for an hour)', 'user.password-reset');
const endSessions = action('end-sessions', 'Sign the member out everywhere', 'user.end-sessions');
const suspend = apiRoute({
  method: 'post',
  path: '/{userId}/suspend',
  summary:
    'Suspend the member, with a reason and an optional end, their username typed to confirm: their sessions end, they cannot sign in, their mentor profile and print offers are hidden',
  middleware: [caller('admin', { limit: 'admin', audit: 'user.suspend' })],
  request: { params: userIdParam, body: jsonBody(suspendInputSchema) },
  responses: { 200: jsonAnswer(memberActionResultSchema, 'Suspended') },
});
const unsuspend = action('unsuspend', 'Lift the suspension', 'user.unsuspend');
const role = apiRoute({
  method: 'put',
  path: '/{userId}/role',
  summary: "Make the member a member, an admin or a super admin (super admins only; never the founder's)",
  middleware: [caller('admin', { limit: 'admin', audit: 'user.role' })],
  request: { params: userIdParam, body: jsonBody(roleInputSchema) },
  responses: { 200: jsonAnswer(memberActionResultSchema, 'The new role') },
});
const remove = apiRoute({
  method: 'post',
  path: '/{userId}/delete',
  summary:
    'Delete the account, their username typed to confirm: disabled and hidden at once, purged after 30 days, restorable until then',
  middleware: [caller('admin', { limit: 'admin', audit: 'user.delete' })],
  request: { params: userIdParam, body: jsonBody(deleteInputSchema) },
  responses: { 200: jsonAnswer(memberActionResultSchema, 'Deleted') },
});
const restore = action('restore', 'Restore a deleted account within its 30 days', 'user.restore');
const moveAddress = apiRoute({
  method: 'post',
  path: '/{userId}/move-address',
  summary:
    "Move the account to the address the member asked for on /emergency-recovery (their open request's), their username typed to confirm: sessions end, a reset link goes to the new address, the old one is told, the request closes",
  middleware: [caller('admin', { limit: 'admin', audit: 'user.move-address' })],
  request: { params: userIdParam, body: jsonBody(moveAddressInputSchema) },
  responses: { 200: jsonAnswer(memberActionResultSchema, 'Moved') },
});

function memberContext(c: Context<SignedInEnv>): MemberContext {
  const { user, db } = c.var;
  return {
    db,
    env: c.env,
    founder: c.env.FOUNDER_USERNAME,
    actor: { id: user.id, isSuperAdmin: user.isSuperAdmin },
    audit: auditOf(c),
  };
}

async function answer(c: Context<SignedInEnv>, userId: number, message: string) {
  return { message, member: await memberDetail(c.var.db, userId, c.env.FOUNDER_USERNAME) };
}

export const adminUserRoutes = routes()
  .openapi(list, async (c) => c.json(await memberPage(c.var.db, c.req.valid('query'), c.env.FOUNDER_USERNAME), 200))
  .openapi(one, async (c) => c.json(await memberDetail(c.var.db, c.req.valid('param').userId, c.env.FOUNDER_USERNAME), 200))
  .openapi(auditTrail, async (c) => {
    const { userId } = c.req.valid('param');
    const { before, limit } = c.req.valid('query');
    return c.json(await auditLogPage(c.var.db, before ?? null, limit, { type: 'user', id: String(userId) }), 200);
  })
  .openapi(exported, async (c) => {
    const { userId } = c.req.valid('param');
    const data = await memberExport(c.var.db, userId, siteOrigin(c.env));
    await recordAdminAction(c.var.db, auditOf(c, { detail: null }));
    c.header('Content-Disposition', `attachment; filename="${exportFilename(data.profile.username, new Date())}"`);
    return c.json(data, 200);
  })
  .openapi(resend, async (c) => {
    const { userId } = c.req.valid('param');
    const message = await resendVerification(memberContext(c), userId, siteOrigin(c.env));
    sendMailSoon(c);
    return c.json(await answer(c, userId, message), 200);
  })
  .openapi(reset, async (c) => {
    const { userId } = c.req.valid('param');
    const message = await sendPasswordReset(memberContext(c), userId, siteOrigin(c.env));
    sendMailSoon(c);
    return c.json(await answer(c, userId, message), 200);
  })
  .openapi(endSessions, async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await answer(c, userId, await endAllSessions(memberContext(c), userId)), 200);
  })
  .openapi(suspend, async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await answer(c, userId, await suspendMember(memberContext(c), userId, c.req.valid('json'))), 200);
  })
  .openapi(unsuspend, async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await answer(c, userId, await liftSuspension(memberContext(c), userId)), 200);
  })
  .openapi(role, async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await answer(c, userId, await setRole(memberContext(c), userId, c.req.valid('json').role)), 200);
  })
  .openapi(remove, async (c) => {
    const { userId } = c.req.valid('param');
    const payments = () => requirePayments(c.env, c.var.db, c.req.url, purposeHandlers);
    return c.json(await answer(c, userId, await deleteMember(memberContext(c), userId, c.req.valid('json'), payments)), 200);
  })
  .openapi(restore, async (c) => {
    const { userId } = c.req.valid('param');
    return c.json(await answer(c, userId, await restoreMember(memberContext(c), userId)), 200);
  })
  .openapi(moveAddress, async (c) => {
    const { userId } = c.req.valid('param');
    const message = await moveToRequestedAddress(memberContext(c), userId, c.req.valid('json'), siteOrigin(c.env));
    sendMailSoon(c);
    return c.json(await answer(c, userId, message), 200);
  });
