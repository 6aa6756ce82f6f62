import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { printListings, subscriptions } from '../../../db/schema';
import type { EligibleEntry, PrintListing } from '../../contract/print-listings';
import { listingsFollowSubscriptions } from '../../services/prints/listing-subscriptions';
import { db, makeChallenge, makeEntry, makeUser, present, send, setFlag, subscribe } from '../../test/helpers';

// A subscribed seller, and a public community challenge by someone else with results named.
async function seller(plan: 'print_user' | 'portfolio_pro' = 'print_user') {
  const made = await makeUser({ emailVerifiedAt: new Date() });
  await subscribe(made.user.id, plan);
  return made;
}

async function communityEntry(
  sellerId: number,
  fields: Parameters<typeof makeChallenge>[1] = {},
  phase: Parameters<typeof makeChallenge>[0] = 'completed',
) {
  const creator = await makeUser();
  const challenge = await makeChallenge(phase, { creatorId: creator.user.id, resultsAt: new Date(), ...fields });
  return makeEntry(challenge.id, sellerId, 'Harbour at dawn');
}

const json = async <T>(res: Response) => (await res.json()) as T;

// A listing with a master of this size written straight into its row (the upload has its own tests).
async function listingWithMaster(cookie: string, sellerId: number, width = 6000, height = 4500) {
  const entry = await communityEntry(sellerId);
  const created = await json<PrintListing>(await send('POST', '/api/print-listings', { submissionId: entry.id }, cookie));
  await db()
    .update(printListings)
    .set({ masterKey: `masters/${created.id}/test`, masterWidth: width, masterHeight: height, masterBytes: 1000 })
    .where(eq(printListings.id, created.id));
  return created;
}

beforeAll(() => setFlag('print_upload_enabled', true));

describe('which entries may be listed', () => {
  it('lists only my own active entries in public community challenges whose results are named, not yet listed', async () => {
    const me = await seller();
    const other = await makeUser();
    const good = await communityEntry(me.user.id);
    await communityEntry(me.user.id, { privacyType: 'unlisted', key: `k${Date.now()}` });
    await communityEntry(me.user.id, { resultsAt: null }, 'voting');
    await makeEntry((await makeChallenge('completed', { resultsAt: new Date() })).id, me.user.id);
    await communityEntry(other.user.id);
    const listed = await communityEntry(me.user.id);
    expect((await send('POST', '/api/print-listings', { submissionId: listed.id }, me.cookie)).status).toBe(201);

    const res = await send('GET', '/api/print-listings/eligible', undefined, me.cookie);
    expect(res.status).toBe(200);
    const entries = await json<EligibleEntry[]>(res);
    expect(entries.map((e) => e.submissionId)).toEqual([good.id]);
    expect(entries[0]).toMatchObject({ title: 'Harbour at dawn', thumbnailUrl: `/api/optimized/thumb/${good.filename}` });
  });

  it('refuses entries that are not mine, unlisted or invite-only, results not named, official, or listed already', async () => {
    const me = await seller('portfolio_pro');
    const create = (submissionId: number) => send('POST', '/api/print-listings', { submissionId }, me.cookie);
    const notMine = await create((await communityEntry((await makeUser()).user.id)).id);
    expect(notMine.status).toBe(403);
    expect(await notMine.json()).toMatchObject({ message: 'You can only sell prints of your own entries' });
    const invite = await create((await communityEntry(me.user.id, { privacyType: 'invite', key: `i${Date.now()}` })).id);
    expect(invite.status).toBe(403);
    expect(await invite.json()).toMatchObject({
      message: 'Entries in unlisted or invite-only challenges cannot be sold as prints',
    });
    const early = await create((await communityEntry(me.user.id, { resultsAt: null }, 'voting')).id);
    expect(early.status).toBe(400);
    expect(((await early.json()) as { message: string }).message).toMatch(/results are not named yet/);
    const official = await create(
      (await makeEntry((await makeChallenge('completed', { resultsAt: new Date() })).id, me.user.id)).id,
    );
    expect(official.status).toBe(400);
    const entry = await communityEntry(me.user.id);
    const first = await create(entry.id);
    expect(first.status).toBe(201);
    expect(await json<PrintListing>(first)).toMatchObject({ status: 'draft', master: null, upload: null, sizes: [] });
    const again = await create(entry.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'This entry is already listed' });
  });

  it('refuses a member without a subscription, in clear words', async () => {
    const member = await makeUser({ emailVerifiedAt: new Date() });
    const entry = await communityEntry(member.user.id);
    for (const res of [
      await send('GET', '/api/print-listings/eligible', undefined, member.cookie),
      await send('POST', '/api/print-listings', { submissionId: entry.id }, member.cookie),
      await send('GET', '/api/print-listings/mine', undefined, member.cookie),
      await send('PUT', '/api/print-listings/1/sizes', { sizes: [] }, member.cookie),
      await send('POST', '/api/print-listings/1/publish', undefined, member.cookie),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        message: 'Selling prints needs an active Print Seller or Portfolio Pro subscription',
      });
    }
  });
});

