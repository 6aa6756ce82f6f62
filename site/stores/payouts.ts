import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore } from './query';

// The signed-in mentor's or seller's earnings: balance, payout account and payouts.
export const $earnings = callStore(api.payouts.index.$url(), () => answer(api.payouts.index.$get()));

// The provider's onboarding page for their payout account, coming back to this page.
export async function payoutSetupUrl(): Promise<string> {
  const returnTo = location.pathname;
  const { url } = await answer(withMutationRetry(() => api.payouts['account-link'].$post({ json: { returnTo } })));
  return url;
}
