import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from '../db/schema';
import type { CurrentUser } from './routes/auth/schema';

export type Db = DrizzleD1Database<typeof schema>;

export type AppEnv = {
  Bindings: Env;
  Variables: {
    db: Db;
    requestId: string;
    // Set by the session middleware: null for a visitor.
    user: CurrentUser | null;
    sessionTokenHash: string | null;
  };
};
