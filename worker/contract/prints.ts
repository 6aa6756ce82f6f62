import { z } from 'zod';
import { FULFILMENT_STATUSES, MAX_ORDER_LINES, MAX_PRINT_QUANTITY, PRINT_SIZE_NAMES } from '../domain/prints';
import { isoTime } from './common';
import { canShipTo } from '../domain/shipping-countries';
import { plainLine } from './plain-text';

// Buying prints: a photo's print offer, the cart's checkout, orders and their fulfilments
// (docs/rules.md "Print sales: buying").

export const NOT_FOR_SALE = 'This photo is not for sale as a print';

export const printOfferSchema = z
  .object({
    listingId: z.number().int(),
    submissionId: z.number().int(),
    title: z.string(),
    // The photographer who sells and sends it: one parcel per seller.
    sellerId: z.number().int(),
    photographer: z.string(),
    imageUrl: z.string(),
    sizes: z.array(z.object({ size: z.string(), priceCents: z.number().int() })),
  })
  .meta({ id: 'PrintOffer' });
export type PrintOffer = z.infer<typeof printOfferSchema>;

export const submissionParam = z.object({
  submissionId: z.coerce.number().int().positive('Photo ids are positive whole numbers').max(Number.MAX_SAFE_INTEGER),
});

// The cart asks for all its photos' offers at once.
export const offersQuery = z.object({
  ids: z
    .string()
    .regex(
      new RegExp(`^[1-9]\\d{0,15}(,[1-9]\\d{0,15}){0,${MAX_ORDER_LINES - 1}}$`),
      `Photo ids are positive whole numbers, comma separated, at most ${MAX_ORDER_LINES}`,
    ),
});

// What the browser's cart asks for: photos and sizes only. Prices come from the listings.
export const printCheckoutSchema = z.object({
  lines: z
    .array(
      z.object({
        submissionId: z.number().int().positive(),
        size: z.enum(PRINT_SIZE_NAMES as [string, ...string[]], { message: 'Choose a print size' }),
        quantity: z.number().int().min(1).max(MAX_PRINT_QUANTITY, `At most ${MAX_PRINT_QUANTITY} of one print`),
      }),
    )
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines in one order`),
  // Where the prints go (ISO 3166 two letters): it sets the shipping zone; the provider's
  // checkout collects the full address.
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose the country the prints go to')
    .transform((code) => code.toUpperCase())
    .refine(canShipTo, "Prints can't be sent to that country: choose another"),
});
export type PrintCheckoutRequest = z.infer<typeof printCheckoutSchema>;

export const printCheckoutAnswerSchema = z.object({ orderId: z.number().int(), url: z.string() });

const fulfilmentSchema = z.object({
  id: z.number().int(),
  seller: z.object({ userId: z.number().int(), name: z.string() }),
  status: z.enum(FULFILMENT_STATUSES),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});

export const printOrderSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['awaiting_payment', 'paid', 'expired']),
    // The least advanced of its fulfilments, once paid.
    progress: z.enum(FULFILMENT_STATUSES).nullable(),
    subtotalCents: z.number().int(),
    shippingCents: z.number().int(),
    totalCents: z.number().int(),
    shippingAddress: z
      .object({
        name: z.string(),
        line1: z.string(),
        line2: z.string().nullable(),
        city: z.string(),
        state: z.string().nullable(),
        postalCode: z.string(),
        country: z.string(),
      })
      .nullable(),
    paidAt: isoTime.nullable(),
    createdAt: isoTime,
    lines: z.array(
      z.object({
        submissionId: z.number().int(),
        title: z.string(),
        imageUrl: z.string(),
        sellerId: z.number().int(),
        size: z.string(),
        quantity: z.number().int(),
        unitPriceCents: z.number().int(),
      }),
    ),
    fulfilments: z.array(fulfilmentSchema),
  })
  .meta({ id: 'PrintOrder' });
export type PrintOrderDto = z.infer<typeof printOrderSchema>;

export const orderParam = z.object({
  id: z.coerce.number().int().positive('Order ids are positive whole numbers').max(Number.MAX_SAFE_INTEGER),
});

export const fulfilmentParam = orderParam;

export const fulfilmentMoveSchema = z.object({
  status: z.enum(FULFILMENT_STATUSES, { message: 'Choose where the order goes next' }),
  carrier: plainLine().trim().max(60, 'The carrier must be at most 60 characters').optional(),
  trackingNumber: plainLine().trim().max(80, 'The tracking number must be at most 80 characters').optional(),
});

// A seller's part of an order, as they work on it.
export const sellerFulfilmentSchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    status: z.enum(FULFILMENT_STATUSES),
    buyerName: z.string(),
    shippingAddress: printOrderSchema.shape.shippingAddress,
    paidAt: isoTime.nullable(),
    subtotalCents: z.number().int(),
    shippingCents: z.number().int(),
    // What the seller earns from it: 85% of the prints and the shipping.
    sellerCents: z.number().int(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    lines: z.array(z.object({ submissionId: z.number().int(), title: z.string(), size: z.string(), quantity: z.number().int() })),
  })
  .meta({ id: 'SellerFulfilment' });
export type SellerFulfilmentDto = z.infer<typeof sellerFulfilmentSchema>;
