import type { Context } from 'hono';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from '../db/schema';
import type { CurrentUser } from './contract/auth';

// With the D1 binding it wraps: raw statements join drizzle's in one batch (services/statements.ts).
export type Db = DrizzleD1Database<typeof schema> & { $client: D1Database };

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    requestId: string;
    // Set by the session middleware: null for a visitor.
    user: CurrentUser | null;
    sessionTokenHash: string | null;
    // Set by caller() on an audited admin route: taken by the handler with auditOf(c).
    audit?: { action: string; admin: { id: number; username: string }; taken: boolean };
  };
};

// After a caller gate that requires an account (middleware/caller.ts), handlers see
// `c.var.user` as a user, never null.
export type SignedInEnv = AppEnv & { Variables: { user: CurrentUser } };

// What helpers shared by open and gated routes take.
export type ApiContext = Context<AppEnv> | Context<SignedInEnv>;
