import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrintOffer } from '../../worker/contract/prints';
import { loadOffer, loadOffers, localeCountry, shipCountry } from './prints';

afterEach(() => {
  vi.unstubAllGlobals();
});

const offerOf = (submissionId: number): PrintOffer => ({
  listingId: submissionId,
  submissionId,
  title: `Photo ${submissionId}`,
  sellerId: 2,
  photographer: 'Imogen Cole',
  imageUrl: '',
  sizes: [{ size: '8x10', priceCents: 1599 }],
});

// The offers endpoint as the Worker answers it: the ids asked that are for sale.
function offersApi(forSale: (id: number) => boolean) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const ids = new URL(String(input), 'http://localhost').searchParams.get('ids')?.split(',').map(Number) ?? [];
    return Response.json(ids.filter(forSale).map(offerOf));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const askedIds = (fetchMock: ReturnType<typeof offersApi>, call: number) =>
  new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://localhost').searchParams.get('ids');

describe("the cart's offers", () => {
  it('asks once for every photo, answers null for those not for sale, and remembers each answer', async () => {
    const fetchMock = offersApi((id) => id !== 102);
    const found = await loadOffers([103, 101, 102, 101]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(askedIds(fetchMock, 0)).toBe('103,101,102');
    expect(found.get(101)?.title).toBe('Photo 101');
    expect(found.get(102)).toBeNull();
    expect((await loadOffer(103))?.submissionId).toBe(103);
    await loadOffers([101, 102]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks 50 photos a request at most', async () => {
    const fetchMock = offersApi(() => true);
    const ids = Array.from({ length: 60 }, (_, i) => 1000 + i);
    expect((await loadOffers(ids)).size).toBe(60);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(askedIds(fetchMock, 0)?.split(',')).toHaveLength(50);
    expect(askedIds(fetchMock, 1)?.split(',')).toHaveLength(10);
  });

  it('forgets a failed request, so the next look asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await expect(loadOffers([2001])).rejects.toThrow();
    const fetchMock = offersApi(() => true);
    expect((await loadOffers([2001])).get(2001)?.submissionId).toBe(2001);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('where prints go by default', () => {
  it("is the browser's region where prints can be sent, else the next language's, else the US", () => {
    expect(localeCountry(['en-GB'])).toBe('GB');
    expect(localeCountry(['fa-IR', 'de'])).toBe('DE');
    expect(localeCountry(['fa-IR'])).toBe('US');
    expect(shipCountry('FR')).toBe('FR');
    expect(shipCountry('CU')).toBe(localeCountry());
  });
});
