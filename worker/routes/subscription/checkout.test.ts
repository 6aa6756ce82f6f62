import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, mailOutbox, payments, subscriptions, users } from '../../../db/schema';
import { purposeHandlers } from '../../services/payment-purposes';
import { paymentsFor } from '../../services/payments';
import { renewLocalSubscriptions } from '../../services/payments/cron';
import { db, makeUser, present, request, setFlag } from '../../test/helpers';

// Payments run through the local provider, which only answers on a loopback host.
const LOCAL = 'http://127.0.0.1';
const DAY = 24 * 3600_000;

let ip = 0;
function call(method: string, path: string, cookie: string, body?: unknown) {
  return request(`${LOCAL}/api/subscription${path}`, {
    method,
    cookie,
    headers: { Origin: LOCAL, 'Content-Type': 'application/json', 'CF-Connecting-IP': `10.7.0.${++ip % 250}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const payPage = (url: string, card: string, cookie?: string) =>
  request(url, {
    method: 'POST',
    cookie,
    headers: { Origin: LOCAL, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, expiry: '12 / 40', cvc: '123', name: 'Imogen Test' }).toString(),
    redirect: 'manual',
  });

async function subscribe(cookie: string, card = '4242424242424242', plan = 'print_user') {
  const started = await call('POST', '/checkout', cookie, { plan, interval: 'month' });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  return { url, paid: await payPage(url, card) };
}

const status = async (cookie: string) => (await call('GET', '/status', cookie)).json();

describe('subscriptions through the local checkout', () => {
  let cookie: string;
  let userId: number;

  beforeEach(async () => {
    await setFlag('subscriptions_enabled', true);
    const made = await makeUser({ emailVerifiedAt: new Date() });
    cookie = made.cookie;
    userId = made.user.id;
  });

  it('answers 403 Feature Not Available when the flag is off for the member', async () => {
    await setFlag('subscriptions_enabled', false);
    const res = await call('POST', '/checkout', cookie, { plan: 'print_user', interval: 'month' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Feature Not Available' });
  });

  it('subscribes with 4242: the return page reads paid, the status names the plan, the revenue is in the ledger', async () => {
    const { url, paid } = await subscribe(cookie);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1\/dev\/checkout\/cs_local_/);
    expect(paid.status).toBe(303);
    const back = new URL(present(paid.headers.get('Location'), 'redirect'));
    expect(back.pathname).toBe('/subscription');
    const checkoutId = present(back.searchParams.get('checkout'), 'checkout id');
    const state = await request(`${LOCAL}/api/payments/checkouts/${checkoutId}`, { cookie });
    expect(await state.json()).toMatchObject({ state: 'paid', purpose: 'subscription' });
    // Someone else's checkout is no one's to read.
    const other = await makeUser();
    expect((await request(`${LOCAL}/api/payments/checkouts/${checkoutId}`, { cookie: other.cookie })).status).toBe(404);
    expect(await status(cookie)).toEqual({ hasActiveSubscription: true, subscriptionType: 'print_user' });
    const [payment] = await db().select().from(payments).where(eq(payments.userId, userId));
    expect(payment).toMatchObject({ purpose: 'subscription', amountCents: 999, payeeId: null });
    const platform = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, present(payment).id), eq(ledgerEntries.kind, 'platform_fee')));
    expect(platform.map((row) => row.amountCents)).toEqual([999]);
    // A second plan is a switch, not a second checkout.
    expect((await call('POST', '/checkout', cookie, { plan: 'portfolio_pro', interval: 'month' })).status).toBe(409);
  });

  it('changes nothing when the card is declined', async () => {
    const { paid } = await subscribe(cookie, '4000000000000002');
    expect(paid.status).toBe(402);
    expect(await paid.text()).toContain('Your card was declined.');
    expect(await status(cookie)).toEqual({ hasActiveSubscription: false, subscriptionType: null });
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, userId))).toEqual([]);
  });

  it('upgrades now with a prorated charge, and downgrades at the end of the period', async () => {
    await subscribe(cookie);
    const up = await call('POST', '/switch', cookie, { plan: 'portfolio_pro', interval: 'month' });
    expect(await up.json()).toMatchObject({ scheduled: false, subscription: { plan: 'portfolio_pro' } });
    expect(await status(cookie)).toEqual({ hasActiveSubscription: true, subscriptionType: 'portfolio_pro' });
    const charges = await db().select().from(payments).where(eq(payments.userId, userId));
    // A whole month left: the full difference, 19.99 − 9.99.
    expect(charges.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual([999, 1_000]);

    const down = await call('POST', '/switch', cookie, { plan: 'print_user', interval: 'month' });
    expect(await down.json()).toMatchObject({
      scheduled: true,
      subscription: { plan: 'portfolio_pro', scheduledChange: { plan: 'print_user', interval: 'month' } },
    });
    // Cancelling drops the downgrade: there is no next period to change.
    const cancelled = await call('POST', '/cancel', cookie);
    expect(await cancelled.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: true, scheduledChange: null } });
  });

  it('moves to yearly billing at once: a new year from today, less the unused month', async () => {
    await subscribe(cookie);
    const yearly = await call('POST', '/switch', cookie, { plan: 'print_user', interval: 'year' });
    const { subscription } = (await yearly.json()) as { subscription: { interval: string; currentPeriodEnd: string } };
    expect(subscription.interval).toBe('year');
    expect(new Date(subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 364 * DAY);
    const charges = await db().select().from(payments).where(eq(payments.userId, userId));
    // The whole month unused: 99.90 − 9.99.
    expect(charges.map((p) => p.amountCents).sort((a, b) => a - b)).toEqual([999, 8_991]);
  });

  it('cancels at the end of the period and resumes', async () => {
    await subscribe(cookie);
    const cancelled = (await (await call('POST', '/cancel', cookie)).json()) as {
      subscription: { cancelAtPeriodEnd: boolean; currentPeriodEnd: string };
    };
    expect(cancelled.subscription.cancelAtPeriodEnd).toBe(true);
    expect(new Date(cancelled.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(await status(cookie)).toEqual({ hasActiveSubscription: true, subscriptionType: 'print_user' });
    const resumed = await (await call('POST', '/resume', cookie)).json();
    expect(resumed).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
  });

  it('renews on the cron: a failing card goes past due with 7 days of grace, a cancelled plan ends', async () => {
    await subscribe(cookie, '4000000000000341');
    const other = await makeUser({ emailVerifiedAt: new Date() });
    await subscribe(other.cookie);
    await call('POST', '/cancel', other.cookie);

    // The cron, with the address `npm run dev` passes for the links in its mail.
    const renewal = new Date(Date.now() + 32 * DAY);
    const site = 'http://127.0.0.1:8787';
    expect(await renewLocalSubscriptions({ ...env, SITE_ORIGIN: site }, db(), renewal, purposeHandlers)).toBeGreaterThanOrEqual(
      2,
    );

    const [failing] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(failing).toMatchObject({ status: 'past_due' });
    const [member] = await db().select().from(users).where(eq(users.id, userId));
    const [notice] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, present(member).email), eq(mailOutbox.template, 'payment_failed')));
    expect(notice?.textBody).toContain(`Update your card: ${site}/subscription`);
    expect(present(failing?.pastDueSince).getTime()).toBe(renewal.getTime());
    const [ended] = await db().select().from(subscriptions).where(eq(subscriptions.userId, other.user.id));
    expect(ended).toMatchObject({ status: 'canceled' });
  });

  it('takes a new card on the billing page: a plan past due is billed on it at once', async () => {
    await subscribe(cookie, '4000000000000341');
    const renewal = new Date(Date.now() + 32 * DAY);
    await present(paymentsFor(env, db(), `${LOCAL}/`, purposeHandlers, () => renewal)?.local).renewDue();
    expect((await (await call('GET', '', cookie)).json()) as object).toMatchObject({ subscription: { status: 'past_due' } });

    const opened = await call('POST', '/portal', cookie);
    const { url } = (await opened.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1\/dev\/billing\/cus_local_\w+\?return=/);
    const page = await request(url, { cookie });
    expect(await page.text()).toContain('Payment failed');
    // The page is its customer's alone: signed out, it asks to sign in; anyone else finds nothing.
    const path = new URL(url).pathname + new URL(url).search;
    const signedOut = await request(url, { redirect: 'manual' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('Location')).toBe(`/auth?next=${encodeURIComponent(path)}`);
    const stranger = await makeUser();
    expect((await request(url, { cookie: stranger.cookie })).status).toBe(404);
    expect((await payPage(url, '4242424242424242', stranger.cookie)).status).toBe(404);

    const declined = await payPage(url, '4000000000000002', cookie);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await (await call('GET', '', cookie)).json()) as object).toMatchObject({ subscription: { status: 'past_due' } });

    const updated = await payPage(url, '4242424242424242', cookie);
    expect(updated.status).toBe(303);
    expect(updated.headers.get('Location')).toBe(`${LOCAL}/subscription`);
    expect((await (await call('GET', '', cookie)).json()) as object).toMatchObject({
      subscription: { status: 'active', graceEndsAt: null },
    });
    const charges = await db().select().from(payments).where(eq(payments.userId, userId));
    expect(charges.map((p) => p.amountCents)).toEqual([999, 999]);
    // A second submit bills nothing more.
    await payPage(url, '4242424242424242', cookie);
    expect(await db().select().from(payments).where(eq(payments.userId, userId))).toHaveLength(2);
  });
});
