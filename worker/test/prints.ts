import { and, eq, sql } from 'drizzle-orm';
import { ledgerEntries, printListingSizes, printListings, printOrders } from '../../db/schema';
import { db, makeChallenge, makeEntry, makeUser, present } from './helpers';
import { localPayments } from './local-sale';

export const SHIPPING_ADDRESS = {
  name: 'Henri Vale',
  line1: '1 Quay Street',
  line2: null,
  city: 'Portland',
  state: 'ME',
  postalCode: '04101',
  country: 'US',
};

// A new seller with an entry in a completed community challenge, listed for sale at these
// prices (cents by size), written straight into its state.
export async function makeListing(prices: Record<string, number>) {
  const owner = await makeUser({ emailVerifiedAt: new Date(), firstName: 'Imogen', lastName: 'Hart' });
  const creator = await makeUser();
  const challenge = await makeChallenge('completed', {
    creatorId: creator.user.id,
    privacyType: 'public',
    resultsAt: new Date(),
  });
  const entry = await makeEntry(challenge.id, owner.user.id, `Harbour ${Math.random().toString(36).slice(2, 6)}`);
  const [listing] = await db()
    .insert(printListings)
    .values({
      submissionId: entry.id,
      sellerId: owner.user.id,
      status: 'active',
      masterKey: `masters/${entry.id}.jpg`,
      masterWidth: 6000,
      masterHeight: 9000,
      masterBytes: 30_000_000,
      publishedAt: new Date(),
    })
    .returning();
  const made = present(listing, 'the new listing');
  await db()
    .insert(printListingSizes)
    .values(Object.entries(prices).map(([size, priceCents]) => ({ listingId: made.id, size, priceCents })));
  return { listing: made, entry, seller: owner };
}

// Pays an order at the local checkout with a working card, shipping to SHIPPING_ADDRESS.
export async function payPrintOrder(orderId: number, at = new Date()) {
  const order = present(await db().query.printOrders.findFirst({ where: eq(printOrders.id, orderId) }));
  return present(localPayments(at).local).pay(present(order.checkoutId), {
    card: '4242424242424242',
    confirmed: false,
    shipping: SHIPPING_ADDRESS,
  });
}

// A seller's balance in the ledger, pending and available together.
export async function payeeCents(userId: number) {
  const [row] = await db()
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'payee'), eq(ledgerEntries.userId, userId)));
  return row?.cents ?? 0;
}
