import { env } from 'cloudflare:workers';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS } from '../worker/services/auth/tokens';
import { hashToken } from '../worker/domain/secret-tokens';
import { db, makeUser, present, send } from '../worker/test/helpers';
import {
  RESET_LINK_TTL_MS,
  createFounderSql,
  existingAccountsSql,
  founderUsernameFrom,
  newResetToken,
  parseEmail,
  parseOrigin,
  parseUsername,
  promoteSql,
  resetLink,
} from './admin-command-sql';
import { adminAuditLog, authTokens, users } from './schema';

// As `wrangler d1 execute --command` runs them locally: one batch.
const run = (statements: string[]) => env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));

let n = 0;
const unique = () => `${Date.now().toString(36)}${n++}`;

const auditRowsFor = (username: string) =>
  db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, username)).orderBy(desc(adminAuditLog.id));

describe('the values the admin command accepts', () => {
  it('accepts usernames and emails as the site stores them', () => {
    expect(parseUsername(' Founder_2 ')).toBe('founder_2');
    expect(parseEmail(' You+Site@Example.co.uk ')).toBe('you+site@example.co.uk');
    expect(parseOrigin('https://aperturecircle.app/some/path')).toBe('https://aperturecircle.app');
    expect(parseOrigin(undefined)).toBe('http://127.0.0.1:8787');
  });

  it('refuses anything that could carry SQL or is not what it claims', () => {
    for (const bad of ["o'brien", 'x; DROP TABLE users', 'ab', 'a'.repeat(31), '', undefined]) {
      expect(() => parseUsername(bad), String(bad)).toThrow();
    }
    for (const bad of ["o'brien@example.com", 'a@b', 'no-at-sign', `${'a'.repeat(250)}@x.com`, 'x@example.com; --', undefined]) {
      expect(() => parseEmail(bad), String(bad)).toThrow();
    }
    for (const bad of ['javascript:alert(1)', 'not a url', 'ftp://example.com']) expect(() => parseOrigin(bad), bad).toThrow();
  });

  it('reads FOUNDER_USERNAME from the [vars] table of wrangler.toml', () => {
    const toml =
      '[assets]\nFOUNDER_USERNAME = "wrong"\n\n[vars]\nMAIL_FROM = "x"\nFOUNDER_USERNAME = "alex"\n\n[observability]\n';
    expect(founderUsernameFrom(toml)).toBe('alex');
    expect(founderUsernameFrom('[vars]\nMAIL_FROM = "x"\n')).toBeNull();
  });

  it('makes reset links as the Worker makes them', async () => {
    const { token, tokenHash } = await newResetToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(tokenHash).toBe(await hashToken(token));
    expect(RESET_LINK_TTL_MS).toBe(TOKEN_TTL_MS.reset_password);
    expect(resetLink('https://aperturecircle.app', token)).toBe(`https://aperturecircle.app/reset-password?token=${token}`);
  });
});

describe('promoting from the command line', () => {
  it('makes a member an admin and records it, with the roles before, in the audit log', async () => {
    const { user } = await makeUser();
    const results = await run(promoteSql(user.username, false));
    expect(results.at(-1)?.results).toEqual([{ username: user.username }]);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isAdmin: true, isSuperAdmin: false });
    const [audit] = await auditRowsFor(user.username);
    expect(audit).toMatchObject({
      adminId: null,
      adminName: 'command line',
      action: 'user.role',
      targetType: 'user',
      detail: { isAdmin: true, isSuperAdmin: false, before: { isAdmin: false, isSuperAdmin: false } },
    });
  });

  it('makes a super admin with --super', async () => {
    const { user } = await makeUser({ isAdmin: true });
    await run(promoteSql(user.username, true));
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]).toMatchObject({
      isAdmin: true,
      isSuperAdmin: true,
    });
    expect((await auditRowsFor(user.username))[0]?.detail).toEqual({
      isAdmin: true,
      isSuperAdmin: true,
      before: { isAdmin: true, isSuperAdmin: false },
    });
  });

  it('changes and records nothing for an unknown username', async () => {
    const username = `ghost_${unique()}`;
    const results = await run(promoteSql(username, true));
    expect(results.at(-1)?.results).toEqual([]);
    expect(await auditRowsFor(username)).toEqual([]);
  });
});

