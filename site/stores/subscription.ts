import type { PlanChoice } from '../../worker/contract/subscription';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { withMutationRetry } from '../lib/api-fetch';
import { callStore, mutateCache } from './query';

const mineUrl = api.subscription.index.$url();
const MINE_KEY = keyOf(mineUrl);

// The signed-in person's plan as the provider last described it (null: none).
export const $mySubscription = callStore(mineUrl, () => answer(api.subscription.index.$get()));

// The provider's checkout page for a plan: where the member goes next.
export async function startCheckout(choice: PlanChoice): Promise<string> {
  const { url } = await answer(withMutationRetry(() => api.subscription.checkout.$post({ json: choice })));
  return url;
}

// The provider's billing page, where the member updates their card.
export async function billingPortal(): Promise<string> {
  const { url } = await answer(withMutationRetry(() => api.subscription.portal.$post()));
  return url;
}

async function remember<A extends { subscription: unknown }>(call: Promise<A>): Promise<A> {
  const answered = await call;
  mutateCache(MINE_KEY, { subscription: answered.subscription });
  return answered;
}

export const cancelPlan = () => remember(answer(withMutationRetry(() => api.subscription.cancel.$post())));
export const resumePlan = () => remember(answer(withMutationRetry(() => api.subscription.resume.$post())));
export const switchPlan = (choice: PlanChoice) =>
  remember(answer(withMutationRetry(() => api.subscription.switch.$post({ json: choice }))));
