import type { Context } from 'hono';
import {
  currentUserSchema,
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  signInCodeRequiredSchema,
  tokenSchema,
} from '../../contract/auth';
import { messageSchema } from '../../contract/common';
import type { AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { caller } from '../../middleware/caller';
import { clearSessionCookie, setSessionCookie } from '../../middleware/session';
import {
  findSignInAccount,
  passwordMatches,
  registerAccount,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from '../../services/auth/accounts';
import { addressKey } from '../../services/auth/client-address';
import { signInRefusal } from '../../services/members/standing';
import { guardAccount, isGuarded, mailSignInCode, spendSignInCode, unguardAccount } from '../../services/auth/sign-in-codes';
import { LIMITS, countAttempt, enforceLimits, giveBack, takeLimits } from '../../services/rate-limit';
import { siteOrigin } from '../../services/site-origin';
import { hashToken } from '../../domain/secret-tokens';
import { SESSION_TTL_MS, createSession, endSession, findSessionUser } from '../../services/session';
import { SITE_ADDRESS_ANSWER, apiRoute, jsonAnswer, jsonBody, routes } from '../openapi';
import { sendMailSoon } from '../send-mail-soon';
import { adoptTimeZone } from '../../services/profile';

// Said alike whether the password was right or not, so a guarded account tells a guesser nothing.
const SIGN_IN_CODE_SENT =
  'For your security, signing in to this account also takes a 6-digit code we email to its owner. If your password was right, it is on its way.';
const SIGN_IN_CODE_WRONG = 'That code is not right, or the password is not. Check the latest email from us and try again.';

const clientAddress = (c: Context<AppEnv>) => addressKey(c.req.header('CF-Connecting-IP') ?? 'local');

async function signIn(c: Context<AppEnv>, userId: number) {
  const token = await createSession(c.var.db, userId);
  setSessionCookie(c, token, new Date(Date.now() + SESSION_TTL_MS));
  const session = await findSessionUser(c.var.db, await hashToken(token), c.env.FOUNDER_USERNAME);
  if (!session) throw new Error('A session just created could not be read back');
  return session.user;
}

const currentUser = apiRoute({
  method: 'get',
  path: '/user',
  summary: 'The signed-in person',
  middleware: [caller('member')],
  responses: { 200: jsonAnswer(currentUserSchema, 'The signed-in person') },
});

const register = apiRoute({
  method: 'post',
  path: '/register',
  summary: 'Create an account: signed in at once (unverified), with a verification link mailed',
  middleware: [caller('visitor')],
  request: { body: jsonBody(registerSchema) },
  responses: {
    201: jsonAnswer(currentUserSchema, 'The new account, signed in (sets the session cookie)'),
    ...SITE_ADDRESS_ANSWER,
  },
});

const login = apiRoute({
  method: 'post',
  path: '/login',
  summary:
    'Sign in with an email or username and a password; after 20 failures on the account within an hour, with the code mailed as well',
  middleware: [caller('visitor')],
  request: { body: jsonBody(loginSchema) },
  responses: {
    200: jsonAnswer(currentUserSchema, 'The person, signed in (sets the session cookie)'),
    202: jsonAnswer(
      signInCodeRequiredSchema,
      'The account is guarded: sign in again with the code mailed to its owner (sent only when the password was right)',
    ),
    ...SITE_ADDRESS_ANSWER,
  },
});

const logout = apiRoute({
  method: 'post',
  path: '/logout',
  summary: 'Sign out: the session ends and its cookie is cleared',
  middleware: [caller('visitor')],
  responses: { 200: jsonAnswer(messageSchema, "'Logged out successfully'") },
});

const verify = apiRoute({
  method: 'post',
  path: '/verify-email',
  summary: "Verify an account's email with the token from its link (single use, 24 hours)",
  middleware: [caller('visitor')],
  request: { body: jsonBody(tokenSchema) },
  responses: { 200: jsonAnswer(messageSchema, "'Email verified'") },
});

const resend = apiRoute({
  method: 'post',
  path: '/resend-verification',
  summary: 'Mail a new verification link; the answer is the same whether or not the email is registered',
  middleware: [caller('visitor')],
  request: { body: jsonBody(emailOnlySchema) },
  responses: { 200: jsonAnswer(messageSchema, 'The same words whatever the email'), ...SITE_ADDRESS_ANSWER },
});

const forgot = apiRoute({
  method: 'post',
  path: '/forgot-password',
  summary: 'Mail a password-reset link (1 hour); the answer is the same whether or not the email is registered',
  middleware: [caller('visitor')],
  request: { body: jsonBody(emailOnlySchema) },
  responses: { 200: jsonAnswer(messageSchema, 'The same words whatever the email'), ...SITE_ADDRESS_ANSWER },
});

const reset = apiRoute({
  method: 'post',
  path: '/reset-password',
  summary: "Set a new password with a reset link's token: verifies the email and ends every session",
  middleware: [caller('visitor')],
  request: { body: jsonBody(resetPasswordSchema) },
  responses: { 200: jsonAnswer(messageSchema, "'Password reset successful'"), ...SITE_ADDRESS_ANSWER },
});

export const authRoutes = routes()
  .openapi(currentUser, (c) => c.json(c.var.user, 200))
  .openapi(register, async (c) => {
    const { perIp } = LIMITS.register;
    await enforceLimits(c.env.RATE_LIMITER, [{ key: `register:ip:${clientAddress(c)}`, ...perIp }]);
    const user = await registerAccount(c.var.db, c.req.valid('json'), siteOrigin(c.env), c.env.FOUNDER_USERNAME);
    sendMailSoon(c);
    return c.json(await signIn(c, user.id), 201);
  })
  .openapi(login, async (c) => {
    const { identifier, password, code, timeZone } = c.req.valid('json');
    const { perIp, perAccountAndIp, perAccount, codeMails } = LIMITS.login;
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
    // Failures on the account from every address: guesses spread over many addresses.
    const wide = await countAttempt(c.env.RATE_LIMITER, { key: `login:account:${account}`, ...perAccount });
    taken.push(...wide.taken);
    const matches = await passwordMatches(user, password);
    const now = new Date();
    // Only to the one who knows the password: a suspended or deleted account says why it is shut.
    const refusal = user && matches ? signInRefusal(user, now) : null;
    if (refusal) throw new ApiError('FORBIDDEN', refusal);
    if (!wide.over && !(user && isGuarded(user, now))) {
      if (!user || !matches) throw new ApiError('UNAUTHORIZED', 'Invalid email, username or password');
      await giveBack(taken);
      await adoptTimeZone(c.var.db, user.id, timeZone);
      return c.json(await signIn(c, user.id), 200);
    }
    // Guarded: the password and the mailed code together sign in. Every other answer is the
    // same whether the password was right, and only a right one brings a code.
    if (user && !matches) await guardAccount(c.var.db, user.id, now);
    const spent = user && code ? await spendSignInCode(c.var.db, user.id, code, now) : 'none';
    if (user && matches && spent === 'accepted') {
      await unguardAccount(c.var.db, user.id);
      await giveBack(taken);
      await adoptTimeZone(c.var.db, user.id, timeZone);
      return c.json(await signIn(c, user.id), 200);
    }
    if (spent !== 'none') throw new ApiError('UNAUTHORIZED', SIGN_IN_CODE_WRONG);
    if (user && matches) {
      await enforceLimits(c.env.RATE_LIMITER, [{ key: `login:code-mail:${user.id}`, ...codeMails }]);
      const name = user.firstName || user.username;
      await mailSignInCode(c.var.db, { id: user.id, email: user.email, name }, siteOrigin(c.env), now);
      await giveBack(taken);
      sendMailSoon(c);
    }
    return c.json({ codeRequired: true as const, message: SIGN_IN_CODE_SENT }, 202);
  })
  .openapi(logout, async (c) => {
    const tokenHash = c.var.sessionTokenHash;
    if (tokenHash && c.var.user) await endSession(c.var.db, c.env, { userId: c.var.user.id, tokenHash });
    clearSessionCookie(c);
    return c.json({ message: 'Logged out successfully' }, 200);
  })
  .openapi(verify, async (c) => {
    if (!(await verifyEmail(c.var.db, c.req.valid('json').token))) {
      throw new ApiError('BAD_REQUEST', 'This verification link is invalid or has expired. Please request a new one.');
    }
    return c.json({ message: 'Email verified' }, 200);
  })
  .openapi(resend, async (c) => {
    const { email } = c.req.valid('json');
    const { perIp, perAccount } = LIMITS.resendVerification;
    await enforceLimits(c.env.RATE_LIMITER, [
      { key: `resend:ip:${clientAddress(c)}`, ...perIp },
      { key: `resend:account:${email}`, ...perAccount },
    ]);
    await resendVerification(c.var.db, email, siteOrigin(c.env));
    sendMailSoon(c);
    return c.json({ message: 'If your email is registered and not yet verified, a new verification link is on its way.' }, 200);
  })
  .openapi(forgot, async (c) => {
    const { email } = c.req.valid('json');
    const { perIp, perAccount } = LIMITS.forgotPassword;
    await enforceLimits(c.env.RATE_LIMITER, [
      { key: `forgot:ip:${clientAddress(c)}`, ...perIp },
      { key: `forgot:account:${email}`, ...perAccount },
    ]);
    await requestPasswordReset(c.var.db, email, siteOrigin(c.env));
    sendMailSoon(c);
    return c.json({ message: 'If your email is registered, you will receive a password reset link.' }, 200);
  })
  .openapi(reset, async (c) => {
    const { token, password } = c.req.valid('json');
    await enforceLimits(c.env.RATE_LIMITER, [{ key: `reset:ip:${clientAddress(c)}`, ...LIMITS.resetPassword.perIp }]);
    if (!(await resetPassword(c.var.db, c.env, token, password, siteOrigin(c.env)))) {
      throw new ApiError('BAD_REQUEST', 'This reset link is invalid or has expired. Please request a new one.');
    }
    sendMailSoon(c);
    clearSessionCookie(c);
    return c.json({ message: 'Password reset successful' }, 200);
  });
