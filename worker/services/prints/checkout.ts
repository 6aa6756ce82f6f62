import { eq, sql } from 'drizzle-orm';
import { checkouts, printOrderLines, printOrders, submissions } from '../../../db/schema';
import type { PrintCheckoutRequest } from '../../contract/prints';
import { formatUsd, MAX_PAYMENT_CENTS } from '../../domain/money';
import { MAX_PRINT_QUANTITY, NO_PRINT_PLAN, SHIPPING_ZONES, zoneOf } from '../../domain/prints';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { Payments } from '../payments';
import { customerFor } from '../payments/customers';
import { runBatch, statement } from '../statements';
import { subscriptionStatus } from '../subscription';
import { offersFor } from './catalog';

// The cart's checkout: the buyer must hold a plan that buys prints; every line is priced
// again from its listing (a price or size from the browser is never trusted) and refused by
// name when its listing was withdrawn or no longer sells that size; shipping is a flat fee
// per seller's parcel by destination zone. The order and its lines are written priced, then
// the provider's checkout collects the address and the payment; only its webhook marks the
// order paid (order-payments.ts).

const CHECKOUT_MINUTES = 60;
const PRINT_PLANS = ['print_user', 'portfolio_pro'];

type Line = PrintCheckoutRequest['lines'][number];

type PricedLine = {
  listingId: number;
  submissionId: number;
  sellerId: number;
  title: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
};

export async function startPrintCheckout(
  db: Db,
  payments: Payments,
  buyerId: number,
  request: PrintCheckoutRequest,
  origin: string,
  now = new Date(),
): Promise<{ orderId: number; url: string }> {
  const plan = await subscriptionStatus(db, buyerId, now);
  if (!plan.hasActiveSubscription || !PRINT_PLANS.includes(plan.subscriptionType ?? '')) {
    throw new ApiError('FORBIDDEN', NO_PRINT_PLAN);
  }
  // The same photo and size twice is one line.
  const wanted = new Map<string, Line>();
  for (const line of request.lines) {
    const key = `${line.submissionId}:${line.size}`;
    const before = wanted.get(key);
    wanted.set(key, before ? { ...line, quantity: before.quantity + line.quantity } : line);
  }
  const ids = [...new Set(request.lines.map((line) => line.submissionId))];
  const offers = await offersFor(db, ids);
  // A refusal names the request's lines it is about (`lines.<index>`), so the cart can
  // mark them without reading the message.
  const refuse = (code: 'CONFLICT' | 'VALIDATION_FAILED', message: string, about: (line: Line) => boolean) =>
    new ApiError(
      code,
      message,
      request.lines.flatMap((line, index) => (about(line) ? [{ path: `lines.${index}`, message }] : [])),
    );
  const priced: PricedLine[] = [];
  for (const line of wanted.values()) {
    const samePhoto = (other: Line) => other.submissionId === line.submissionId;
    const sameLine = (other: Line) => samePhoto(other) && other.size === line.size;
    const offer = offers.get(line.submissionId);
    if (!offer) {
      const [photo] = await db
        .select({ title: submissions.title })
        .from(submissions)
        .where(eq(submissions.id, line.submissionId));
      const name = `“${photo?.title ?? `Photo ${line.submissionId}`}”`;
      throw refuse('CONFLICT', `${name} is no longer for sale: remove it from your cart`, samePhoto);
    }
    const name = `“${offer.title}”`;
    if (offer.sellerId === buyerId) {
      throw refuse('CONFLICT', `${name} is your own photo: you can't buy your own print`, samePhoto);
    }
    const size = offer.sizes.find((s) => s.size === line.size);
    if (!size) throw refuse('CONFLICT', `${name} is no longer sold in ${line.size}: choose another size`, sameLine);
    if (line.quantity > MAX_PRINT_QUANTITY) {
      throw refuse('VALIDATION_FAILED', `${name}: at most ${MAX_PRINT_QUANTITY} of one print`, sameLine);
    }
    priced.push({
      listingId: offer.listingId,
      submissionId: offer.submissionId,
      sellerId: offer.sellerId,
      title: offer.title,
      size: line.size,
      quantity: line.quantity,
      unitPriceCents: size.priceCents,
    });
  }
  const zone = zoneOf(request.country);
  const parcels = new Set(priced.map((line) => line.sellerId)).size;
  const shippingCents = SHIPPING_ZONES[zone].cents * parcels;
  const subtotalCents = priced.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (subtotalCents + shippingCents > MAX_PAYMENT_CENTS) {
    throw new ApiError(
      'VALIDATION_FAILED',
      `One order can be at most ${formatUsd(MAX_PAYMENT_CENTS)}: split it into smaller ones`,
    );
  }

  const [order] = await db
    .insert(printOrders)
    .values({ buyerId, zone, subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents, createdAt: now })
    .returning({ id: printOrders.id });
  if (!order) throw new Error('The order just written could not be read back');
  // The lines travel as one JSON parameter: D1 binds at most 100 values a statement, fewer than
  // a full cart's lines take as separate values.
  const lines = JSON.stringify(priced.map(({ title: _title, ...line }) => line));
  await db.run(sql`INSERT INTO ${printOrderLines} (order_id, listing_id, submission_id, seller_id, size, quantity, unit_price_cents)
    SELECT ${order.id}, json_extract(value, '$.listingId'), json_extract(value, '$.submissionId'),
      json_extract(value, '$.sellerId'), json_extract(value, '$.size'), json_extract(value, '$.quantity'),
      json_extract(value, '$.unitPriceCents')
    FROM json_each(${lines})`);

  const customerId = await customerFor(db, payments, buyerId);
  const checkout = await payments.provider.createCheckout({
    mode: 'payment',
    shipTo: request.country,
    lines: [
      ...priced.map((line) => ({
        name: `“${line.title}” print, ${line.size}`,
        unitAmountCents: line.unitPriceCents,
        quantity: line.quantity,
      })),
      {
        name: `Shipping to ${SHIPPING_ZONES[zone].label} (${parcels === 1 ? 'one parcel' : `${parcels} parcels, one per photographer`})`,
        unitAmountCents: SHIPPING_ZONES[zone].cents,
        quantity: parcels,
      },
    ],
    customerId,
    successUrl: `${origin}/order-confirmation?order=${order.id}`,
    cancelUrl: `${origin}/cart`,
    expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
    transferGroup: `print-order-${order.id}`,
    metadata: { userId: String(buyerId), purpose: 'print_order', reference: String(order.id) },
    idempotencyKey: `print-checkout:${order.id}`,
  });
  await runBatch(db, [
    statement(
      db,
      db
        .insert(checkouts)
        .values({
          id: checkout.id,
          userId: buyerId,
          purpose: 'print_order',
          reference: String(order.id),
          mode: 'payment',
          amountCents: checkout.amountCents,
          url: checkout.url,
          expiresAt: checkout.expiresAt,
        })
        .onConflictDoNothing(),
    ),
    statement(db, db.update(printOrders).set({ checkoutId: checkout.id }).where(eq(printOrders.id, order.id))),
  ]);
  return { orderId: order.id, url: checkout.url };
}
