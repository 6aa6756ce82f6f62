import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { checkouts, PAYMENT_PURPOSES, paymentEvents, payoutAccounts } from '../../../db/schema';
import type { Db } from '../../env';
import { reusedStatement, runBatch, type Statement, statement } from '../statements';
import { type CapturedPayment, recordPayment, recordReversal } from './ledger';
import { paymentFailedStatements, receiptStatements } from './payment-mail';
import type { PaymentProvider, ProviderPayment } from './provider';
import type { PurposeHandlers, PurposeHandlerTable } from './purpose-handlers';
import { upsertSubscription } from './subscriptions';

// The only way money becomes real: a signed event from the provider (Stripe's, or the local
// provider's, signed the same way with its own secret). Its row is inserted first in the
// batch that applies it, as a plain INSERT: a replay or a duplicate delivered at the same
// moment fails on the key and the whole batch with it, so an event applies once. Effects come
// from the provider's current objects, retrieved here, so events arriving out of order still
// end in the provider's state.

const cryptoProvider = Stripe.createSubtleCryptoProvider();

export class BadSignature extends Error {}

// The raw body, exactly as received: parsing it first would break the signature. Stripe signs
// the platform's events and Connect's (payout accounts) with each endpoint's own secret.
export async function verifiedEvent(rawBody: string, signature: string | undefined, secrets: string[]): Promise<Stripe.Event> {
  if (!signature) throw new BadSignature('No Stripe-Signature header');
  for (const secret of secrets) {
    try {
      return await Stripe.webhooks.constructEventAsync(rawBody, signature, secret, undefined, cryptoProvider);
    } catch {
      // The next secret, if any.
    }
  }
  throw new BadSignature('The signature does not match the payload');
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

const purposeOf = (value: string | undefined) => PAYMENT_PURPOSES.find((purpose) => purpose === value) ?? null;

// A succeeded payment, split by what its checkout was for, and its receipt.
async function paymentStatements(
  db: Db,
  payment: ProviderPayment,
  checkoutId: string | null,
  context: Context,
): Promise<Statement[]> {
  const purpose = purposeOf(payment.metadata.purpose);
  if (payment.status !== 'succeeded' || !purpose) return [];
  const number = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
  const captured: CapturedPayment = {
    id: payment.id,
    checkoutId,
    userId: number(payment.metadata.userId),
    payeeId: number(payment.metadata.payeeId),
    purpose,
    reference: payment.metadata.reference ?? '',
    amountCents: payment.amountCents,
    processorFeeCents: payment.processorFeeCents,
    currency: payment.currency,
    // The sale, or when the service is given if later (a session's start): the payee's
    // share is held until 7 days after it.
    serviceAt: new Date(Math.max(payment.created.getTime(), Date.parse(payment.metadata.serviceAt ?? '') || 0)),
  };
  // What the payment does to what it paid for, with the purpose's work for after the batch.
  const { paid, afterPaid } = context.purposes[purpose];
  if (afterPaid) context.after.push((provider) => afterPaid(db, provider, captured, context));
  // The receipt and the product's own statements first: each runs only while the payment is
  // not yet recorded.
  return [
    ...(await receiptStatements(db, captured, payment.created, context.origin)),
    ...((await paid?.(db, captured, context)) ?? []),
    ...recordPayment(db, captured),
  ];
}

// What an event is applied with: `origin` is the site's, for the links in the mail it sends;
// `purposes`, what each product does with its payments; `tell`, how members' open tabs hear
// that their notifications changed (the members the event's batch may have told).
export type EventContext = {
  at?: Date;
  origin: string;
  // The site's sender (MAIL_FROM), for what the products mail with an organizer (invites).
  mailFrom?: string;
  purposes: PurposeHandlerTable;
  tell?: (userIds: number[]) => Promise<void> | void;
};

// `after`: work for once the batch has landed, run whether this delivery applied the event or
// an earlier one did (PurposeHandlers.afterPaid); `tell` collects whom to tell once it has.
type Context = Required<Omit<EventContext, 'tell' | 'mailFrom'>> & {
  mailFrom: string | null;
  after: ((provider: PaymentProvider) => Promise<unknown>)[];
  tell: (userIds: number[]) => void;
};

async function effects(db: Db, provider: PaymentProvider, event: Stripe.Event, context: Context): Promise<Statement[]> {
  const { at } = context;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.expired': {
      const checkout = await provider.retrieveCheckout(event.data.object.id);
      const statements: Statement[] = [
        statement(
          db,
          db
            .update(checkouts)
            .set({ status: checkout.status, completedAt: checkout.status === 'complete' ? at : null })
            .where(eq(checkouts.id, checkout.id)),
        ),
      ];
      if (checkout.paymentId) {
        statements.push(
          ...(await paymentStatements(db, await provider.retrievePayment(checkout.paymentId), checkout.id, context)),
        );
      }
      const purpose = purposeOf(checkout.metadata.purpose);
      const { checkoutAddress, checkoutExpired }: PurposeHandlers = purpose ? context.purposes[purpose] : {};
      if (checkout.shipping && checkoutAddress) {
        statements.push(...checkoutAddress(db, checkout.metadata.reference, checkout.shipping));
      }
      if (checkout.status === 'expired' && checkoutExpired) statements.push(...checkoutExpired(db, checkout.id, context));
      if (checkout.subscriptionId) {
        statements.push(upsertSubscription(db, await provider.retrieveSubscription(checkout.subscriptionId), at));
      }
      return statements;
    }
    case 'payment_intent.succeeded':
      return paymentStatements(db, await provider.retrievePayment(event.data.object.id), null, context);
    case 'charge.refunded': {
      const paymentId = idOf(event.data.object.payment_intent);
      if (!paymentId) return [];
      const payment = await provider.retrievePayment(paymentId);
      return recordReversal(db, { eventId: event.id, paymentId, column: 'refunded', cents: payment.refundedCents, at });
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const paymentId = idOf(event.data.object.payment_intent);
      if (!paymentId) return [];
      const payment = await provider.retrievePayment(paymentId);
      return recordReversal(db, { eventId: event.id, paymentId, column: 'disputed', cents: payment.disputedCents, at });
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return [upsertSubscription(db, await provider.retrieveSubscription(event.data.object.id), at)];
    // A downgrade scheduled, rewritten or dropped: the subscription shows what comes next.
    case 'subscription_schedule.created':
    case 'subscription_schedule.updated':
    case 'subscription_schedule.released':
    case 'subscription_schedule.canceled': {
      const subscriptionId = idOf(event.data.object.subscription) ?? event.data.object.released_subscription;
      return subscriptionId ? [upsertSubscription(db, await provider.retrieveSubscription(subscriptionId), at)] : [];
    }
    case 'account.updated': {
      const account = await provider.retrievePayoutAccount(event.data.object.id);
      return [
        statement(
          db,
          db
            .update(payoutAccounts)
            .set({ payoutsEnabled: account.payoutsEnabled })
            .where(eq(payoutAccounts.providerAccountId, account.id)),
        ),
      ];
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = await provider.retrieveInvoice(event.data.object.id);
      const statements: Statement[] = [];
      if (invoice.subscriptionId) {
        statements.push(upsertSubscription(db, await provider.retrieveSubscription(invoice.subscriptionId), at));
        if (!invoice.paid) statements.push(...(await paymentFailedStatements(db, invoice.subscriptionId, at, context.origin)));
      }
      if (invoice.paid && invoice.paymentId) {
        statements.push(...(await paymentStatements(db, await provider.retrievePayment(invoice.paymentId), null, context)));
      }
      return statements;
    }
    default:
      return [];
  }
}

