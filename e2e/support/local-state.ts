import { createHash, randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with the dev script
import { query } from '../../scripts/local-d1.mjs';

const STATE = '.wrangler/e2e';
const COOKIE = 'ac_session';

export function sql(statement: string): Record<string, unknown>[] {
  return query(statement, STATE);
}

export function setFlag(name: string, enabled: boolean): void {
  sql(`UPDATE feature_flags SET enabled = ${enabled ? 1 : 0} WHERE name = '${name}'`);
}

// Signs the browser in as a seeded user by writing a session the way the Worker does:
// a random token in the cookie, its SHA-256 in D1.
export async function signInAs(context: BrowserContext, username: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  const expires = Date.now() + 24 * 60 * 60 * 1000;
  sql(
    `INSERT INTO sessions (token_hash, user_id, expires_at) SELECT '${hash}', id, ${expires} FROM users WHERE username = '${username}'`,
  );
  await context.addCookies([{ name: COOKIE, value: token, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' }]);
}
