import type { FulfilmentStatus } from '../../worker/domain/prints';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore, revalidateKeys } from './query';
import { keyOf } from '../../worker/routes/clients';

// A seller's print orders to fulfil, and moving them along.
const fulfilmentsUrl = api.prints.fulfilments.$url();
export const $sellerFulfilments = callStore(fulfilmentsUrl, () => answer(api.prints.fulfilments.$get()));

export async function moveFulfilment(
  id: number,
  move: { status: FulfilmentStatus; carrier?: string; trackingNumber?: string },
): Promise<void> {
  await answer(withMutationRetry(() => api.prints.fulfilments[':id'].move.$post({ param: { id: String(id) }, json: move })));
  // The list, and the earnings a refund changes.
  revalidateKeys((key) => key === keyOf(fulfilmentsUrl) || key.startsWith(keyOf(api.payouts.index.$url())));
}
