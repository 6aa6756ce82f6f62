// The SQL behind `npm run promote-admin`, written as text for `wrangler d1 execute --command`
// (which takes no bound parameters). Every value from the command line passes a strict
// pattern that admits no quote first, and is quoted besides, so none of it can become SQL.
// Each change and its audit-log row go in one command.

import { hashToken, randomToken } from '../worker/domain/secret-tokens.ts';

const USERNAME = /^[a-z0-9_]{3,30}$/;
// Narrower than RFC 5322 on purpose: enough for a real mailbox, nothing SQL could use.
const EMAIL = /^[a-z0-9._%+-]{1,64}@[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const MAX_EMAIL_LENGTH = 254;

// As worker/services/auth/tokens.ts issues reset links (db/admin-command-sql.test.ts checks).
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const DEFAULT_ORIGIN = 'http://127.0.0.1:8787';

const COMMAND_LINE = "'command line'";

export function parseUsername(raw: string | undefined): string {
  const username = raw?.trim().toLowerCase() ?? '';
  if (!USERNAME.test(username)) throw new Error(`Not a username (3–30 letters, digits or underscores): ${raw ?? '(none)'}`);
  return username;
}

export function parseEmail(raw: string | undefined): string {
  const email = raw?.trim().toLowerCase() ?? '';
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) throw new Error(`Not an email address: ${raw ?? '(none)'}`);
  return email;
}

// Only the site's origin is kept: the link's path and token are added to it.
export function parseOrigin(raw: string | undefined): string {
  let url: URL;
  try {
    url = new URL(raw ?? DEFAULT_ORIGIN);
  } catch {
    throw new Error(`Not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) URL: ${raw}`);
  return url.origin;
}

// FOUNDER_USERNAME from the [vars] table of wrangler.toml, or null when it is not set there.
export function founderUsernameFrom(wranglerToml: string): string | null {
  const vars = /^\[vars\][^\S\n]*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(wranglerToml)?.[1] ?? '';
  return /^\s*FOUNDER_USERNAME\s*=\s*"([^"]*)"/m.exec(vars)?.[1] ?? null;
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const jsonBoolean = (column: string) => `json(iif(${column}, 'true', 'false'))`;

// The audit row goes first so that it can record the roles as they were.
export function promoteSql(username: string, superAdmin: boolean): string[] {
  const name = quote(parseUsername(username));
  const superAfter = superAdmin ? "json('true')" : jsonBoolean('is_super_admin');
  return [
    `INSERT INTO admin_audit_log (admin_id, admin_name, action, target_type, target_id, detail)
SELECT NULL, ${COMMAND_LINE}, 'user.role', 'user', username,
  json_object('isAdmin', json('true'), 'isSuperAdmin', ${superAfter},
    'before', json_object('isAdmin', ${jsonBoolean('is_admin')}, 'isSuperAdmin', ${jsonBoolean('is_super_admin')}))
FROM users WHERE username = ${name};`,
    `UPDATE users SET ${superAdmin ? 'is_admin = 1, is_super_admin = 1' : 'is_admin = 1'} WHERE username = ${name} RETURNING username;`,
  ];
}

// Who already holds the username or the email: the founder is created only once.
export function existingAccountsSql(username: string, email: string): string {
  return `SELECT username, email FROM users WHERE username = ${quote(parseUsername(username))} OR email = ${quote(parseEmail(email))};`;
}

export type NewFounder = { username: string; email: string; tokenHash: string; now: number };

// Admin and super admin, email verified, no password: the founder sets one through the
// reset link. The insert fails on the unique username or email if the account exists.
export function createFounderSql({ username, email, tokenHash, now }: NewFounder): string[] {
  const name = quote(parseUsername(username));
  const mail = quote(parseEmail(email));
  if (!/^[0-9a-f]{64}$/.test(tokenHash)) throw new Error('The token hash must be SHA-256 hex');
  if (!Number.isSafeInteger(now)) throw new Error('The time must be whole milliseconds');
  return [
    `INSERT INTO users (username, email, is_admin, is_super_admin, email_verified_at) VALUES (${name}, ${mail}, 1, 1, ${now});`,
    `INSERT INTO auth_tokens (token_hash, user_id, purpose, expires_at)
SELECT '${tokenHash}', id, 'reset_password', ${now + RESET_LINK_TTL_MS} FROM users WHERE username = ${name};`,
    `INSERT INTO admin_audit_log (admin_id, admin_name, action, target_type, target_id, detail)
VALUES (NULL, ${COMMAND_LINE}, 'user.create-founder', 'user', ${name},
  json_object('email', ${mail}, 'isAdmin', json('true'), 'isSuperAdmin', json('true')));`,
  ];
}

// A one-time reset token and its stored form, made as the Worker makes them.
export async function newResetToken(): Promise<{ token: string; tokenHash: string }> {
  const token = randomToken();
  return { token, tokenHash: await hashToken(token) };
}

export const resetLink = (origin: string, token: string) => `${origin}/reset-password?token=${token}`;
