import { longUtcDate } from '../domain/dates';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { html } from 'hono/html';
import { formatUsd } from '../domain/money';
import type { LocalSubscription } from '../domain/payment-objects';
import { PLANS } from '../domain/plans';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { csrfProtection } from '../middleware/csrf';
import { attachDb } from '../middleware/db';
import { loadSession } from '../middleware/session';
import { customerOf } from '../services/payments/customers';
import type { LocalProvider } from '../services/payments/local-provider';
import { siteOrigin } from '../services/site-origin';
import { cardFields, cardProblems, type Fields, page, withLocalProvider } from './dev-payment-page';

// The local provider's billing portal (Stripe's Customer Portal, offline): the customer's
// plans and a new card for them. A plan past due is billed on the new card at once. Only
// where the local provider runs.

function planLine(s: LocalSubscription) {
  const state =
    s.status === 'past_due'
      ? 'Payment failed'
      : s.cancelAtPeriodEnd
        ? `Ends ${longUtcDate(s.currentPeriodEnd)}`
        : `Renews ${longUtcDate(s.currentPeriodEnd)}`;
  return html`<div class="line">
    <span>${PLANS[s.plan].name} · ${formatUsd(PLANS[s.plan].cents[s.interval])} / ${s.interval}</span>
    <span class="${s.status === 'past_due' ? 'declined' : 'hint'}">${state}</span>
  </div>`;
}

// Back to the page that opened the portal, when it is on this site.
function returnUrl(origin: string, asked: string | undefined): string {
  try {
    const url = new URL(asked ?? '/subscription', origin);
    return url.origin === origin ? url.href : `${origin}/subscription`;
  } catch {
    return `${origin}/subscription`;
  }
}

function portal(
  back: string,
  plans: LocalSubscription[],
  fields: Fields = {},
  errors: Fields = {},
  declined: string | null = null,
) {
  return page(
    'Billing',
    html`<section>
        <a href="${back}">← Back to Aperture Circle</a>
        <p><span class="badge">Test mode</span></p>
        <h1>Billing</h1>
        ${plans.length ? plans.map(planLine) : html`<p class="hint">No current plans.</p>`}
        <p class="hint">
          Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 0341 pays now and
          fails at renewal.
        </p>
      </section>
      <form method="post" novalidate>
        <h1>Update card</h1>
        ${declined ? html`<p class="declined" role="alert">${declined}</p>` : ''}
        ${cardFields(fields, errors)}
        <button type="submit">Update card</button>
      </form>`,
  );
}

// The portal shows and bills one member's plans: only that member, signed in, opens it, as
// only they can reach Stripe's through the link the site makes for them. Anyone else finds
// nothing there; a signed-out visitor is asked to sign in first.
const ownerOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.var.user;
  if (!user) {
    const here = new URL(c.req.url);
    return c.redirect(`/auth?next=${encodeURIComponent(here.pathname + here.search)}`);
  }
  if ((await customerOf(c.var.db, user.id)) !== c.req.param('customer')) throw new ApiError('NOT_FOUND', 'Not found');
  await next();
});

export const devBillingRoutes = new Hono<AppEnv & { Variables: { local: LocalProvider } }>()
  .use(attachDb)
  .use(withLocalProvider)
  .use('/:customer', loadSession, ownerOnly)
  .get('/:customer', async (c) => {
    const back = returnUrl(siteOrigin(c.env), c.req.query('return'));
    return c.html(portal(back, await c.var.local.customerSubscriptions(c.req.param('customer'))));
  })
  .post('/:customer', csrfProtection, async (c) => {
    const customer = c.req.param('customer');
    const back = returnUrl(siteOrigin(c.env), c.req.query('return'));
    const plans = await c.var.local.customerSubscriptions(customer);
    const form = await c.req.parseBody();
    const fields: Fields = {};
    for (const [name, value] of Object.entries(form)) if (typeof value === 'string') fields[name] = value;
    const errors = cardProblems(fields, new Date());
    if (Object.keys(errors).length > 0) return c.html(portal(back, plans, fields, errors), 400);
    const { declined } = await c.var.local.updateCard(customer, fields.card ?? '');
    if (declined) return c.html(portal(back, plans, fields, {}, declined), 402);
    return c.redirect(back, 303);
  });
