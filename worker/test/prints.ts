import { printListingSizes, printListings } from '../../db/schema';
import { db, makeChallenge, makeEntry, makeUser, present } from './helpers';

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
