import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  comments,
  messages,
  payments,
  printListings,
  printOrderLines,
  printOrders,
  submissions,
  users,
  votes,
} from '../../../db/schema';
import { db, makeChallenge, makeEntry, makeUser, present, send } from '../../test/helpers';
import { JPEG } from '../../test/images';
import { inQuarantine } from '../../test/quarantine';
import { prepareUpload } from '../images/prepare-upload';
import { storePhoto } from '../images/store-photo';
import { putObject } from '../storage/stored-objects';
import { purgeDeletedAccounts } from './purge';

const DAY = 24 * 3600_000;

describe('purging deleted accounts', () => {
  it('after 30 days: photos and personal data go, money records and closed results stay, and nothing is left to restore', async () => {
    const { user } = await makeUser({ bio: 'Shoots harbours', profileImageUrl: '/api/uploads/avatars/1/a.webp' });
    const other = await makeUser();
    const closed = await makeChallenge('completed', { resultsAt: new Date() });
    const mine = await makeEntry(closed.id, user.id);
    const theirs = await makeEntry(closed.id, other.user.id);
    await db().update(submissions).set({ finalRank: 1, finalScore: 7, votesCounted: 1 }).where(eq(submissions.id, theirs.id));
    await db()
      .insert(votes)
      .values({ submissionId: theirs.id, voterId: user.id, challengeId: closed.id, score: 7, updatedAt: new Date() });
    await db().insert(comments).values({ submissionId: theirs.id, userId: user.id, body: 'Lovely' });
    const [sent] = await db()
      .insert(messages)
      .values({
        conversationId: `conv_${user.id}_${other.user.id}`,
        senderId: user.id,
        recipientId: other.user.id,
        content: 'My address is…',
      })
      .returning();
    // A print of their photo was sold: the order line keeps its entry as a blank row.
    const community = await makeChallenge('completed', { creatorId: other.user.id, resultsAt: new Date() });
    const sold = await makeEntry(community.id, user.id, 'Sold print');
    const [listing] = await db()
      .insert(printListings)
      .values({ submissionId: sold.id, sellerId: user.id, status: 'active' })
      .returning();
    const [order] = await db()
      .insert(printOrders)
      .values({
        buyerId: user.id,
        zone: 'us',
        subtotalCents: 4000,
        shippingCents: 500,
        totalCents: 4500,
        status: 'paid',
        shippingAddress: { name: 'A', line1: '1 Quay', line2: null, city: 'Hull', state: null, postalCode: 'HU1', country: 'GB' },
      })
      .returning();
    await db()
      .insert(printOrderLines)
      .values({
        orderId: present(order).id,
        listingId: present(listing).id,
        submissionId: sold.id,
        sellerId: user.id,
        size: '8x10',
        quantity: 1,
        unitPriceCents: 4000,
      });
    const paymentId = `pi_${user.id}_${Date.now()}`;
    await db()
      .insert(payments)
      .values({
        id: paymentId,
        userId: user.id,
        purpose: 'print_order',
        reference: String(present(order).id),
        amountCents: 4500,
        platformFeeCents: 450,
        processorFeeCents: 160,
        serviceAt: new Date(),
      });
    const now = new Date();
    // Deleted 31 days ago; another only 29 days ago, not yet due.
    await db()
      .update(users)
      .set({ deletedAt: new Date(now.getTime() - 31 * DAY) })
      .where(eq(users.id, user.id));
    const recent = await makeUser({ deletedAt: new Date(now.getTime() - 29 * DAY) });

    expect((await purgeDeletedAccounts(db(), env.PHOTOS, now)).purged).toBeGreaterThanOrEqual(1);

    const after = present(await db().query.users.findFirst({ where: eq(users.id, user.id) }));
    expect(after).toMatchObject({
      username: `deleted-${user.id}`,
      email: `deleted-${user.id}@deleted.invalid`,
      firstName: null,
      lastName: null,
      bio: null,
      profileImageUrl: null,
      passwordHash: null,
    });
    expect(await db().query.submissions.findFirst({ where: eq(submissions.id, mine.id) })).toBeUndefined();
    expect(await db().query.submissions.findFirst({ where: eq(submissions.id, sold.id) })).toMatchObject({
      title: 'Deleted photo',
      status: 'removed',
    });
    expect(await db().select().from(comments).where(eq(comments.userId, user.id))).toEqual([]);
    expect(await db().query.messages.findFirst({ where: eq(messages.id, present(sent).id) })).toMatchObject({ content: '' });
    // Money and results as they were.
    expect(await db().query.payments.findFirst({ where: eq(payments.id, paymentId) })).toMatchObject({
      userId: user.id,
      amountCents: 4500,
    });
    expect(await db().query.printOrders.findFirst({ where: eq(printOrders.id, present(order).id) })).toMatchObject({
      totalCents: 4500,
      shippingAddress: null,
    });
    expect(await db().select().from(votes).where(eq(votes.voterId, user.id))).toHaveLength(1);
    expect(await db().query.submissions.findFirst({ where: eq(submissions.id, theirs.id) })).toMatchObject({
      finalRank: 1,
      finalScore: 7,
    });
    // Not yet due: untouched.
    expect(await db().query.users.findFirst({ where: eq(users.id, recent.user.id) })).toMatchObject({
      username: recent.user.username,
    });

    // A second run finds nothing more to do for them, and an admin cannot restore them.
    await purgeDeletedAccounts(db(), env.PHOTOS, now);
    expect(await db().query.users.findFirst({ where: eq(users.id, user.id) })).toMatchObject({ username: `deleted-${user.id}` });
    const admin = await makeUser({ isAdmin: true, emailVerifiedAt: new Date() });
    const restore = await send('POST', `/api/admin/users/${user.id}/restore`, {}, admin.cookie);
    expect(restore.status).toBe(409);
    expect(((await restore.json()) as { message: string }).message).toMatch(/purged/);
  });

  it("moves the account's files to quarantine, with why, rather than deleting them", async () => {
    const { user } = await makeUser();
    const other = await makeUser();
    const prepared = await prepareUpload(JPEG, 1024 * 1024);
    if (!prepared.ok) throw new Error(prepared.reason);
    const photo = await storePhoto(env, prepared, { db: db(), kind: 'photo', userId: user.id });
    const challenge = await makeChallenge('completed', { resultsAt: new Date() });
    const entry = await makeEntry(challenge.id, user.id);
    await db().update(submissions).set({ filename: photo.filename, imageUrl: photo.url }).where(eq(submissions.id, entry.id));
    const put = (key: string, kind: 'avatar' | 'message_photo' | 'print_master') =>
      putObject(db(), env.PHOTOS, key, JPEG, { kind, userId: user.id, contentType: 'image/jpeg' });
    const avatar = `avatars/${user.id}/${crypto.randomUUID()}.jpg`;
    const attachment = `messages/${crypto.randomUUID()}.jpg`;
    const master = `masters/0/${crypto.randomUUID()}`;
    await Promise.all([put(avatar, 'avatar'), put(attachment, 'message_photo'), put(master, 'print_master')]);
    await db()
      .insert(messages)
      .values({
        conversationId: `conv_${user.id}_${other.user.id}`,
        senderId: user.id,
        recipientId: other.user.id,
        content: 'A photo',
        attachmentKey: attachment,
      });
    const sold = await makeEntry(challenge.id, user.id);
    await db().insert(printListings).values({ submissionId: sold.id, sellerId: user.id, masterKey: master });
    const now = new Date();
    await db()
      .update(users)
      .set({ deletedAt: new Date(now.getTime() - 31 * DAY), profileImageUrl: `/api/uploads/${avatar}` })
      .where(eq(users.id, user.id));

    await purgeDeletedAccounts(db(), env.PHOTOS, now);

    const why = {
      userId: user.id,
      subjectType: 'user',
      subjectId: user.id,
      reason: 'Account purged 30 days after it was deleted',
      byUserId: null,
      kept: true,
      leftBehind: false,
    };
    expect(await inQuarantine(photo.key)).toMatchObject({ ...why, kind: 'photo' });
    expect(await inQuarantine(`variants/thumb/${photo.filename}.webp`)).toMatchObject({ ...why, kind: 'variant' });
    expect(await inQuarantine(avatar)).toMatchObject({ ...why, kind: 'avatar' });
    expect(await inQuarantine(attachment)).toMatchObject({ ...why, kind: 'message_photo' });
    expect(await inQuarantine(master)).toMatchObject({ ...why, kind: 'print_master' });
  });
});
