import { type BrowserContext, test } from '@playwright/test';
import { EMPTY_STATE, stateOfPort } from '../../playwright.config';
import { query } from '../../scripts/local-d1.mjs';

const COOKIE = 'ac_session';

// The database of the server this test's project runs against.
export function sql(statement: string): Record<string, unknown>[] {
  const port = Number(new URL(test.info().project.use.baseURL ?? '').port);
  return query(statement, stateOfPort(port));
}

// The first row a statement answers, for statements that must answer one.
export function sqlRow(statement: string): Record<string, unknown> {
  const [row] = sql(statement);
  if (!row) throw new Error(`No row from: ${statement}`);
  return row;
}

// The empty-site server's database.
export function emptySiteSql(statement: string): Record<string, unknown>[] {
  return query(statement, EMPTY_STATE);
}

// Written whether or not the flag exists yet (the empty site has none).
export function setFlag(name: string, enabled: boolean, run = sql): void {
  run(
    `INSERT INTO feature_flags (name, enabled) VALUES ('${name}', ${enabled ? 1 : 0})
     ON CONFLICT (name) DO UPDATE SET enabled = excluded.enabled`,
  );
}

// Signs the browser in as a seeded user by writing a session the way the Worker does:
// a random token in the cookie, its SHA-256 in D1.
export async function signInAs(context: BrowserContext, username: string): Promise<void> {
  const token = [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const expires = Date.now() + 24 * 60 * 60 * 1000;
  sql(
    `INSERT INTO sessions (token_hash, user_id, expires_at) SELECT '${hash}', id, ${expires} FROM users WHERE username = '${username}'`,
  );
  await context.addCookies([{ name: COOKIE, value: token, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' }]);
}
