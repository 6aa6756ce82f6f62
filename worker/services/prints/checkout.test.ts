import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges, printFulfilments, printListings, printOrderLines, printOrders } from '../../../db/schema';
import type { PrintCheckoutRequest, PrintOffer, PrintOrderDto } from '../../contract/prints';
import { MAX_PRINT_PRICE_CENTS, MAX_PRINT_QUANTITY } from '../../domain/prints';
import { db, makeUser, present, request, setFlag, subscribe } from '../../test/helpers';
import { LOCAL, localPayments } from '../../test/local-sale';
import { makeListing, payeeCents, payPrintOrder, SHIPPING_ADDRESS } from '../../test/prints';
import { startPrintCheckout } from './checkout';
import { fulfilmentsOf } from './fulfilments';

async function buyer(plan: 'print_user' | 'portfolio_pro' | null = 'portfolio_pro') {
  const made = await makeUser({ emailVerifiedAt: new Date(), firstName: 'Henri', lastName: 'Vale' });
  if (plan) await subscribe(made.user.id, plan);
  return made;
}

const checkout = (buyerId: number, lines: PrintCheckoutRequest['lines'], country = 'US', at = new Date()) =>
  startPrintCheckout(db(), localPayments(at), buyerId, { lines, country }, LOCAL, at);

async function payOrder(orderId: number, at = new Date()) {
  expect((await payPrintOrder(orderId, at)).outcome).toBe('paid');
}

