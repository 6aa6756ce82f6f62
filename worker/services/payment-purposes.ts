import { sessionPurpose } from './mentors/session-payments';
import type { PurposeHandlerTable } from './payments/purpose-handlers';
import { printOrderPurpose } from './prints/order-payments';
import { webinarPurpose } from './webinars/seat-payments';

// What each product does with its payments, the one place that knows them all: payments
// itself knows none, so the products may use it without it using them. Handed to the webhook
// and to every paymentsFor (the local provider delivers its events to the webhook's handling).
export const purposeHandlers: PurposeHandlerTable = {
  // The provider's own objects, applied from its subscription events instead.
  subscription: {},
  mentor_session: sessionPurpose,
  // Quick sessions pay as 'mentor_session' (mentors/session-checkout.ts).
  quick_session: {},
  print_order: printOrderPurpose,
  webinar: webinarPurpose,
};
