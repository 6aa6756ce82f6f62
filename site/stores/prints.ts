import { persistentAtom } from '@nanostores/persistent';
import type { PrintCheckoutRequest, PrintOffer, PrintOrderDto } from '../../worker/contract/prints';
import { DEFAULT_PRINT_SIZE, MAX_ORDER_LINES, SHIPPING_ZONES, zoneOf } from '../../worker/domain/prints';
import { canShipTo } from '../../worker/domain/shipping-countries';
import { answer, api } from '../lib/api-client';
import { HttpError, withMutationRetry } from '../lib/api-fetch';
import { checkoutStarted, type NewCartItem } from './cart';

// Buying prints (docs/rules.md "Print sales: buying (pages)"): photos' offers, the
// checkout, the buyer's orders and where their prints are sent.

const offers = new Map<number, Promise<PrintOffer | null>>();

// A photo's offer, asked once per page (null: not for sale). A failed request is
// forgotten, so the next try asks again.
export function loadOffer(submissionId: number): Promise<PrintOffer | null> {
  const known = offers.get(submissionId);
  if (known) return known;
  const asked = answer(api.prints.offers[':submissionId'].$get({ param: { submissionId: String(submissionId) } })).catch(
    (error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      offers.delete(submissionId);
      throw error;
    },
  );
  offers.set(submissionId, asked);
  return asked;
}

// Several photos' offers at once (the cart's): one request per MAX_ORDER_LINES photos not
// asked about yet, each answer then remembered as loadOffer remembers it.
export function loadOffers(submissionIds: number[]): Promise<Map<number, PrintOffer | null>> {
  const fresh = [...new Set(submissionIds)].filter((id) => !offers.has(id));
  for (let start = 0; start < fresh.length; start += MAX_ORDER_LINES) {
    const batch = fresh.slice(start, start + MAX_ORDER_LINES);
    const asked = answer(api.prints.offers.$get({ query: { ids: batch.join(',') } }));
    for (const id of batch) {
      offers.set(
        id,
        asked.then(
          (found) => found.find((offer) => offer.submissionId === id) ?? null,
          (error: unknown) => {
            offers.delete(id);
            throw error;
          },
        ),
      );
    }
  }
  return Promise.all(submissionIds.map(async (id) => [id, await loadOffer(id)] as const)).then((pairs) => new Map(pairs));
}

// Spec §9's default print is 8x10; a photo not sold in it starts at its smallest size.
export function defaultSize(offer: PrintOffer): string | undefined {
  return (offer.sizes.find((s) => s.size === DEFAULT_PRINT_SIZE) ?? offer.sizes[0])?.size;
}

export function priceOf(offer: PrintOffer, size: string): number | undefined {
  const found = offer.sizes.find((s) => s.size === size);
  return found ? found.priceCents / 100 : undefined;
}

// A cart line for one size of an offer (the offer's sizes always include it).
export function cartItemOf(offer: PrintOffer, size: string): NewCartItem {
  return {
    submissionId: offer.submissionId,
    title: offer.title,
    photographer: offer.photographer,
    imageUrl: offer.imageUrl,
    size,
    price: priceOf(offer, size) ?? 0,
    isUserSubmission: true,
  };
}

// The browser's own region (en-GB → GB; a bare language → its likeliest region) where prints
// can be sent, else the US.
export function localeCountry(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && canShipTo(region)) return region;
    } catch {
      // A malformed tag says nothing: try the next.
    }
  }
  return 'US';
}

// Where the prints go, remembered on this device once chosen.
export const $shipCountry = persistentAtom<string>('print-ship-country', '');
export const shipCountry = (stored: string) => (canShipTo(stored) ? stored : localeCountry());

// Shipping is flat per parcel, one parcel per photographer (docs/rules.md "Print sales").
export function shippingCents(country: string, parcels: number): number {
  return SHIPPING_ZONES[zoneOf(country)].cents * parcels;
}

// Starts the provider's checkout for these lines; answers where to go to pay.
export async function checkoutPrints(request: PrintCheckoutRequest): Promise<string> {
  const { orderId, url } = await answer(withMutationRetry(() => api.prints.checkout.$post({ json: request })));
  checkoutStarted(orderId);
  return url;
}

export const loadOrder = (orderId: number): Promise<PrintOrderDto> =>
  answer(api.prints.orders[':id'].$get({ param: { id: String(orderId) } }));

export const loadMyOrders = (): Promise<PrintOrderDto[]> => answer(api.prints.orders.$get());

// The buyer's own cancel, before production: that seller's part is refunded in full.
export async function cancelFulfilment(fulfilmentId: number): Promise<void> {
  await withMutationRetry(() =>
    api.prints.fulfilments[':id'].move.$post({ param: { id: String(fulfilmentId) }, json: { status: 'cancelled' } }),
  );
}
