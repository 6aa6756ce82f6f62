import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { formatUsd } from '../domain/money';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { csrfProtection } from '../middleware/csrf';
import { attachDb } from '../middleware/db';
import { paymentsFor } from '../services/payments';
import type { LocalCheckout, LocalProvider, PayInput } from '../services/payments/local-provider';
import type { ShippingAddress } from '../services/payments/provider';

// The local provider's hosted checkout (services/payments/local-provider.ts): what Stripe's
// page does, offline — card, expiry, CVC, name and, when asked, a shipping address; Stripe's
// test cards decide the outcome. Only where the local provider runs (PAYMENTS_LOCAL on a
// loopback host); everywhere else this path does not exist.

type Fields = Record<string, string>;

const FIELD_LABELS = {
  card: 'Card number',
  expiry: 'Expiry (MM / YY)',
  cvc: 'CVC',
  name: 'Name on card',
} as const;

const SHIPPING_LABELS = {
  shipName: 'Full name',
  line1: 'Address',
  line2: 'Address line 2 (optional)',
  city: 'City',
  postalCode: 'Postal code',
  state: 'State or region (optional)',
  country: 'Country (2 letters, e.g. US)',
} as const;

// What a hosted checkout says about each field, as it says it.
function problems(fields: Fields, collectShipping: boolean, at: Date): Fields {
  const found: Fields = {};
  if (!/^\d{16}$/.test((fields.card ?? '').replace(/\s/g, ''))) found.card = 'Your card number is incomplete.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields.expiry ?? '');
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) found.expiry = "Your card's expiration date is incomplete.";
  else if (Date.UTC(2000 + Number(expiry[2]), month) <= at.getTime())
    found.expiry = "Your card's expiration year is in the past.";
  if (!/^\d{3,4}$/.test(fields.cvc ?? '')) found.cvc = "Your card's security code is incomplete.";
  if (!fields.name?.trim()) found.name = 'Enter the name on your card.';
  if (collectShipping) {
    for (const key of ['shipName', 'line1', 'city', 'postalCode'] as const) {
      if (!fields[key]?.trim()) found[key] = 'This field is required.';
    }
    if (!/^[A-Za-z]{2}$/.test(fields.country ?? '')) found.country = 'Enter a two-letter country code.';
  }
  return found;
}

function shippingOf(fields: Fields): ShippingAddress {
  const optional = (value: string | undefined) => value?.trim() || null;
  return {
    name: fields.shipName?.trim() ?? '',
    line1: fields.line1?.trim() ?? '',
    line2: optional(fields.line2),
    city: fields.city?.trim() ?? '',
    postalCode: fields.postalCode?.trim() ?? '',
    state: optional(fields.state),
    country: (fields.country ?? '').toUpperCase(),
  };
}

// `attrs` are this file's own constant attributes, written out as they are.
const field = (name: string, label: string, fields: Fields, errors: Fields, attrs = '') =>
  html`<label class="field">
    <span>${label}</span>
    <input name="${name}" value="${fields[name] ?? ''}" ${raw(attrs)} aria-invalid="${errors[name] ? 'true' : 'false'}" />
    ${errors[name] ? html`<small class="error">${errors[name]}</small>` : ''}
  </label>`;

