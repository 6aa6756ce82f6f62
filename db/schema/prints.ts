import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { FULFILMENT_STATUSES } from '../../worker/domain/prints';
import { users } from './accounts';
import { submissions } from './challenges';
import { createdAt } from './columns';

// Print sales. A listing sells prints of one of its seller's own entries in a public community
// challenge whose results are named; its print master (the full-resolution file) is kept
// under masters/, never served to the public, and uploaded in parts (`print_master_parts`
// remembers which parts landed, so an upload resumes where it stopped).
export const printListings = sqliteTable(
  'print_listings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    submissionId: integer('submission_id')
      .notNull()
      .unique()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // draft until published; paused by its seller, or by the cron when their subscription lapses.
    status: text('status', { enum: ['draft', 'active', 'paused'] })
      .notNull()
      .default('draft'),
    pausedBy: text('paused_by', { enum: ['seller', 'subscription'] }),
    masterKey: text('master_key'),
    masterWidth: integer('master_width'),
    masterHeight: integer('master_height'),
    masterBytes: integer('master_bytes'),
    // An upload in progress: R2's multipart upload, its key and the file's declared size.
    uploadId: text('upload_id'),
    uploadKey: text('upload_key'),
    uploadBytes: integer('upload_bytes'),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('print_listings_seller_idx').on(t.sellerId, t.status)],
);

export const printMasterParts = sqliteTable(
  'print_master_parts',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => printListings.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id').notNull(),
    partNumber: integer('part_number').notNull(),
    etag: text('etag').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.uploadId, t.partNumber] })],
);

// A listing's price sheet: the sizes it sells and the seller's price for each.
export const printListingSizes = sqliteTable(
  'print_listing_sizes',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => printListings.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.size] })],
);

// An order: written with its lines, priced by the server, when the buyer goes to the
// provider's checkout; paid only by the payment's webhook, which splits it into one
// fulfilment per seller.
export const printOrders = sqliteTable(
  'print_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['awaiting_payment', 'paid', 'expired'] })
      .notNull()
      .default('awaiting_payment'),
    checkoutId: text('checkout_id').unique(),
    paymentId: text('payment_id'),
    zone: text('zone').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    shippingAddress: text('shipping_address', { mode: 'json' }).$type<ShippingAddress>(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('print_orders_buyer_idx').on(t.buyerId, t.createdAt)],
);

export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
};

export const printOrderLines = sqliteTable(
  'print_order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => printOrders.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => printListings.id),
    submissionId: integer('submission_id').notNull(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [index('print_order_lines_order_idx').on(t.orderId), index('print_order_lines_seller_idx').on(t.sellerId)],
);

// One seller's part of a paid order: what they print and send, and where it stands.
export const printFulfilments = sqliteTable(
  'print_fulfilments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => printOrders.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: FULFILMENT_STATUSES }).notNull().default('paid'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    // Set by the statement that cancels or refunds it; the refund is sent after and retried
    // until `refunded_at` is written.
    refundDue: integer('refund_due', { mode: 'boolean' }).notNull().default(false),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    // Failed tries of that refund and when the next may be made: a refund the provider keeps
    // refusing waits longer each time, behind the others.
    refundFailures: integer('refund_failures').notNull().default(0),
    refundRetryAt: integer('refund_retry_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('print_fulfilments_order_seller_idx').on(t.orderId, t.sellerId),
    index('print_fulfilments_seller_idx').on(t.sellerId, t.status),
  ],
);
