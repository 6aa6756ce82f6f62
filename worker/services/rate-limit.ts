import { ApiError } from '../errors';

export type Limit = { key: string; limit: number; windowMs: number };

const MINUTE = 60 * 1000;

// The abuse limits of the account endpoints (docs/rules.md). Each attempt counts against
// the caller's IP and, where there is one, the account it names.
export const LIMITS = {
  login: { perIp: { limit: 20, windowMs: 15 * MINUTE }, perAccount: { limit: 5, windowMs: 15 * MINUTE } },
  register: { perIp: { limit: 5, windowMs: 60 * MINUTE } },
  resendVerification: { perIp: { limit: 10, windowMs: 60 * MINUTE }, perAccount: { limit: 3, windowMs: 60 * MINUTE } },
  forgotPassword: { perIp: { limit: 10, windowMs: 60 * MINUTE }, perAccount: { limit: 3, windowMs: 60 * MINUTE } },
  resetPassword: { perIp: { limit: 10, windowMs: 60 * MINUTE } },
} as const;

export async function enforceLimits(namespace: Env['RATE_LIMITER'], limits: Limit[]): Promise<void> {
  const decisions = await Promise.all(
    limits.map(({ key, limit, windowMs }) => namespace.get(namespace.idFromName(key)).hit(limit, windowMs)),
  );
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length === 0) return;
  const minutes = Math.max(1, Math.ceil(Math.max(...refused.map((d) => d.retryAfterMs)) / MINUTE));
  throw new ApiError(
    'TOO_MANY_REQUESTS',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}
