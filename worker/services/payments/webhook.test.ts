import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { billingCustomers, ledgerEntries, mailOutbox, paymentEvents, payments, subscriptions } from '../../../db/schema';
import { fakeProvider, signedEvent, TEST_WEBHOOK_SECRET } from '../../test/fake-provider';
import { db, makeUser, ORIGIN } from '../../test/helpers';
import { purposeHandlers as purposes } from '../payment-purposes';
import { subscriptionStatus } from '../subscription';
import type { ProviderSubscription } from '../../domain/payment-objects';
import type { ProviderPayment } from './provider';
import { applyEvent, BadSignature, verifiedEvent } from './webhook';

const DAY = 24 * 3600_000;
const AT = new Date(Date.UTC(2026, 10, 20, 12));

const ledgerRows = (paymentId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));

describe('webhook signatures', () => {
  it('accepts the payload as signed and refuses a tampered one, another secret or no signature', async () => {
    const { payload, header } = await signedEvent('payment_intent.succeeded', { id: 'pi_sig' });
    expect((await verifiedEvent(payload, header, [TEST_WEBHOOK_SECRET])).type).toBe('payment_intent.succeeded');
    const tampered = payload.replace('pi_sig', 'pi_sih');
    await expect(verifiedEvent(tampered, header, [TEST_WEBHOOK_SECRET])).rejects.toBeInstanceOf(BadSignature);
    await expect(verifiedEvent(payload, header, ['whsec_someone_else'])).rejects.toBeInstanceOf(BadSignature);
    await expect(verifiedEvent(payload, undefined, [TEST_WEBHOOK_SECRET])).rejects.toBeInstanceOf(BadSignature);
  });

  it("accepts an event signed with any of the endpoints' secrets (the platform's, Connect's)", async () => {
    const { payload, header } = await signedEvent('account.updated', { id: 'acct_1' });
    expect((await verifiedEvent(payload, header, ['whsec_platform', TEST_WEBHOOK_SECRET])).type).toBe('account.updated');
    await expect(verifiedEvent(payload, header, ['whsec_platform', 'whsec_connect'])).rejects.toBeInstanceOf(BadSignature);
  });
});