describe('a print order', () => {
  it('is priced from the listings, split per seller when paid, and each seller’s 85% is pending for them', async () => {
    const a = await makeListing({ '8x10': 1599, '11x14': 3500 });
    const b = await makeListing({ '8x10': 2000 });
    const { user, cookie } = await buyer();
    const { orderId, url } = await checkout(user.id, [
      { submissionId: a.entry.id, size: '8x10', quantity: 2 },
      { submissionId: a.entry.id, size: '11x14', quantity: 1 },
      { submissionId: b.entry.id, size: '8x10', quantity: 1 },
    ]);
    expect(url).toContain('/dev/checkout/');
    const order = present(await db().query.printOrders.findFirst({ where: eq(printOrders.id, orderId) }));
    // Prints 2 × 15.99 + 35.00 + 20.00; two parcels to the US at 5.99.
    expect(order).toMatchObject({ status: 'awaiting_payment', subtotalCents: 8698, shippingCents: 1198, totalCents: 9896 });
    await payOrder(orderId);
    const paid = present(await db().query.printOrders.findFirst({ where: eq(printOrders.id, orderId) }));
    expect(paid).toMatchObject({ status: 'paid', shippingAddress: SHIPPING_ADDRESS });
    const parts = await db().select().from(printFulfilments).where(eq(printFulfilments.orderId, orderId));
    expect(parts.map((f) => [f.sellerId, f.status, f.subtotalCents, f.shippingCents]).sort()).toEqual(
      [
        [a.seller.user.id, 'paid', 6698, 599],
        [b.seller.user.id, 'paid', 2000, 599],
      ].sort(),
    );
    // 85% of each seller's prints (15% rounded once per seller), plus the shipping they pay.
    expect(await payeeCents(a.seller.user.id)).toBe(6698 - 1005 + 599);
    expect(await payeeCents(b.seller.user.id)).toBe(2000 - 300 + 599);
    // The buyer sees it; nobody else does.
    const seen = (await (await request(`/api/prints/orders/${orderId}`, { cookie })).json()) as PrintOrderDto;
    expect(seen).toMatchObject({ id: orderId, status: 'paid', progress: 'paid', totalCents: 9896 });
    expect(seen.fulfilments).toHaveLength(2);
    const stranger = await makeUser();
    expect((await request(`/api/prints/orders/${orderId}`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it('never takes a price from the browser', async () => {
    const a = await makeListing({ '8x10': 1599 });
    const { cookie } = await buyer();
    await setFlag('print_sales_enabled', true);
    const post = (body: unknown) =>
      request(`${LOCAL}/api/prints/checkout`, {
        method: 'POST',
        cookie,
        headers: { Origin: LOCAL, 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.9.0.1' },
        body: JSON.stringify(body),
      });
    const tampered = await post({
      lines: [{ submissionId: a.entry.id, size: '8x10', quantity: 1, price: 0.01, priceCents: 1 }],
      country: 'fr',
      totalCents: 1,
    });
    expect(tampered.status).toBe(200);
    const { orderId } = (await tampered.json()) as { orderId: number };
    const order = present(await db().query.printOrders.findFirst({ where: eq(printOrders.id, orderId) }));
    expect(order).toMatchObject({ subtotalCents: 1599, shippingCents: 1499, totalCents: 3098, zone: 'international' });
    const badSize = await post({ lines: [{ submissionId: a.entry.id, size: '9x9', quantity: 1 }], country: 'US' });
    expect(badSize.status).toBe(400);

    // A country the provider's checkout can't ship to, or none at all, is refused before any order.
    const before = await db().select().from(printOrders);
    for (const country of ['IR', 'ZZ', 'QQ']) {
      const nowhere = await post({ lines: [{ submissionId: a.entry.id, size: '8x10', quantity: 1 }], country });
      expect(nowhere.status).toBe(400);
      expect(await nowhere.json()).toMatchObject({ message: "country: Prints can't be sent to that country: choose another" });
    }
    expect(await db().select().from(printOrders)).toHaveLength(before.length);
  });

  it('refuses an order above what one payment can take, before writing it', async () => {
    const priciest = { '8x10': MAX_PRINT_PRICE_CENTS, '11x14': MAX_PRINT_PRICE_CENTS };
    const listings = await Promise.all(Array.from({ length: 6 }, () => makeListing(priciest)));
    const { user } = await buyer();
    const before = await db().select().from(printOrders);
    const lines = listings.flatMap(({ entry }) => [
      { submissionId: entry.id, size: '8x10', quantity: MAX_PRINT_QUANTITY },
      { submissionId: entry.id, size: '11x14', quantity: MAX_PRINT_QUANTITY },
    ]);
    await expect(checkout(user.id, lines)).rejects.toMatchObject({
      status: 400,
      message: 'One order can be at most $999,999.99: split it into smaller ones',
    });
    expect(await db().select().from(printOrders)).toHaveLength(before.length);
  });

  it('is refused to a member without a print plan, and changes nothing', async () => {
    const a = await makeListing({ '8x10': 1599 });
    const { user } = await buyer(null);
    const before = await db().select().from(printOrders);
    await expect(checkout(user.id, [{ submissionId: a.entry.id, size: '8x10', quantity: 1 }])).rejects.toMatchObject({
      status: 403,
      message: 'Prints are for Print Seller and Portfolio Pro members: choose a plan to buy them',
    });
    expect(await db().select().from(printOrders)).toHaveLength(before.length);
  });

  it('names a line whose listing was withdrawn, or whose size is no longer sold, since it went in the cart', async () => {
    const a = await makeListing({ '8x10': 1599 });
    const b = await makeListing({ '8x10': 1599, '11x14': 3000 });
    const { user } = await buyer();
    await db().update(printListings).set({ status: 'paused', pausedBy: 'seller' }).where(eq(printListings.id, a.listing.id));
    await expect(checkout(user.id, [{ submissionId: a.entry.id, size: '8x10', quantity: 1 }])).rejects.toMatchObject({
      status: 409,
      message: `“${a.entry.title}” is no longer for sale: remove it from your cart`,
      issues: [{ path: 'lines.0' }],
    });
    const gone = `“${b.entry.title}” is no longer sold in 16x20: choose another size`;
    const cart = [
      { submissionId: b.entry.id, size: '8x10', quantity: 1 },
      { submissionId: b.entry.id, size: '16x20', quantity: 1 },
    ];
    await expect(checkout(user.id, cart)).rejects.toMatchObject({
      status: 409,
      message: gone,
      issues: [{ path: 'lines.1', message: gone }],
    });
  });
});

describe('a full cart', () => {
  it('is written as one order of all its lines, however many values they take', async () => {
    const sheet = { '5x7': 999, '8x10': 1599, '11x14': 2999, '16x20': 4999, '20x30': 7999 };
    const listings = [await makeListing(sheet), await makeListing(sheet), await makeListing(sheet), await makeListing(sheet)];
    const { user } = await buyer();
    const lines = listings.flatMap(({ entry }) =>
      Object.keys(sheet).map((size) => ({ submissionId: entry.id, size, quantity: 1 })),
    );
    expect(lines).toHaveLength(20);
    const { orderId } = await checkout(user.id, lines);
    const written = await db().select().from(printOrderLines).where(eq(printOrderLines.orderId, orderId));
    expect(written).toHaveLength(20);
    expect(written.map((line) => line.unitPriceCents).reduce((a, b) => a + b, 0)).toBe(4 * (999 + 1599 + 2999 + 4999 + 7999));
    await payOrder(orderId);
    const seller = listings[0]?.seller.user.id ?? 0;
    const [part] = await fulfilmentsOf(db(), seller);
    expect(part?.lines).toHaveLength(5);
  });
});

describe('the address a print order is sent to', () => {
  it('must be in the country its shipping was priced for', async () => {
    const a = await makeListing({ '8x10': 1599 });
    const { user } = await buyer();
    const { orderId } = await checkout(user.id, [{ submissionId: a.entry.id, size: '8x10', quantity: 1 }], 'US');
    const order = present(await db().query.printOrders.findFirst({ where: eq(printOrders.id, orderId) }));
    const payAt = (country: string) =>
      request(`${LOCAL}/dev/checkout/${order.checkoutId}`, {
        method: 'POST',
        headers: { Origin: LOCAL, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          card: '4242 4242 4242 4242',
          expiry: '12 / 40',
          cvc: '123',
          name: 'Henri Vale',
          shipName: 'Henri Vale',
          line1: '1-1 Marunouchi',
          city: 'Tokyo',
          postalCode: '100-0005',
          country,
        }).toString(),
        redirect: 'manual',
      });
    const abroad = await payAt('JP');
    expect(abroad.status).toBe(400);
    expect(await abroad.text()).toContain('This order ships to US only.');
    expect((await db().query.printOrders.findFirst({ where: eq(printOrders.id, orderId) }))?.status).toBe('awaiting_payment');
    expect((await payAt('us')).status).toBe(303);
  });
});

describe('a photo’s print offer', () => {
  it('lists its sizes and prices, or says it is not for sale', async () => {
    const a = await makeListing({ '11x14': 3500, '8x10': 1599 });
    const res = await request(`/api/prints/offers/${a.entry.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      listingId: a.listing.id,
      sizes: [
        { size: '8x10', priceCents: 1599 },
        { size: '11x14', priceCents: 3500 },
      ],
    });
    const none = await request('/api/prints/offers/999999');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ message: 'This photo is not for sale as a print' });
  });

  it('stops when its challenge is removed or made private', async () => {
    for (const change of [{ removedAt: new Date() }, { privacyType: 'unlisted' as const }]) {
      const a = await makeListing({ '8x10': 1599 });
      expect((await request(`/api/prints/offers/${a.entry.id}`)).status).toBe(200);
      await db().update(challenges).set(change).where(eq(challenges.id, a.entry.challengeId));
      expect((await request(`/api/prints/offers/${a.entry.id}`)).status).toBe(404);
    }
  });

  it('answers several photos at once, those for sale in the order asked, and refuses a malformed list', async () => {
    const a = await makeListing({ '8x10': 1599 });
    const b = await makeListing({ '11x14': 3500 });
    const res = await request(`/api/prints/offers?ids=${b.entry.id},999999,${a.entry.id},${b.entry.id}`);
    expect(res.status).toBe(200);
    const offers = (await res.json()) as PrintOffer[];
    expect(offers.map((o) => [o.submissionId, o.sizes])).toEqual([
      [b.entry.id, [{ size: '11x14', priceCents: 3500 }]],
      [a.entry.id, [{ size: '8x10', priceCents: 1599 }]],
    ]);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    for (const ids of ['', '1,,2', '0', '-1', 'x', tooMany]) {
      const bad = await request(`/api/prints/offers?ids=${ids}`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        message: 'ids: Photo ids are positive whole numbers, comma separated, at most 50',
      });
    }
  });
});
