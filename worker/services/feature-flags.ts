import { and, eq, inArray } from 'drizzle-orm';
import { type FeatureFlagRow, featureFlagUsers, featureFlags, users } from '../../db/schema';
import { ApiError } from '../errors';
import type { Db } from '../env';
import type { AdminFlagDto } from '../contract/admin';
import type { FlagUpdate } from '../contract/feature-flags';
import { type AuditRecord, auditInsert } from './audit-log';

// A stable 0–99 bucket per flag and user (FNV-1a), so a user keeps their answer as
// the rollout percentage only grows, and different flags roll out to different people.
export function rolloutBucket(flagName: string, userId: number): number {
  let hash = 0x811c9dc5;
  for (const ch of `${flagName}:${userId}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

// On for everyone when enabled; otherwise for allowlisted users and the rollout bucket.
// Visitors have no stable identity, so they only ever see globally enabled flags.
export function flagOnFor(flag: FeatureFlagRow | undefined, userId: number | null, allowlisted: boolean): boolean {
  if (!flag) return false;
  if (flag.enabled) return true;
  if (userId === null) return false;
  return allowlisted || rolloutBucket(flag.name, userId) < flag.rolloutPercentage;
}

export async function isFlagEnabled(db: Db, name: string, userId: number | null): Promise<boolean> {
  const flag = await db.query.featureFlags.findFirst({ where: eq(featureFlags.name, name) });
  if (!flag || flag.enabled || userId === null) return flagOnFor(flag, userId, false);
  const listed = await db.query.featureFlagUsers.findFirst({
    where: and(eq(featureFlagUsers.flagName, name), eq(featureFlagUsers.userId, userId)),
  });
  return flagOnFor(flag, userId, Boolean(listed));
}

// Every flag's answer for one viewer, in one round trip: what the edge renders pages with.
export async function flagsFor(db: Db, userId: number | null): Promise<Record<string, boolean>> {
  const [flags, listed] = await db.batch([
    db.select().from(featureFlags),
    db
      .select({ flagName: featureFlagUsers.flagName })
      .from(featureFlagUsers)
      .where(eq(featureFlagUsers.userId, userId ?? -1)),
  ]);
  const allowlisted = new Set(listed.map((row) => row.flagName));
  return Object.fromEntries(flags.map((flag) => [flag.name, flagOnFor(flag, userId, allowlisted.has(flag.name))]));
}

export async function listFlags(db: Db, name?: string): Promise<AdminFlagDto[]> {
  const [flags, listed] = await db.batch([
    db
      .select()
      .from(featureFlags)
      .where(name ? eq(featureFlags.name, name) : undefined)
      .orderBy(featureFlags.name),
    db
      .select()
      .from(featureFlagUsers)
      .where(name ? eq(featureFlagUsers.flagName, name) : undefined),
  ]);
  return flags.map((flag) => ({
    ...flag,
    updatedAt: flag.updatedAt.toISOString(),
    allowlist: listed.filter((row) => row.flagName === flag.name).map((row) => row.userId),
  }));
}

async function assertUsersExist(db: Db, ids: number[]): Promise<void> {
  const found = new Set<number>();
  // D1 binds at most 100 values per statement.
  for (let i = 0; i < ids.length; i += 90) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, ids.slice(i, i + 90)));
    for (const row of rows) found.add(row.id);
  }
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) {
    const message = `allowlist: No user with id ${unknown.join(', ')}`;
    throw new ApiError('VALIDATION_FAILED', message, [{ path: 'allowlist', message }]);
  }
}

// Creates the flag when it does not exist yet; a given allowlist replaces the old one.
export async function saveFlag(db: Db, name: string, update: FlagUpdate, audit: AuditRecord): Promise<AdminFlagDto> {
  const { allowlist, ...fields } = update;
  const upsert = db
    .insert(featureFlags)
    .values({ name, ...fields, updatedAt: new Date() })
    .onConflictDoUpdate({ target: featureFlags.name, set: { ...fields, updatedAt: new Date() } });
  if (allowlist) {
    const ids = [...new Set(allowlist)];
    await assertUsersExist(db, ids);
    await db.batch([
      upsert,
      db.delete(featureFlagUsers).where(eq(featureFlagUsers.flagName, name)),
      ...ids.map((userId) => db.insert(featureFlagUsers).values({ flagName: name, userId })),
      auditInsert(db, audit),
    ]);
  } else {
    await db.batch([upsert, auditInsert(db, audit)]);
  }
  const [saved] = await listFlags(db, name);
  if (!saved) throw new Error(`Flag ${name} vanished after saving`);
  return saved;
}