describe('creating the founder from the command line', () => {
  async function createFounder() {
    const username = `founder_${unique()}`;
    const email = `${username}@example.com`;
    const { token, tokenHash } = await newResetToken();
    await run(createFounderSql({ username, email, tokenHash, now: Date.now() }));
    return { username, email, token, tokenHash };
  }

  it('creates a verified super admin with no password and a one-hour reset link, and records it', async () => {
    const before = Date.now();
    const { username, email, tokenHash } = await createFounder();
    const [row] = await db().select().from(users).where(eq(users.username, username));
    expect(row).toMatchObject({ email, isAdmin: true, isSuperAdmin: true, passwordHash: null });
    expect(row?.emailVerifiedAt?.getTime()).toBeGreaterThanOrEqual(before);
    const [link] = await db().select().from(authTokens).where(eq(authTokens.tokenHash, tokenHash));
    expect(link).toMatchObject({ userId: row?.id, purpose: 'reset_password', usedAt: null });
    const verifiedAt = present(present(row, 'the founder').emailVerifiedAt, "the founder's verification time");
    expect(present(link, 'the reset link').expiresAt.getTime() - verifiedAt.getTime()).toBe(60 * 60 * 1000);
    const [audit] = await auditRowsFor(username);
    expect(audit).toMatchObject({
      adminId: null,
      adminName: 'command line',
      action: 'user.create-founder',
      targetType: 'user',
      detail: { email, isAdmin: true, isSuperAdmin: true },
    });
  });

  it('lets the founder set a password once through the printed link, then sign in as super admin', async () => {
    const { username, token } = await createFounder();
    expect((await send('POST', '/api/auth/login', { identifier: username, password: 'anything at all' })).status).toBe(401);
    expect((await send('POST', '/api/auth/reset-password', { token, password: 'the founder chose this' })).status).toBe(200);
    expect((await send('POST', '/api/auth/reset-password', { token, password: 'a second try here' })).status).toBe(400);
    const signedIn = await send('POST', '/api/auth/login', { identifier: username, password: 'the founder chose this' });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ username, isAdmin: true, isSuperAdmin: true, emailVerified: true });
  });

  it('finds an existing account by its username or its email, and never creates it twice', async () => {
    const { username, email } = await createFounder();
    const byName = await env.DB.prepare(existingAccountsSql(username, 'someone.else@example.com')).all();
    const byEmail = await env.DB.prepare(existingAccountsSql('someone_else', email)).all();
    expect(byName.results).toEqual([{ username, email }]);
    expect(byEmail.results).toEqual([{ username, email }]);
    const { tokenHash } = await newResetToken();
    await expect(run(createFounderSql({ username, email: `other.${email}`, tokenHash, now: Date.now() }))).rejects.toThrow(
      /UNIQUE/,
    );
    expect(await db().select().from(authTokens).where(eq(authTokens.tokenHash, tokenHash))).toEqual([]);
    expect(await auditRowsFor(username)).toHaveLength(1);
  });

  it('refuses to build SQL from a value that failed validation', () => {
    const tokenHash = 'a'.repeat(64);
    expect(() => createFounderSql({ username: "x'); --", email: 'a@example.com', tokenHash, now: 1 })).toThrow();
    expect(() => createFounderSql({ username: 'founder', email: "a'@example.com", tokenHash, now: 1 })).toThrow();
    expect(() => createFounderSql({ username: 'founder', email: 'a@example.com', tokenHash: "'; --", now: 1 })).toThrow();
    expect(() => promoteSql("admin' OR '1'='1", true)).toThrow();
  });
});
