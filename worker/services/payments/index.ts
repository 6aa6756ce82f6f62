import { isLoopback } from '../../domain/loopback';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import { siteOrigin } from '../site-origin';
import { pushNotificationsChanged } from '../notifications/push';
import { signLocalEvent } from './local-events';
import { createLocalProvider, type LocalProvider } from './local-provider';
import type { PaymentProvider } from './provider';
import type { PurposeHandlerTable } from './purpose-handlers';
import { createStripeProvider } from './stripe-provider';
import { receiveEvent } from './webhook';

export type Payments = { provider: PaymentProvider; local: LocalProvider | null };

export const PAYMENTS_UNAVAILABLE = 'Payments are not available';

// The payment provider for a request, or null when there is none (the routes answer 503
// 'Payments are not available'). Stripe when its secret key is set. Otherwise the local
// provider, which needs PAYMENTS_LOCAL=true (set by `npm run dev` and the tests) and a
// loopback host: a deployment with no provider configured never takes a payment it cannot
// collect. The local provider's events go straight to the webhook's own handling
// (receiveEvent), signed like Stripe's, with what each product does with its payments
// (`purposes`, services/payment-purposes.ts).
export function paymentsFor(
  env: Env,
  db: Db,
  requestUrl: string,
  purposes: PurposeHandlerTable,
  now?: () => Date,
): Payments | null {
  const secret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret) return null;
  if (env.STRIPE_SECRET_KEY) {
    return { provider: createStripeProvider(env.STRIPE_SECRET_KEY, { prices: env, now }), local: null };
  }
  if (env.PAYMENTS_LOCAL !== 'true' || !isLoopback(new URL(requestUrl).hostname)) return null;
  const origin = siteOrigin(env);
  const local: LocalProvider = createLocalProvider(db, {
    origin,
    now,
    deliver: async (events) => {
      for (const event of events) {
        const { payload, header } = await signLocalEvent(event, secret);
        await receiveEvent(
          db,
          local.provider,
          { rawBody: payload, signature: header, secret },
          { at: now?.(), origin, mailFrom: env.MAIL_FROM, purposes, tell: (userIds) => pushNotificationsChanged(env, userIds) },
        );
      }
    },
  });
  return { provider: local.provider, local };
}

// The provider a request needs: without one, 503 'Payments are not available'.
export function requirePayments(env: Env, db: Db, requestUrl: string, purposes: PurposeHandlerTable): Payments {
  const payments = paymentsFor(env, db, requestUrl, purposes);
  if (!payments) throw new ApiError('UNAVAILABLE', PAYMENTS_UNAVAILABLE);
  return payments;
}
