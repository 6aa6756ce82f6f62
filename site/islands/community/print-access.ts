import type { SubmissionDto } from '../../../worker/contract/submissions';
import { readEdgeState } from '../../lib/edge-state';
import { addToCart } from '../../stores/cart';
import { showToast } from '../../stores/toast';

const PRINT_PLANS = new Set(['print_user', 'portfolio_pro']);

// Spec §5: Buy Print and add-to-cart are for print_user and portfolio_pro subscribers
// (spec §3 also saw the hyphenated spellings). The Worker's word for this request decides.
export function canBuyPrints(): boolean {
  const type = readEdgeState().subscription?.subscriptionType;
  return Boolean(type && PRINT_PLANS.has(type.replace(/-/g, '_')));
}

// The default print (8x10 at 15.99, chosen by the cart store). While authors are hidden
// the line says so rather than naming nobody.
export function addPrint(entry: SubmissionDto): void {
  addToCart({
    submissionId: entry.id,
    title: entry.title,
    photographer: entry.username ?? 'Anonymous until results',
    imageUrl: entry.imageUrl,
    isUserSubmission: true,
  });
  showToast({ title: 'Added to cart', description: `An 8x10 print of “${entry.title}”.` });
}
