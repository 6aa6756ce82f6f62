import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, SignedInEnv } from '../env';
import { ApiError } from '../errors';
import type { FlagName } from '../domain/flags';
import type { AuditRecord } from '../services/audit-log';
import { isFlagEnabled } from '../services/feature-flags';
import { type WriteLimitName, enforceWriteLimit } from '../services/write-limits';

// Who may call a route, declared once beside its definition (first in its handler list):
// - visitor: anyone; member: signed in; verified: signed in with a verified email;
// - owner: signed in, and the record must be theirs (the service answers 404 otherwise,
//   so ids can't be probed);
// - admin: an admin; signature: anyone, the handler checks the payload's signature.
export type CallerKind = 'visitor' | 'member' | 'verified' | 'owner' | 'admin' | 'signature';

export type CallerDeclaration = {
  kind: CallerKind;
  // For verified routes: what an unverified member is told.
  unverified?: string;
  // A per-account limit on a costly write (services/write-limits.ts).
  limit?: WriteLimitName;
  // For admin routes: the action written to the audit log; the target is the route's `:id`
  // (or `:flagName`, `:userId`) parameter. The handler takes the row with `auditOf(c)` and its
  // service writes it in the action's own batch.
  audit?: string;
  // A feature the caller's flags must have on (403 'Feature Not Available' otherwise), as the
  // pages behind it are gated.
  flag?: FlagName;
};

export const GATE_MESSAGES = {
  signIn: 'Please sign in to continue',
  admin: "You don't have admin privileges",
  verify: 'Verify your email address to continue',
  feature: 'Feature Not Available',
} as const;

const DECLARATION = Symbol.for('aperture.caller');

function admit(c: Context<AppEnv>, { kind, unverified }: CallerDeclaration): void {
  if (kind === 'visitor' || kind === 'signature') return;
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHORIZED', GATE_MESSAGES.signIn);
  if (kind === 'admin' && !user.isAdmin && !user.isSuperAdmin) throw new ApiError('FORBIDDEN', GATE_MESSAGES.admin);
  if (kind === 'verified' && !user.emailVerified) throw new ApiError('FORBIDDEN', unverified ?? GATE_MESSAGES.verify);
}

function auditTarget(c: Context<AppEnv>, action: string) {
  const id = c.req.param('id') ?? c.req.param('flagName') ?? c.req.param('userId') ?? null;
  return { type: action.split('.')[0] ?? null, id: id ?? null };
}

// What the admin sent, as validated: the flag's new values, a report's resolution…
function auditDetail(c: Context<AppEnv>): Record<string, unknown> | null {
  const valid = c.req.valid as (target: string) => unknown;
  const body = valid.call(c.req, 'json');
  return body && typeof body === 'object' ? { body } : null;
}

// The audit row of this request's admin action, for its service to write with the action.
// `detail` replaces what the admin sent (a route whose body holds something not to be kept);
// `targetId` names a record the path does not (a new one's id).
export function auditOf(
  c: Context<AppEnv> | Context<SignedInEnv>,
  overrides: { detail?: Record<string, unknown> | null; targetId?: string } = {},
): AuditRecord {
  const pending = (c as Context<AppEnv>).get('audit');
  if (!pending) throw new Error('auditOf: the route declares no audit action');
  pending.taken = true;
  const { action, admin } = pending;
  const target = auditTarget(c as Context<AppEnv>, action);
  return {
    admin,
    action,
    target: overrides.targetId === undefined ? target : { ...target, id: overrides.targetId },
    detail: overrides.detail === undefined ? auditDetail(c as Context<AppEnv>) : overrides.detail,
  };
}

type Options = Omit<CallerDeclaration, 'kind'>;

export function caller(kind: 'visitor' | 'signature', options?: Options): MiddlewareHandler<AppEnv>;
export function caller(kind: 'member' | 'verified' | 'owner' | 'admin', options?: Options): MiddlewareHandler<SignedInEnv>;
export function caller(kind: CallerKind, options: Options = {}): MiddlewareHandler<AppEnv> | MiddlewareHandler<SignedInEnv> {
  const declaration: CallerDeclaration = { kind, ...options };
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    admit(c, declaration);
    // c.get, not c.var: the latter copies every variable into a new object on each read.
    const user = c.get('user');
    if (declaration.flag && !(await isFlagEnabled(c.get('db'), declaration.flag, user?.id ?? null))) {
      throw new ApiError('FORBIDDEN', GATE_MESSAGES.feature);
    }
    if (declaration.limit && user) await enforceWriteLimit(c.env.RATE_LIMITER, declaration.limit, user.id);
    const pending = declaration.audit && user ? { action: declaration.audit, admin: user, taken: false } : undefined;
    if (pending) c.set('audit', pending);
    await next();
    // An audited action that succeeded without writing its row is a bug in its route: the
    // callers test runs every one, so it is found there, not in production.
    if (pending && !pending.taken && c.res.status < 400) throw new Error(`${pending.action} was not written to the audit log`);
  });
  return Object.assign(middleware, { [DECLARATION]: declaration });
}

// The declaration a handler carries, if it is a caller() middleware (read by the tests).
export function declarationOf(handler: unknown): CallerDeclaration | undefined {
  return (handler as { [DECLARATION]?: CallerDeclaration } | null)?.[DECLARATION];
}
