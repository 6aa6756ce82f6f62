import type { PrintListing } from '../../../worker/contract/print-listings';
import { formatUsd } from '../../../worker/domain/money';

export const STATUS_LABELS: Record<PrintListing['status'], string> = { draft: 'Draft', active: 'On sale', paused: 'Paused' };

const pausedWhy = (listing: PrintListing) =>
  listing.pausedBy === 'subscription' ? 'Paused while your subscription is inactive' : 'Paused by you';

// What follows a listing's status wherever it is listed: why it is paused and what it sells,
// each after a ' · '.
export function listingFacts(listing: PrintListing): string {
  const facts = listing.status === 'paused' ? [pausedWhy(listing)] : [];
  const { sizes } = listing;
  if (sizes.length > 0) {
    const from = Math.min(...sizes.map((s) => s.priceCents));
    facts.push(`${sizes.length} size${sizes.length === 1 ? '' : 's'} from ${formatUsd(from)}`);
  }
  return facts.map((fact) => ` · ${fact}`).join('');
}
