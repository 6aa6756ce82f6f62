import { and, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { critiqueRequests, messages, printListings, submissions, users } from '../../../db/schema';
import { UPLOADS_PREFIX } from '../../contract/files';
import type { Db } from '../../env';
import { photoFiles } from '../images/store-photo';
import { type QuarantineItem, quarantineObjects } from '../storage/quarantine';
import { runBatch, statement } from '../statements';
import { PURGE_AFTER_MS, purgedEmail, purgedUsername } from './standing';

// Thirty days after an admin deleted an account, the cron purges it: its photos and personal
// data go; what accounting needs stays (payments, the ledger, payouts, order lines and the
// fulfilments of prints sold), pointing at a row with no name, address or password left; and
// so do its votes, whose effect on closed results stays as counted. Each account's writes are
// one batch, every statement of it holding only while the account is still deleted and due,
// so a restore that lands first leaves it whole.

const PER_RUN = 20;

// purgedEmail() of each row, in SQL.
const PURGED_EMAIL_OF_ROW = sql`'deleted-' || ${users.id} || '@deleted.invalid'`;

// Entries with print sales stay as blank rows (the order lines point at them), every other
// entry goes, with its likes, comments and votes.
const SOLD = sql`(SELECT submission_id FROM print_order_lines)`;

async function purgeOne(db: Db, bucket: R2Bucket, userId: number, cutoff: Date): Promise<boolean> {
  const [photos, sentPhotos, critiquePhotos, masters, user] = await Promise.all([
    db.select({ filename: submissions.filename }).from(submissions).where(eq(submissions.userId, userId)),
    db
      .select({ key: messages.attachmentKey })
      .from(messages)
      .where(and(eq(messages.senderId, userId), isNotNull(messages.attachmentKey))),
    db
      .select({ filename: critiqueRequests.filename, revision: critiqueRequests.revisionFilename })
      .from(critiqueRequests)
      .where(eq(critiqueRequests.userId, userId)),
    db
      .select({ master: printListings.masterKey, upload: printListings.uploadKey })
      .from(printListings)
      .where(eq(printListings.sellerId, userId)),
    db.query.users.findFirst({ where: eq(users.id, userId), columns: { profileImageUrl: true } }),
  ]);
  const due = sql`EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND deleted_at IS NOT NULL AND deleted_at <= ${cutoff.getTime()} AND email <> ${purgedEmail(userId)})`;
  const now = Date.now();
  const run = (query: ReturnType<typeof sql>) => statement(db, query);
  const results = await runBatch(db, [
    run(sql`DELETE FROM submissions WHERE user_id = ${userId} AND id NOT IN ${SOLD} AND ${due}`),
    run(sql`UPDATE submissions SET title = 'Deleted photo', description = '', alt_text = '', camera = NULL, status = 'removed'
            WHERE user_id = ${userId} AND ${due}`),
    run(sql`DELETE FROM comments WHERE user_id = ${userId} AND ${due}`),
    run(sql`DELETE FROM likes WHERE user_id = ${userId} AND ${due}`),
    // Their words leave the other person's thread, shown there as removed.
    run(sql`UPDATE messages SET content = '', attachment_key = NULL, removed_at = coalesce(removed_at, ${now})
            WHERE sender_id = ${userId} AND ${due}`),
    run(sql`DELETE FROM mentor_profiles WHERE user_id = ${userId} AND ${due}`),
    run(sql`UPDATE mentor_reviews SET comment = '' WHERE student_id = ${userId} AND ${due}`),
    run(sql`UPDATE mentor_reviews SET reply = NULL WHERE mentor_id = ${userId} AND ${due}`),
    run(sql`UPDATE mentor_sessions SET note = '' WHERE student_id = ${userId} AND ${due}`),
    run(sql`DELETE FROM critique_requests WHERE user_id = ${userId} AND ${due}`),
    run(sql`DELETE FROM coach_reports WHERE user_id = ${userId} AND ${due}`),
    run(sql`DELETE FROM notifications WHERE user_id = ${userId} AND ${due}`),
    run(sql`DELETE FROM message_blocks WHERE (blocker_id = ${userId} OR blocked_id = ${userId}) AND ${due}`),
    run(sql`DELETE FROM feature_flag_users WHERE user_id = ${userId} AND ${due}`),
    run(sql`DELETE FROM leaderboard_stats WHERE user_id = ${userId} AND ${due}`),
    run(sql`DELETE FROM auth_tokens WHERE user_id = ${userId} AND ${due}`),
    run(sql`DELETE FROM sessions WHERE user_id = ${userId} AND ${due}`),
    // Orders stay for the accounts; where they went does not.
    run(sql`UPDATE print_orders SET shipping_address = NULL WHERE buyer_id = ${userId} AND ${due}`),
    // Last, as every statement above asks whether it is still due.
    statement(
      db,
      db
        .update(users)
        .set({
          username: purgedUsername(userId),
          email: purgedEmail(userId),
          firstName: null,
          lastName: null,
          bio: null,
          profileImageUrl: null,
          passwordHash: null,
          isAdmin: false,
          isSuperAdmin: false,
          signInCodeUntil: null,
          timeZone: null,
          suspendedAt: null,
          suspendedUntil: null,
          suspensionReason: null,
          mailBlockedAt: null,
          mailBlockReason: null,
        })
        .where(
          and(
            eq(users.id, userId),
            isNotNull(users.deletedAt),
            lte(users.deletedAt, cutoff),
            ne(users.email, purgedEmail(userId)),
          ),
        ),
    ),
  ]);
  if (!results.at(-1)?.meta.changes) return false;
  // The files go to quarantine once no row points at them: deleted for good 30 days later.
  const owner = { userId, subjectType: 'user', subjectId: userId };
  const items: QuarantineItem[] = [
    ...sentPhotos.flatMap((m) => (m.key ? [{ ...owner, key: m.key, kind: 'message_photo' as const }] : [])),
    ...masters.flatMap((l) =>
      [l.master, l.upload].flatMap((key) => (key === null ? [] : [{ ...owner, key, kind: 'print_master' as const }])),
    ),
    ...photos.flatMap((p) => photoFiles(p.filename, 'photo', owner)),
    ...critiquePhotos.flatMap((c) =>
      [c.filename, c.revision].flatMap((filename) => (filename ? photoFiles(filename, 'critique', owner) : [])),
    ),
  ];
  const avatar = user?.profileImageUrl;
  if (avatar?.startsWith(`${UPLOADS_PREFIX}avatars/${userId}/`)) {
    items.push({ ...owner, key: avatar.slice(UPLOADS_PREFIX.length), kind: 'avatar' });
  }
  await quarantineObjects(db, bucket, items, 'Account purged 30 days after it was deleted', null, new Date(now));
  return true;
}

// The accounts deleted 30 days ago or more, not yet purged, a few each run.
export async function purgeDeletedAccounts(db: Db, bucket: R2Bucket, now: Date): Promise<{ purged: number }> {
  const cutoff = new Date(now.getTime() - PURGE_AFTER_MS);
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), lte(users.deletedAt, cutoff), ne(users.email, PURGED_EMAIL_OF_ROW)))
    .orderBy(users.deletedAt)
    .limit(PER_RUN);
  let purged = 0;
  for (const { id } of due) {
    if (await purgeOne(db, bucket, id, cutoff)) purged++;
  }
  return { purged };
}