const insertEvent = reusedStatement<{ id: string; type: string }>((db) =>
  db.insert(paymentEvents).values({ id: sql.placeholder('id'), type: sql.placeholder('type') }),
);

const isDuplicateEvent = (error: unknown) =>
  /UNIQUE constraint failed: payment_events\.id/.test(
    error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error),
  );

// 'applied', or 'duplicate' when this event was applied before (or is being applied right
// now by a concurrent delivery). Any other failure throws: the webhook answers 500 and the
// provider delivers again; the batch left nothing behind.
export async function applyEvent(
  db: Db,
  provider: PaymentProvider,
  event: Stripe.Event,
  { at = new Date(), origin, mailFrom, purposes, tell }: EventContext,
): Promise<'applied' | 'duplicate'> {
  // No read first: a new event, the common case, costs the provider's object and one batch,
  // and a replay fails on the event row's key like a concurrent duplicate.
  const after: Context['after'] = [];
  const told: number[] = [];
  const statements = await effects(db, provider, event, {
    at,
    origin,
    mailFrom: mailFrom ?? null,
    purposes,
    after,
    tell: (userIds) => told.push(...userIds),
  });
  let outcome: 'applied' | 'duplicate' = 'applied';
  try {
    await runBatch(db, [insertEvent(db, event), ...statements]);
  } catch (error) {
    if (!isDuplicateEvent(error)) throw error;
    outcome = 'duplicate';
  }
  if (outcome === 'applied' && told.length > 0) await tell?.(told);
  for (const task of after) await task(provider);
  return outcome;
}

// What the webhook route does with a delivery, and what the local provider does with its own
// events: verify the raw body's signature, then apply it.
export async function receiveEvent(
  db: Db,
  provider: PaymentProvider,
  delivery: { rawBody: string; signature: string | undefined; secret: string },
  context: EventContext,
) {
  return applyEvent(db, provider, await verifiedEvent(delivery.rawBody, delivery.signature, [delivery.secret]), context);
}
