import { ApiError } from '../errors';

export type Limit = { key: string; limit: number; windowMs: number };

type Limiter = ReturnType<Env['RATE_LIMITER']['get']>;

// What an allowed attempt took from each of its limiters, so it can be given back.
export type Taken = { limiter: Limiter; windowStart: number }[];

const MINUTE = 60 * 1000;

// The abuse limits of the account endpoints (docs/rules.md). Each attempt counts against
// the caller's address and, where there is one, the account it names. Sign-in counts only
// failures, and refuses only per address and per account from one address: otherwise anyone
// could lock an account out by failing on purpose from elsewhere. Failures on an account from
// every address (`perAccount`) never refuse: past them the right password also needs a code
// mailed to the owner (services/auth/sign-in-codes.ts), at most `codeMails` an hour.
export const LIMITS = {
  login: {
    perIp: { limit: 20, windowMs: 15 * MINUTE },
    perAccountAndIp: { limit: 5, windowMs: 15 * MINUTE },
    perAccount: { limit: 20, windowMs: 60 * MINUTE },
    codeMails: { limit: 5, windowMs: 60 * MINUTE },
  },
  register: { perIp: { limit: 5, windowMs: 60 * MINUTE } },
  resendVerification: { perIp: { limit: 10, windowMs: 60 * MINUTE }, perAccount: { limit: 3, windowMs: 60 * MINUTE } },
  forgotPassword: { perIp: { limit: 10, windowMs: 60 * MINUTE }, perAccount: { limit: 3, windowMs: 60 * MINUTE } },
  resetPassword: { perIp: { limit: 10, windowMs: 60 * MINUTE } },
} as const;

function tooManyAttempts(retryAfterMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  return new ApiError(
    'TOO_MANY_REQUESTS',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

// Takes one from every limit, or from none: a refused attempt gives back what the other
// limits granted, so it counts nowhere.
export async function takeLimits(namespace: Env['RATE_LIMITER'], limits: Limit[]): Promise<Taken> {
  const attempts = await Promise.all(
    limits.map(async ({ key, limit, windowMs }) => {
      const limiter = namespace.get(namespace.idFromName(key));
      return { limiter, decision: await limiter.hit(limit, windowMs) };
    }),
  );
  const taken = attempts
    .filter((a) => a.decision.allowed)
    .map((a) => ({ limiter: a.limiter, windowStart: a.decision.windowStart }));
  const refused = attempts.filter((a) => !a.decision.allowed);
  if (refused.length === 0) return taken;
  await giveBack(taken);
  throw tooManyAttempts(Math.max(...refused.map((a) => a.decision.retryAfterMs)));
}

// Counts an attempt without refusing it: `over` once the limit was already reached (the
// attempt then counts nowhere).
export async function countAttempt(namespace: Env['RATE_LIMITER'], { key, limit, windowMs }: Limit) {
  const limiter = namespace.get(namespace.idFromName(key));
  const decision = await limiter.hit(limit, windowMs);
  const taken: Taken = decision.allowed ? [{ limiter, windowStart: decision.windowStart }] : [];
  return { over: !decision.allowed, taken };
}

export async function giveBack(taken: Taken): Promise<void> {
  await Promise.all(taken.map(({ limiter, windowStart }) => limiter.refund(windowStart)));
}

export async function enforceLimits(namespace: Env['RATE_LIMITER'], limits: Limit[]): Promise<void> {
  await takeLimits(namespace, limits);
}