describe('applying events', () => {
  let fake: ReturnType<typeof fakeProvider>;
  let payer: number;
  let payerEmail: string;
  let mentor: number;
  let n = 0;

  beforeEach(async () => {
    fake = fakeProvider();
    ({ id: payer, email: payerEmail } = (await makeUser()).user);
    mentor = (await makeUser()).user.id;
  });

  const mailToPayer = () => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, payerEmail));

  function payment(fields: Partial<ProviderPayment> = {}): ProviderPayment {
    const value: ProviderPayment = {
      id: `pi_${++n}_${Date.now()}`,
      status: 'succeeded',
      amountCents: 12_000,
      refundedCents: 0,
      disputedCents: 0,
      processorFeeCents: 378,
      currency: 'usd',
      customerId: null,
      metadata: { userId: String(payer), payeeId: String(mentor), purpose: 'mentor_session', reference: 'session:1' },
      created: AT,
      ...fields,
    };
    fake.payments.set(value.id, value);
    return value;
  }

  it('records a payment once, however often and however concurrently it is delivered', async () => {
    const paid = payment();
    const { event } = await signedEvent('payment_intent.succeeded', { id: paid.id });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => applyEvent(db(), fake.provider, event, { at: AT, origin: ORIGIN, purposes })),
    );
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    expect(await ledgerRows(paid.id)).toHaveLength(5);
    expect(await applyEvent(db(), fake.provider, event, { at: AT, origin: ORIGIN, purposes })).toBe('duplicate');
    expect(await ledgerRows(paid.id)).toHaveLength(5);
    const [receipt, ...more] = await mailToPayer();
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ template: 'payment_receipt', subject: 'Your Aperture Circle receipt' });
    expect(receipt?.textBody).toContain('Thank you for your payment of $120.00 for a mentoring session.');
    expect(receipt?.textBody).toContain(`Receipt number: ${paid.id}`);
    // Every link the receipt carries leads to the site.
    const links = [...`${receipt?.textBody} ${receipt?.htmlBody}`.matchAll(/(?:https?:\/\/|null\/)[^\s"'<>)]*/g)].map(
      ([link]) => link,
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${ORIGIN}`)).toBe(true);
    expect(receipt?.textBody).toContain(`Visit Aperture Circle: ${ORIGIN}`);
  });

  it('applies the same payment from a second event type only once', async () => {
    const paid = payment();
    fake.checkouts.set('cs_1', {
      id: 'cs_1',
      url: 'http://127.0.0.1/dev/checkout/cs_1',
      mode: 'payment',
      status: 'complete',
      paid: true,
      amountCents: paid.amountCents,
      currency: 'usd',
      expiresAt: AT,
      paymentId: paid.id,
      subscriptionId: null,
      customerId: null,
      metadata: { userId: String(payer), purpose: 'mentor_session', reference: 'session:1' },
      shipping: null,
    });
    expect(
      await applyEvent(db(), fake.provider, (await signedEvent('payment_intent.succeeded', { id: paid.id })).event, {
        at: AT,
        origin: ORIGIN,
        purposes,
      }),
    ).toBe('applied');
    expect(
      await applyEvent(db(), fake.provider, (await signedEvent('checkout.session.completed', { id: 'cs_1' })).event, {
        at: AT,
        origin: ORIGIN,
        purposes,
      }),
    ).toBe('applied');
    expect(await ledgerRows(paid.id)).toHaveLength(5);
    expect(await mailToPayer()).toHaveLength(1);
  });

  it('reverses a refund in proportion, and a later event with the same refund total changes nothing', async () => {
    const paid = payment();
    await applyEvent(db(), fake.provider, (await signedEvent('payment_intent.succeeded', { id: paid.id })).event, {
      at: AT,
      origin: ORIGIN,
      purposes,
    });
    fake.payments.set(paid.id, { ...paid, refundedCents: 3_000 });
    for (let i = 0; i < 2; i++) {
      const { event } = await signedEvent('charge.refunded', { id: `ch_${paid.id}`, payment_intent: paid.id });
      expect(await applyEvent(db(), fake.provider, event, { at: AT, origin: ORIGIN, purposes })).toBe('applied');
    }
    const rows = await ledgerRows(paid.id);
    const refund = rows.filter((r) => r.kind === 'refund').map((r) => [r.account, r.amountCents]);
    // 85% of 120.00 is 102.00; a quarter of it back is 25.50, the platform gives back 4.50.
    expect(refund).toEqual([
      ['customer', 3_000],
      ['platform', -450],
      ['payee', -2_550],
    ]);
    const [row] = await db().select().from(payments).where(eq(payments.id, paid.id));
    expect(row?.refundedCents).toBe(3_000);
  });

  describe('subscriptions', () => {
    function subscription(fields: Partial<ProviderSubscription> = {}): ProviderSubscription {
      const value: ProviderSubscription = {
        id: `sub_${++n}_${Date.now()}`,
        customerId: `cus_${payer}`,
        plan: 'print_user',
        interval: 'month',
        status: 'active',
        currentPeriodEnd: new Date(AT.getTime() + 30 * DAY),
        cancelAtPeriodEnd: false,
        scheduledChange: null,
        metadata: {},
        ...fields,
      };
      fake.subscriptions.set(value.id, value);
      return value;
    }

    beforeEach(async () => {
      await db()
        .insert(billingCustomers)
        .values({ userId: payer, providerCustomerId: `cus_${payer}` });
    });

    it('ends in the provider state when events arrive out of order', async () => {
      const sub = subscription({ cancelAtPeriodEnd: true });
      const updated = await signedEvent('customer.subscription.updated', { id: sub.id });
      const created = await signedEvent('customer.subscription.created', { id: sub.id });
      await applyEvent(db(), fake.provider, updated.event, { at: AT, origin: ORIGIN, purposes });
      await applyEvent(db(), fake.provider, created.event, { at: AT, origin: ORIGIN, purposes });
      const [row] = await db().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, sub.id));
      expect(row).toMatchObject({ userId: payer, type: 'print_user', status: 'active', cancelAtPeriodEnd: true });
    });

    it('keeps a plan for 7 days after a failed renewal, then not; a paid renewal ends the grace', async () => {
      const sub = subscription();
      await applyEvent(db(), fake.provider, (await signedEvent('customer.subscription.created', { id: sub.id })).event, {
        at: AT,
        origin: ORIGIN,
        purposes,
      });
      fake.subscriptions.set(sub.id, { ...sub, status: 'past_due', currentPeriodEnd: new Date(AT.getTime() + 30 * DAY) });
      fake.invoices.set('in_1', { id: 'in_1', subscriptionId: sub.id, paymentId: null, paid: false });
      const invoice = { id: 'in_1' };
      await applyEvent(db(), fake.provider, (await signedEvent('invoice.payment_failed', invoice)).event, {
        at: AT,
        origin: ORIGIN,
        purposes,
      });
      // A second failure three days on keeps the grace's start.
      const later = new Date(AT.getTime() + 3 * DAY);
      await applyEvent(db(), fake.provider, (await signedEvent('invoice.payment_failed', invoice)).event, {
        at: later,
        origin: ORIGIN,
        purposes,
      });
      // One notice per failure, each naming the end of the grace that began with the first.
      const notices = await mailToPayer();
      expect(notices.map((mail) => mail.subject)).toEqual([
        'Your Print Seller payment failed',
        'Your Print Seller payment failed',
      ]);
      for (const notice of notices) {
        expect(notice.textBody).toContain('Your plan stays active until November 27, 2026.');
        expect(notice.textBody).toContain(`Update your card: ${ORIGIN}/subscription`);
      }
      const status = (days: number) => subscriptionStatus(db(), payer, new Date(AT.getTime() + days * DAY));
      expect(await status(6.9)).toEqual({ hasActiveSubscription: true, subscriptionType: 'print_user' });
      expect(await status(7.1)).toEqual({ hasActiveSubscription: false, subscriptionType: null });

      fake.subscriptions.set(sub.id, { ...sub, status: 'active' });
      fake.invoices.set('in_1', { id: 'in_1', subscriptionId: sub.id, paymentId: null, paid: true });
      await applyEvent(db(), fake.provider, (await signedEvent('invoice.paid', invoice)).event, {
        at: later,
        origin: ORIGIN,
        purposes,
      });
      const [row] = await db().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, sub.id));
      expect(row).toMatchObject({ status: 'active', pastDueSince: null });
    });
  });

  it('leaves nothing behind when applying fails, so the next delivery applies it', async () => {
    const paid = payment();
    const { event } = await signedEvent('payment_intent.succeeded', { id: paid.id });
    fake.payments.delete(paid.id);
    await expect(applyEvent(db(), fake.provider, event, { at: AT, origin: ORIGIN, purposes })).rejects.toThrow();
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);
    fake.payments.set(paid.id, paid);
    expect(await applyEvent(db(), fake.provider, event, { at: AT, origin: ORIGIN, purposes })).toBe('applied');
  });
});
