import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { ApiError } from '../../errors';
import { clearSessionCookie, setSessionCookie } from '../../middleware/session';
import { validate } from '../../middleware/validate';
import { addressKey } from '../../services/auth/client-address';
import {
  findSignInAccount,
  passwordMatches,
  registerAccount,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from '../../services/auth/accounts';
import { sendQueuedMail } from '../../services/mail/send-queued';
import { LIMITS, enforceLimits, giveBack, takeLimits } from '../../services/rate-limit';
import { SESSION_TTL_MS, createSession, deleteSession, findSessionUser, hashToken } from '../../services/session';
import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema, tokenSchema } from '../../contract/auth';

const clientAddress = (c: Context<AppEnv>) => addressKey(c.req.header('CF-Connecting-IP') ?? 'local');
const originOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;
const sendMailSoon = (c: Context<AppEnv>) => c.executionCtx.waitUntil(sendQueuedMail(c.env));

async function signIn(c: Context<AppEnv>, userId: number) {
  const token = await createSession(c.var.db, userId);
  setSessionCookie(c, token, new Date(Date.now() + SESSION_TTL_MS));
  const session = await findSessionUser(c.var.db, await hashToken(token), c.env.FOUNDER_USERNAME);
  if (!session) throw new Error('A session just created could not be read back');
  return session.user;
}

export const authRoutes = new Hono<AppEnv>()
  .get('/user', caller('member'), (c) => c.json(c.var.user))
  .post('/register', caller('visitor'), validate('json', registerSchema), async (c) => {
    const { perIp } = LIMITS.register;
    await enforceLimits(c.env.RATE_LIMITER, [{ key: `register:ip:${clientAddress(c)}`, ...perIp }]);
    const user = await registerAccount(c.var.db, c.req.valid('json'), originOf(c), c.env.FOUNDER_USERNAME);
    sendMailSoon(c);
    return c.json(await signIn(c, user.id), 201);
  })
  .post('/login', caller('visitor'), validate('json', loginSchema), async (c) => {
    const { identifier, password } = c.req.valid('json');
    const { perIp, perAccountAndIp } = LIMITS.login;
    const address = clientAddress(c);
    const user = await findSignInAccount(c.var.db, identifier);
    // Keyed by the account itself when there is one, so its email and its username share a budget.
    const account = user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`;
    // Taken before the password is checked, so parallel guesses cannot all slip through;
    // given back on success, so only failures count.
    const taken = await takeLimits(c.env.RATE_LIMITER, [
      { key: `login:ip:${address}`, ...perIp },
      { key: `login:account:${account}:ip:${address}`, ...perAccountAndIp },
    ]);
    const matches = await passwordMatches(user, password);
    if (!user || !matches) throw new ApiError('UNAUTHORIZED', 'Invalid email, username or password');
    await giveBack(taken);
    return c.json(await signIn(c, user.id));
  })
  .post('/logout', caller('visitor'), async (c) => {
    if (c.var.sessionTokenHash) await deleteSession(c.var.db, c.var.sessionTokenHash);
    clearSessionCookie(c);
    return c.json({ message: 'Logged out successfully' });
  })
  .post('/verify-email', caller('visitor'), validate('json', tokenSchema), async (c) => {
    if (!(await verifyEmail(c.var.db, c.req.valid('json').token))) {
      throw new ApiError('BAD_REQUEST', 'This verification link is invalid or has expired. Please request a new one.');
    }
    return c.json({ message: 'Email verified' });
  })
  .post('/resend-verification', caller('visitor'), validate('json', emailOnlySchema), async (c) => {
    const { email } = c.req.valid('json');
    const { perIp, perAccount } = LIMITS.resendVerification;
    await enforceLimits(c.env.RATE_LIMITER, [
      { key: `resend:ip:${clientAddress(c)}`, ...perIp },
      { key: `resend:account:${email}`, ...perAccount },
    ]);
    await resendVerification(c.var.db, email, originOf(c));
    sendMailSoon(c);
    return c.json({ message: 'If your email is registered and not yet verified, a new verification link is on its way.' });
  })
  .post('/forgot-password', caller('visitor'), validate('json', emailOnlySchema), async (c) => {
    const { email } = c.req.valid('json');
    const { perIp, perAccount } = LIMITS.forgotPassword;
    await enforceLimits(c.env.RATE_LIMITER, [
      { key: `forgot:ip:${clientAddress(c)}`, ...perIp },
      { key: `forgot:account:${email}`, ...perAccount },
    ]);
    await requestPasswordReset(c.var.db, email, originOf(c));
    sendMailSoon(c);
    return c.json({ message: 'If your email is registered, you will receive a password reset link.' });
  })
  .post('/reset-password', caller('visitor'), validate('json', resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    await enforceLimits(c.env.RATE_LIMITER, [{ key: `reset:ip:${clientAddress(c)}`, ...LIMITS.resetPassword.perIp }]);
    if (!(await resetPassword(c.var.db, token, password, originOf(c)))) {
      throw new ApiError('BAD_REQUEST', 'This reset link is invalid or has expired. Please request a new one.');
    }
    sendMailSoon(c);
    clearSessionCookie(c);
    return c.json({ message: 'Password reset successful' });
  });
