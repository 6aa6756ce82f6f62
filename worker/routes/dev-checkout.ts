import { Hono } from 'hono';
import { html } from 'hono/html';
import { formatUsd } from '../domain/money';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { csrfProtection } from '../middleware/csrf';
import { attachDb } from '../middleware/db';
import type { LocalCheckout, PayInput } from '../services/payments/local-objects';
import type { LocalProvider } from '../services/payments/local-provider';
import type { ShippingAddress } from '../services/payments/provider';
import { cardFields, cardProblems, type Fields, field, page, withLocalProvider } from './dev-payment-page';
import { sendMailSoon } from './send-mail-soon';

// The local provider's hosted checkout (services/payments/local-provider.ts): what Stripe's
// page does, offline — card, expiry, CVC, name and, when asked, a shipping address; Stripe's
// test cards decide the outcome. Only where the local provider runs (PAYMENTS_LOCAL on a
// loopback host); everywhere else this path does not exist.

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
function problems(fields: Fields, shipTo: string | null, at: Date): Fields {
  const found = cardProblems(fields, at);
  if (shipTo) {
    for (const key of ['shipName', 'line1', 'city', 'postalCode'] as const) {
      if (!fields[key]?.trim()) found[key] = 'This field is required.';
    }
    if (!/^[A-Za-z]{2}$/.test(fields.country ?? '')) found.country = 'Enter a two-letter country code.';
    else if (fields.country?.toUpperCase() !== shipTo) found.country = `This order ships to ${shipTo} only.`;
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
        ${cardFields(fields, errors)}
        ${
          checkout.shipTo
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
  .use(withLocalProvider)
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
    const errors = problems(fields, checkout.shipTo, new Date());
    if (Object.keys(errors).length > 0) return c.html(payForm(checkout, fields, errors), 400);
    if (form.confirmation === 'fail')
      return c.html(payForm(checkout, fields, {}, 'We were unable to confirm your payment. Try another card.'), 402);
    const input: PayInput = {
      card: fields.card ?? '',
      confirmed: form.confirmation === 'complete',
      shipping: checkout.shipTo ? shippingOf(fields) : null,
    };
    const result = await c.var.local.pay(checkout.id, input);
    if (result.outcome === 'paid') {
      sendMailSoon(c);
      return c.redirect(result.redirect, 303);
    }
    if (result.outcome === 'confirm') return c.html(confirmForm(checkout, fields));
    if (result.outcome === 'closed') return c.html(closed(result.checkout), 409);
    return c.html(payForm(checkout, fields, {}, result.message), 402);
  });
