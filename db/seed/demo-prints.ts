import { EARNINGS_HOLD_DAYS, mulDivRound } from '../../worker/domain/money.ts';
import { SHIPPING_ZONES, sellerSplit } from '../../worker/domain/prints.ts';
import { insert, type Row } from './sql.ts';

// Print sales for the demo: imogen and henri list their entries in the community challenge
// "Quiet Corners" (its results are named by the first cron tick), and three orders between
// them are paid (shipped, in production, waiting), so both dashboards have something to show
// and henri (Portfolio Pro) can buy imogen's print.

const DAY = 86_400_000;
const IMOGEN = 5;
const HENRI = 6;

const ADDRESSES: Record<number, Row> = {
  [IMOGEN]: {
    name: 'Imogen Cole',
    line1: '14 Fern Lane',
    line2: null,
    city: 'Portland',
    state: 'OR',
    postalCode: '97205',
    country: 'US',
  },
  [HENRI]: {
    name: 'Henri Bresson',
    line1: '220 Canal Street',
    line2: 'Apt 4',
    city: 'New York',
    state: 'NY',
    postalCode: '10013',
    country: 'US',
  },
};

// Each listing's price sheet, in cents by size.
const PRICES: Record<number, Record<string, number>> = {
  [IMOGEN]: { '8x10': 1599, '11x14': 2999, '16x20': 4999 },
  [HENRI]: { '8x10': 1899, '11x14': 3499, '20x30': 8999 },
};

type Entry = { id: number; user_id: number; title: string };

export function demoPrints(now: number, entries: Row[]): string[] {
  const listed = (entries as unknown as Entry[]).filter(
    (e) => e.title.startsWith('Quiet Corners') && (e.user_id === IMOGEN || e.user_id === HENRI),
  );
  const listingOf = new Map<number, { id: number; entry: Entry }>();
  const listings: Row[] = [];
  const sizes: Row[] = [];
  for (const [i, entry] of listed.entries()) {
    const id = i + 1;
    listingOf.set(entry.user_id, { id, entry });
    listings.push({
      id,
      submission_id: entry.id,
      seller_id: entry.user_id,
      status: 'active',
      // A high-resolution master, as a seller would upload (the file itself is not seeded).
      master_key: `masters/demo-listing-${id}.jpg`,
      master_width: 6000,
      master_height: 4000,
      master_bytes: 24_000_000,
      published_at: now - 8 * DAY,
      created_at: now - 8 * DAY,
    });
    for (const [size, price_cents] of Object.entries(PRICES[entry.user_id] ?? {}))
      sizes.push({ listing_id: id, size, price_cents });
  }

  const orders: Row[] = [];
  const lines: Row[] = [];
  const fulfilments: Row[] = [];
  const payments: Row[] = [];
  const ledger: Row[] = [];
  const paymentObjects: Row[] = [];
  const parcel = SHIPPING_ZONES.domestic.cents;
  const order = (
    buyerId: number,
    sellerId: number,
    size: string,
    quantity: number,
    paidAt: number,
    status: string,
    tracking?: string,
  ) => {
    const listing = listingOf.get(sellerId);
    const unit = PRICES[sellerId]?.[size];
    if (!listing || unit === undefined) return;
    const id = orders.length + 1;
    const subtotal = unit * quantity;
    const total = subtotal + parcel;
    const paymentId = `pi_local_demo_print_${id}`;
    orders.push({
      id,
      buyer_id: buyerId,
      status: 'paid',
      payment_id: paymentId,
      zone: 'domestic',
      subtotal_cents: subtotal,
      shipping_cents: parcel,
      total_cents: total,
      shipping_address: JSON.stringify(ADDRESSES[buyerId]),
      paid_at: paidAt,
      created_at: paidAt - 60_000,
    });
    lines.push({
      order_id: id,
      listing_id: listing.id,
      submission_id: listing.entry.id,
      seller_id: sellerId,
      size,
      quantity,
      unit_price_cents: unit,
    });
    fulfilments.push({
      order_id: id,
      seller_id: sellerId,
      status,
      subtotal_cents: subtotal,
      shipping_cents: parcel,
      carrier: tracking ? 'USPS' : null,
      tracking_number: tracking ?? null,
      updated_at: paidAt + DAY,
      created_at: paidAt,
    });
    // The payment is the platform's; the seller's part moves to them in its own transaction.
    const processorFee = mulDivRound(total, 29, 1000) + 30;
    payments.push({
      id: paymentId,
      checkout_id: null,
      user_id: buyerId,
      payee_id: null,
      purpose: 'print_order',
      reference: String(id),
      amount_cents: total,
      platform_fee_cents: total,
      processor_fee_cents: processorFee,
      service_at: paidAt,
      created_at: paidAt,
    });
    const entry = (
      txn: string,
      line: number,
      account: string,
      kind: string,
      amount: number,
      userId: number | null,
      availableAt = paidAt,
    ): Row => ({
      txn,
      line,
      account,
      kind,
      amount_cents: amount,
      user_id: userId,
      payment_id: paymentId,
      available_at: availableAt,
      created_at: paidAt,
    });
    const { sellerCents } = sellerSplit(subtotal, parcel);
    ledger.push(
      entry(`payment:${paymentId}`, 0, 'customer', 'payment', -total, null),
      entry(`payment:${paymentId}`, 1, 'processor', 'processor_fee', processorFee, null),
      entry(`payment:${paymentId}`, 2, 'platform', 'processor_fee', -processorFee, null),
      entry(`payment:${paymentId}`, 3, 'platform', 'platform_fee', total, null),
      entry(`print-share:${id}:${sellerId}`, 0, 'platform', 'share', -sellerCents, null),
      entry(`print-share:${id}:${sellerId}`, 1, 'payee', 'share', sellerCents, sellerId, paidAt + EARNINGS_HOLD_DAYS * DAY),
    );
    // The local provider's own record of it, so a refund goes through like any other.
    paymentObjects.push({
      id: paymentId,
      kind: 'payment',
      data: JSON.stringify({
        id: paymentId,
        status: 'succeeded',
        amountCents: total,
        refundedCents: 0,
        disputedCents: 0,
        processorFeeCents: processorFee,
        currency: 'usd',
        customerId: `cus_local_demo_${buyerId}`,
        metadata: { userId: String(buyerId), purpose: 'print_order', reference: String(id) },
        created: new Date(paidAt),
      }),
    });
  };
  order(HENRI, IMOGEN, '8x10', 2, now - 9 * DAY, 'delivered', '9400 1118 9922 3107 4421 08');
  order(HENRI, IMOGEN, '11x14', 1, now - 2 * DAY, 'in_production');
  order(IMOGEN, HENRI, '11x14', 1, now - DAY, 'paid');

  return [
    insert('print_listings', listings),
    insert('print_listing_sizes', sizes),
    insert('print_orders', orders),
    insert('print_order_lines', lines),
    insert('print_fulfilments', fulfilments),
    insert('payments', payments),
    insert('ledger_entries', ledger),
    insert('local_payment_objects', paymentObjects),
  ];
}
