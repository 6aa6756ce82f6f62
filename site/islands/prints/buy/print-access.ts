import type { PrintOffer } from '../../../../worker/contract/prints';
import { formatUsd } from '../../../../worker/domain/money';
import { readEdgeState } from '../../../lib/edge-state';
import { addToCart } from '../../../stores/cart';
import { cartItemOf, defaultSize, loadOffer } from '../../../stores/prints';
import { showToast } from '../../../stores/toast';

const PRINT_PLANS = new Set(['print_user', 'portfolio_pro']);

// Spec §5: Buy Print and add-to-cart are for print_user and portfolio_pro subscribers
// (spec §3 also saw the hyphenated spellings). The Worker's word for this request decides.
export function canBuyPrints(): boolean {
  const type = readEdgeState().subscription?.subscriptionType;
  return Boolean(type && PRINT_PLANS.has(type.replace(/-/g, '_')));
}

// One size of an offer into the cart, said with its price.
export function addPrintToCart(offer: PrintOffer, size: string): void {
  const item = cartItemOf(offer, size);
  addToCart(item);
  showToast({
    title: 'Added to cart',
    description: `A ${size} print of “${offer.title}”, ${formatUsd(Math.round(item.price * 100))}.`,
  });
}

// The card's cart button: the photo's default print (8x10 when sold, else its smallest) at
// the price its offer gives. A photo nobody sells says so rather than doing nothing.
export async function addDefaultPrint(submissionId: number): Promise<void> {
  try {
    const offer = await loadOffer(submissionId);
    const size = offer && defaultSize(offer);
    if (!offer || !size) {
      showToast({ title: 'Not for sale as a print', description: 'This photo has no prints on offer.' });
      return;
    }
    addPrintToCart(offer, size);
  } catch {
    showToast({ title: 'Not added to cart', description: 'Please check your connection and try again.', variant: 'destructive' });
  }
}
