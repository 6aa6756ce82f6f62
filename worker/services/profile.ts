import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../env';
import { AVATAR_MAX_BYTES, UPLOADS_PREFIX, uploadUrl } from '../contract/files';
import type { ProfileUpdate } from '../contract/users';
import { knownTimeZone } from '../domain/zoned-time';
import { prepareUpload } from './images/prepare-upload';
import { quarantineObjects } from './storage/quarantine';
import { putObject } from './storage/stored-objects';

export async function updateProfile(db: Db, userId: number, update: ProfileUpdate): Promise<void> {
  await db.update(users).set(update).where(eq(users.id, userId));
}

// A member with no time zone yet takes the one their browser sent with a sign-in; one they
// chose is never replaced.
export async function adoptTimeZone(db: Db, userId: number, browserZone: string | undefined): Promise<void> {
  const zone = knownTimeZone(browserZone);
  if (!zone) return;
  await db
    .update(users)
    .set({ timeZone: zone })
    .where(and(eq(users.id, userId), isNull(users.timeZone)));
}

export type AvatarResult = { ok: true; url: string } | { ok: false; reason: 'type' | 'size' | 'empty' };

// Avatars go through the same cleaning as entries, so no GPS or other metadata is served.
// The object is written before the row points at it, and the old one goes to quarantine only
// after, so a failure part-way never leaves a profile pointing at nothing.
export async function replaceAvatar(
  db: Db,
  bucket: R2Bucket,
  userId: number,
  file: File,
  now = new Date(),
): Promise<AvatarResult> {
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, reason: 'size' };
  const prepared = await prepareUpload(new Uint8Array(await file.arrayBuffer()), AVATAR_MAX_BYTES);
  if (!prepared.ok) return prepared;
  const key = `avatars/${userId}/${crypto.randomUUID()}.${prepared.type.extension}`;
  await putObject(db, bucket, key, prepared.bytes, { kind: 'avatar', userId, contentType: prepared.type.mime });
  const previous = await db.query.users.findFirst({ where: eq(users.id, userId), columns: { profileImageUrl: true } });
  const url = uploadUrl(key);
  await db.update(users).set({ profileImageUrl: url }).where(eq(users.id, userId));
  const old = previous?.profileImageUrl;
  if (old?.startsWith(`${UPLOADS_PREFIX}avatars/${userId}/`)) {
    await quarantineObjects(
      db,
      bucket,
      [{ key: old.slice(UPLOADS_PREFIX.length), kind: 'avatar', userId, subjectType: 'user', subjectId: userId }],
      'Replaced by a new profile photo',
      userId,
      now,
    );
  }
  return { ok: true, url };
}
