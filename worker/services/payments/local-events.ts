import Stripe from 'stripe';
import type { LocalEvent } from './local-objects';

const cryptoProvider = Stripe.createSubtleCryptoProvider();

// A local provider's event in Stripe's format, signed with the webhook secret the way Stripe
// signs: the webhook verifies it exactly as it verifies Stripe's own.
export async function signLocalEvent(event: LocalEvent, secret: string) {
  const payload = JSON.stringify({
    id: `evt_local_${crypto.randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: null,
    type: event.type,
    data: { object: event.object },
  });
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider });
  return { payload, header };
}