describe('the price sheet', () => {
  it('takes known sizes the master is ready for, at positive prices, and shows readiness per size', async () => {
    const me = await seller();
    // 3000 × 2400: 8x10 at 300 DPI, 16x20 at 150, 20x30 too small.
    const listing = await listingWithMaster(me.cookie, me.user.id, 3000, 2400);
    const put = (sizes: unknown) => send('PUT', `/api/print-listings/${listing.id}/sizes`, { sizes }, me.cookie);
    const ok = await put([
      { size: '16x20', priceCents: 6500 },
      { size: '8x10', priceCents: 1599 },
    ]);
    expect(ok.status).toBe(200);
    const body = await json<PrintListing>(ok);
    expect(body.sizes).toEqual([
      { size: '8x10', priceCents: 1599 },
      { size: '16x20', priceCents: 6500 },
    ]);
    expect(body.readiness.find((r) => r.size === '8x10')).toMatchObject({ dpi: 300, readiness: 'recommended' });
    expect(body.readiness.find((r) => r.size === '16x20')).toMatchObject({ dpi: 150, readiness: 'ready' });
    expect(body.readiness.find((r) => r.size === '20x30')).toMatchObject({ readiness: 'too_small' });

    const unknown = await put([{ size: '4x6', priceCents: 999 }]);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/Unknown print size/);
    const zero = await put([{ size: '8x10', priceCents: 0 }]);
    expect(zero.status).toBe(400);
    expect(((await zero.json()) as { message: string }).message).toMatch(/more than \$0/);
    const tooBig = await put([{ size: '20x30', priceCents: 9900 }]);
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toMatchObject({
      message: 'The master is too small for a 20x30 print: it needs at least 3000 × 4500 pixels',
    });
    const listed = await json<PrintListing>(await send('GET', `/api/print-listings/${listing.id}`, undefined, me.cookie));
    expect(listed.sizes).toHaveLength(2);
  });

  it("keeps another seller's listing out of reach (404)", async () => {
    const me = await seller();
    const listing = await listingWithMaster(me.cookie, me.user.id);
    const other = await seller();
    expect((await send('GET', `/api/print-listings/${listing.id}`, undefined, other.cookie)).status).toBe(404);
    expect((await send('POST', `/api/print-listings/${listing.id}/publish`, {}, other.cookie)).status).toBe(404);
  });
});

describe('publishing, pausing and resuming', () => {
  it('publishes with a master and a size, pauses and resumes; refuses without them', async () => {
    const me = await seller();
    const entry = await communityEntry(me.user.id);
    const draft = await json<PrintListing>(await send('POST', '/api/print-listings', { submissionId: entry.id }, me.cookie));
    const post = (what: string) => send('POST', `/api/print-listings/${draft.id}/${what}`, {}, me.cookie);
    const noMaster = await post('publish');
    expect(noMaster.status).toBe(400);
    expect(await noMaster.json()).toMatchObject({ message: 'Upload a print master before putting this listing on sale' });
    await db()
      .update(printListings)
      .set({ masterKey: 'masters/x', masterWidth: 3000, masterHeight: 2400, masterBytes: 1 })
      .where(eq(printListings.id, draft.id));
    expect((await post('publish')).status).toBe(400);
    await send('PUT', `/api/print-listings/${draft.id}/sizes`, { sizes: [{ size: '8x10', priceCents: 1599 }] }, me.cookie);
    const published = await post('publish');
    expect(published.status).toBe(200);
    expect(await json<PrintListing>(published)).toMatchObject({ status: 'active', pausedBy: null });
    expect((await post('publish')).status).toBe(409);
    expect(await json<PrintListing>(await post('pause'))).toMatchObject({ status: 'paused', pausedBy: 'seller' });
    expect(await json<PrintListing>(await post('resume'))).toMatchObject({ status: 'active', pausedBy: null });
    const mine = await json<PrintListing[]>(await send('GET', '/api/print-listings/mine', undefined, me.cookie));
    expect(mine.map((l) => l.id)).toEqual([draft.id]);
  });
});

describe('the cron and subscriptions', () => {
  it("pauses a lapsed seller's listings on sale and resumes them when the plan is back; its own pauses stay", async () => {
    const me = await seller();
    const onSale = await listingWithMaster(me.cookie, me.user.id);
    const mine = await listingWithMaster(me.cookie, me.user.id);
    const emptied = await listingWithMaster(me.cookie, me.user.id);
    for (const listing of [onSale, mine, emptied]) {
      await send('PUT', `/api/print-listings/${listing.id}/sizes`, { sizes: [{ size: '8x10', priceCents: 1599 }] }, me.cookie);
      await send('POST', `/api/print-listings/${listing.id}/publish`, {}, me.cookie);
    }
    await send('POST', `/api/print-listings/${mine.id}/pause`, {}, me.cookie);
    const statusOf = async (id: number) =>
      present(await db().query.printListings.findFirst({ where: eq(printListings.id, id) }), 'the listing');

    const lapse = new Date(Date.now() + 2 * 86_400_000);
    const first = await listingsFollowSubscriptions(db(), lapse);
    expect(first.paused).toBeGreaterThanOrEqual(1);
    expect(await statusOf(onSale.id)).toMatchObject({ status: 'paused', pausedBy: 'subscription' });
    expect(await statusOf(mine.id)).toMatchObject({ status: 'paused', pausedBy: 'seller' });
    expect(await listingsFollowSubscriptions(db(), lapse)).toEqual({ paused: 0, resumed: 0 });
    expect(await statusOf(onSale.id)).toMatchObject({ status: 'paused', pausedBy: 'subscription' });

    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(lapse.getTime() + 30 * 86_400_000) })
      .where(eq(subscriptions.userId, me.user.id));
    // Its sizes cleared while it was paused: it can't go back on sale, it goes back to draft.
    const cleared = await send('PUT', `/api/print-listings/${emptied.id}/sizes`, { sizes: [] }, me.cookie);
    expect(cleared.status).toBe(200);
    await listingsFollowSubscriptions(db(), lapse);
    expect(await statusOf(onSale.id)).toMatchObject({ status: 'active', pausedBy: null });
    expect(await statusOf(mine.id)).toMatchObject({ status: 'paused', pausedBy: 'seller' });
    expect(await statusOf(emptied.id)).toMatchObject({ status: 'draft', pausedBy: null });
  });
});
