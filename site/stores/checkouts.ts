import { answer, api } from '../lib/api-client';

// Where a checkout the member came back from stands: paid, still processing, or expired.
export const checkoutState = (id: string) => answer(api.payments.checkouts[':id'].$get({ param: { id } }));
