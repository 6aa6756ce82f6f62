import type { PAYMENT_PURPOSES } from '../../../db/schema';
import type { Db } from '../../env';
import type { Statement } from '../statements';
import type { CapturedPayment } from './ledger';
import type { PaymentProvider, ShippingAddress } from './provider';

// What a payment's purpose (the product it paid for) does when the webhook applies an event
// about it. Payments knows no product: each one hands its handlers in, and the table of them
// all is built above every product (services/payment-purposes.ts) and passed to the webhook
// and to the local provider, whose events reach the webhook's own handling.

export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export type PurposeContext = {
  at: Date;
  origin: string;
  // The site's sender (MAIL_FROM), when the event's receiver knows it: an invite's organizer.
  mailFrom: string | null;
  // Members the event's notifications may tell something (a mentor booked, a seller's sale):
  // their open tabs hear of it once the batch has landed.
  tell: (userIds: number[]) => void;
};

export type PurposeHandlers = {
  // Statements of the event's batch, placed before the payment is recorded: each must run only
  // while the payment is new, so a second event for the same payment, or a replay, changes nothing.
  paid?: (db: Db, payment: CapturedPayment, context: PurposeContext) => Promise<Statement[]>;
  // Work for once the batch has landed (a refund it found due), run whether this delivery applied
  // the event or an earlier one did, so a failure there is retried with the provider's next one.
  afterPaid?: (db: Db, provider: PaymentProvider, payment: CapturedPayment, context: PurposeContext) => Promise<unknown>;
  // The checkout ran out unpaid.
  checkoutExpired?: (db: Db, checkoutId: string, context: PurposeContext) => Statement[];
  // The address the buyer gave at the provider's checkout.
  checkoutAddress?: (db: Db, reference: string, address: ShippingAddress) => Statement[];
};

// Every purpose is named, so a new one (webinars) has to say what its payments do.
export type PurposeHandlerTable = Record<PaymentPurpose, PurposeHandlers>;