function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} | Aperture Circle (local checkout)</title>
        <style>
          body { font-family: system-ui, sans-serif; background: #f6f7f9; color: #1a1f36; margin: 0; }
          main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 420px); gap: 48px; max-width: 960px; margin: 0 auto; padding: 48px 24px; }
          @media (max-width: 760px) { main { grid-template-columns: 1fr; gap: 24px; padding: 24px 16px; } }
          h1 { font-size: 1.1rem; margin: 0 0 4px; } .total { font-size: 2rem; font-weight: 600; margin: 0 0 24px; }
          .line { display: flex; justify-content: space-between; gap: 16px; padding: 10px 0; border-bottom: 1px solid #e3e8ee; }
          form, .panel { background: #fff; border: 1px solid #e3e8ee; border-radius: 10px; padding: 24px; display: grid; gap: 14px; }
          .field { display: grid; gap: 6px; font-size: 14px; }
          input { font: inherit; width: 100%; min-width: 0; box-sizing: border-box; padding: 10px 12px; border: 1px solid #cfd7df; border-radius: 6px; }
          input[aria-invalid='true'] { border-color: #df1b41; } .error, .declined { color: #df1b41; }
          .row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
          button { font: inherit; font-weight: 600; padding: 12px; border: 0; border-radius: 6px; background: #0570de; color: #fff; cursor: pointer; }
          button.secondary { background: #e3e8ee; color: #1a1f36; }
          .hint { font-size: 13px; color: #697386; } a { color: #0570de; }
          .badge { display: inline-block; font-size: 12px; background: #ffde92; color: #6a4a00; border-radius: 4px; padding: 2px 6px; }
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

function summary(checkout: LocalCheckout) {
  return html`<section>
    <a href="${checkout.cancelUrl}">← Back to Aperture Circle</a>
    <p><span class="badge">Test mode</span></p>
    <h1>${checkout.mode === 'subscription' ? 'Subscribe' : 'Pay Aperture Circle'}</h1>
    <p class="total">${formatUsd(checkout.amountCents)}${checkout.interval ? html` <small>per ${checkout.interval}</small>` : ''}</p>
    ${checkout.lines.map(
      (line) =>
        html`<div class="line"><span>${line.name}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</span><span>${formatUsd(line.unitAmountCents * line.quantity)}</span></div>`,
    )}
    <p class="hint">
      Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 asks you to
      confirm; 4000 0000 0000 0341 pays now and fails at renewal. Any future expiry, any CVC.
    </p>
  </section>`;
}

function payForm(checkout: LocalCheckout, fields: Fields = {}, errors: Fields = {}, declined: string | null = null) {
  return page(
    'Checkout',
    html`${summary(checkout)}
      <form method="post" novalidate>
        ${declined ? html`<p class="declined" role="alert">${declined}</p>` : ''}
        ${field('card', FIELD_LABELS.card, fields, errors, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"')}
        <div class="row">
          ${field('expiry', FIELD_LABELS.expiry, fields, errors, 'autocomplete="cc-exp" placeholder="MM / YY"')}
          ${field('cvc', FIELD_LABELS.cvc, fields, errors, 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"')}
        </div>
        ${field('name', FIELD_LABELS.name, fields, errors, 'autocomplete="cc-name"')}
        ${
          checkout.collectShipping
            ? html`<fieldset class="panel"><legend>Shipping address</legend>
                ${Object.entries(SHIPPING_LABELS).map(([name, label]) => field(name, label, fields, errors))}
              </fieldset>`
            : ''
        }
        <button type="submit">${checkout.mode === 'subscription' ? 'Subscribe' : `Pay ${formatUsd(checkout.amountCents)}`}</button>
      </form>`,
  );
}

// The confirmation step 4000 0025 0000 3155 asks for (3-D Secure on a real card).
function confirmForm(checkout: LocalCheckout, fields: Fields) {
  const hidden = Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`);
  return page(
    'Confirm your payment',
    html`${summary(checkout)}
      <form method="post">
        <h1>Confirm your payment</h1>
        <p>Your bank asks you to confirm this payment of ${formatUsd(checkout.amountCents)}.</p>
        ${hidden}
        <button type="submit" name="confirmation" value="complete">Complete</button>
        <button type="submit" name="confirmation" value="fail" class="secondary">Fail</button>
      </form>`,
  );
}

function closed(checkout: LocalCheckout) {
  return page(
    'Checkout closed',
    html`${summary(checkout)}
      <div class="panel">
        <h1>${checkout.status === 'complete' ? 'This checkout is already paid.' : 'This checkout has expired.'}</h1>
        <a href="${checkout.cancelUrl}">Return to Aperture Circle</a>
      </div>`,
  );
}

async function localCheckout(local: LocalProvider, id: string) {
  try {
    return await local.checkout(id);
  } catch {
    throw new ApiError('NOT_FOUND', 'No such checkout');
  }
}

export const devCheckoutRoutes = new Hono<AppEnv & { Variables: { local: LocalProvider } }>()
  .use(attachDb)
  .use(async (c, next) => {
    const local = paymentsFor(c.env, c.var.db, c.req.url)?.local;
    if (!local) throw new ApiError('NOT_FOUND', 'Not found');
    c.set('local', local);
    return next();
  })
  .get('/:id', async (c) => {
    const checkout = await localCheckout(c.var.local, c.req.param('id'));
    return c.html(checkout.status === 'open' ? payForm(checkout) : closed(checkout));
  })
  .post('/:id', csrfProtection, async (c) => {
    const checkout = await localCheckout(c.var.local, c.req.param('id'));
    const form = await c.req.parseBody();
    const fields: Fields = {};
    for (const [name, value] of Object.entries(form))
      if (typeof value === 'string' && name !== 'confirmation') fields[name] = value;
    const errors = problems(fields, checkout.collectShipping, new Date());
    if (Object.keys(errors).length > 0) return c.html(payForm(checkout, fields, errors), 400);
    if (form.confirmation === 'fail')
      return c.html(payForm(checkout, fields, {}, 'We were unable to confirm your payment. Try another card.'), 402);
    const input: PayInput = {
      card: fields.card ?? '',
      confirmed: form.confirmation === 'complete',
      shipping: checkout.collectShipping ? shippingOf(fields) : null,
    };
    const result = await c.var.local.pay(checkout.id, input);
    if (result.outcome === 'paid') return c.redirect(result.redirect, 303);
    if (result.outcome === 'confirm') return c.html(confirmForm(checkout, fields));
    if (result.outcome === 'closed') return c.html(closed(result.checkout), 409);
    return c.html(payForm(checkout, fields, {}, result.message), 402);
  });
