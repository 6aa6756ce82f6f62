import type { PrintListing } from '../../../worker/contract/print-listings';

export const STATUS_LABELS: Record<PrintListing['status'], string> = { draft: 'Draft', active: 'On sale', paused: 'Paused' };

export const pausedWhy = (listing: PrintListing) =>
  listing.pausedBy === 'subscription' ? 'Paused while your subscription is inactive' : 'Paused by you';
