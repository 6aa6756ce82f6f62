import { createMiddleware } from 'hono/factory';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { purposeHandlers } from '../services/payment-purposes';
import { paymentsFor } from '../services/payments';
import type { LocalProvider } from '../services/payments/local-provider';

// What the local provider's pages (dev-checkout.ts, dev-billing.ts) share: the hosted page's
// frame and look, and the card fields with what a hosted page says about each.

export type Fields = Record<string, string>;

export const FIELD_LABELS = {
  card: 'Card number',
  expiry: 'Expiry (MM / YY)',
  cvc: 'CVC',
  name: 'Name on card',
} as const;

// A card's fields, checked as a hosted page checks them.
export function cardProblems(fields: Fields, at: Date): Fields {
  const found: Fields = {};
  if (!/^\d{16}$/.test((fields.card ?? '').replace(/\s/g, ''))) found.card = 'Your card number is incomplete.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(fields.expiry ?? '');
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) found.expiry = "Your card's expiration date is incomplete.";
  else if (Date.UTC(2000 + Number(expiry[2]), month) <= at.getTime())
    found.expiry = "Your card's expiration year is in the past.";
  if (!/^\d{3,4}$/.test(fields.cvc ?? '')) found.cvc = "Your card's security code is incomplete.";
  if (!fields.name?.trim()) found.name = 'Enter the name on your card.';
  return found;
}

// `attrs` are the caller's own constant attributes, written out as they are.
export const field = (name: string, label: string, fields: Fields, errors: Fields, attrs = '') =>
  html`<label class="field">
    <span>${label}</span>
    <input name="${name}" value="${fields[name] ?? ''}" ${raw(attrs)} aria-invalid="${errors[name] ? 'true' : 'false'}" />
    ${errors[name] ? html`<small class="error">${errors[name]}</small>` : ''}
  </label>`;

export function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
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

// These pages exist only where the local provider runs (PAYMENTS_LOCAL on a loopback host).
export const withLocalProvider = createMiddleware<AppEnv & { Variables: { local: LocalProvider } }>(async (c, next) => {
  const local = paymentsFor(c.env, c.var.db, c.req.url, purposeHandlers)?.local;
  if (!local) throw new ApiError('NOT_FOUND', 'Not found');
  c.set('local', local);
  await next();
});

// The card's four fields, as both pages ask for them.
export const cardFields = (fields: Fields, errors: Fields) =>
  html`${field('card', FIELD_LABELS.card, fields, errors, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"')}
    <div class="row">
      ${field('expiry', FIELD_LABELS.expiry, fields, errors, 'autocomplete="cc-exp" placeholder="MM / YY"')}
      ${field('cvc', FIELD_LABELS.cvc, fields, errors, 'inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"')}
    </div>
    ${field('name', FIELD_LABELS.name, fields, errors, 'autocomplete="cc-name"')}`;
