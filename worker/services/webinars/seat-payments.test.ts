import { and, eq } from 'drizzle-orm';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { checkouts, payments, payoutAccounts, webinarRefunds, webinarRegistrations, webinars } from '../../../db/schema';
import type { WebinarPage } from '../../contract/webinars';
import { ApiError } from '../../errors';
import { auditBy, db, mailTo, makeUser, present, request, send } from '../../test/helpers';
import { makeMentor } from '../../test/mentoring';
import { LOCAL, latePayments, localPayments } from '../../test/local-sale';
import { payeeCents } from '../../test/prints';
import { cancelWebinar } from './admin';
import { sendWebinarInvites } from './invites';
import { webinarPage } from './catalog';
import { sendDueWebinarRefunds } from './refunds';
import { cancelRegistration } from './registrations';
import { startSeatCheckout } from './seat-checkout';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PRICE = 2500;

const verified = () => makeUser({ emailVerifiedAt: new Date() });

// A paid webinar in two days, hosted by an admin (the money is the platform's) or by a mentor
// with payouts (who earns the share).
async function paidWebinar(fields: Partial<typeof webinars.$inferInsert> = {}, host: 'admin' | 'mentor' = 'admin') {
  const hostId =
    host === 'admin' ? (await makeUser({ isAdmin: true, emailVerifiedAt: new Date() })).user.id : (await makeMentor()).user.id;
  if (host === 'mentor') {
    await db()
      .insert(payoutAccounts)
      .values({ userId: hostId, providerAccountId: `acct_${hostId}`, payoutsEnabled: true });
  }
  const [row] = await db()
    .insert(webinars)
    .values({
      title: 'Night skies on a budget',
      hostId,
      startsAt: new Date(Date.now() + 2 * DAY),
      durationMinutes: 60,
      capacity: 10,
      priceCents: PRICE,
      ...fields,
    })
    .returning();
  return { webinar: present(row), hostId };
}

const holdFor = (webinarId: number, userId: number, at = new Date()) =>
  startSeatCheckout(db(), () => localPayments(at), webinarId, userId, LOCAL, at);

const seatOf = async (webinarId: number, userId: number) =>
  present(
    await db().query.webinarRegistrations.findFirst({
      where: and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.userId, userId)),
    }),
    'the seat',
  );

const checkoutOf = async (seatId: number) =>
  present(await db().query.checkouts.findFirst({ where: eq(checkouts.reference, String(seatId)) }), 'the checkout');

// The member pays the checkout of their held seat through the local checkout page.
async function pay(webinarId: number, userId: number, payments = localPayments()) {
  const checkout = await checkoutOf((await seatOf(webinarId, userId)).id);
  const paid = await present(payments.local).pay(checkout.id, { card: '4242424242424242', confirmed: false, shipping: null });
  expect(paid.outcome).toBe('paid');
  return present((await payments.provider.retrieveCheckout(checkout.id)).paymentId, 'the payment');
}

const paymentRow = async (id: string) =>
  present(await db().query.payments.findFirst({ where: eq(payments.id, id) }), 'the payment');

const refusalOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? error.message : String(error)),
  );

describe('a paid seat', () => {
  it("is held while its checkout is open, then the member's once paid, with the mentor host's 85% pending", async () => {
    const { webinar, hostId } = await paidWebinar({ capacity: 2 }, 'mentor');
    const member = await verified();
    const first = await holdFor(webinar.id, member.user.id);
    expect(first.url).toContain('/dev/checkout/');
    // A second click reaches the same checkout, and the seat is held once.
    expect((await holdFor(webinar.id, member.user.id)).url).toBe(first.url);
    const held = present(await webinarPage(db(), webinar.id, member.user.id));
    expect(held.heldUntil).toBe(first.heldUntil);
    expect(held.registration).toBeNull();
    expect(held.webinar.seatsLeft).toBe(1);

    const paymentId = await pay(webinar.id, member.user.id);
    const seat = await seatOf(webinar.id, member.user.id);
    expect([seat.status, seat.paymentId, seat.holdUntil]).toEqual(['registered', paymentId, null]);
    expect((await paymentRow(paymentId)).payeeId).toBe(hostId);
    expect(await payeeCents(hostId)).toBe(PRICE * 0.85);
    const page = (await (await request(`/api/webinars/${webinar.id}`, { cookie: member.cookie })).json()) as WebinarPage;
    expect([page.registration?.mayCancel, page.heldUntil, page.webinar.seatsLeft]).toEqual([true, null, 1]);
    const mail = await mailTo(member.user.email);
    expect(mail.map((m) => m.subject)).toEqual(
      expect.arrayContaining([`You're registered: ${webinar.title}`, 'Your Aperture Circle receipt']),
    );
    const invite = mail.find((m) => m.subject.startsWith("You're registered"));
    expect(present(invite?.attachments?.[0]).content).toContain('METHOD:REQUEST');
    expect(await refusalOf(holdFor(webinar.id, member.user.id))).toBe('You are already registered for this webinar');
  });

  it('goes to one of many members asking for the last seat at once, and is free again once an unpaid hold lapses', async () => {
    const { webinar } = await paidWebinar({ capacity: 1 });
    const people = await Promise.all(Array.from({ length: 6 }, verified));
    const now = new Date();
    const answers = await Promise.all(people.map((p) => refusalOf(holdFor(webinar.id, p.user.id, now))));
    expect(answers.filter((a) => a === null)).toHaveLength(1);
    expect(answers.filter((a) => a === 'This webinar is full')).toHaveLength(5);

    const later = new Date(now.getTime() + 31 * MINUTE);
    const late = present(people[answers.indexOf('This webinar is full')]);
    expect(await refusalOf(holdFor(webinar.id, late.user.id, later))).toBeNull();
    expect((await webinarPage(db(), webinar.id, null, later))?.webinar.seatsLeft).toBe(0);
  });

  it('paid after its hold lapsed and the seat went to another is refunded in full, and the member told why', async () => {
    const { webinar } = await paidWebinar({ capacity: 1 });
    const [slow, quick] = [await verified(), await verified()];
    const t0 = new Date();
    await holdFor(webinar.id, slow.user.id, t0);
    const t1 = new Date(t0.getTime() + 31 * MINUTE);
    await holdFor(webinar.id, quick.user.id, t1);
    await pay(webinar.id, quick.user.id, localPayments(new Date(t1.getTime() + MINUTE)));
    // Paid in time, heard of only after the seat had gone.
    const latePayment = await pay(
      webinar.id,
      slow.user.id,
      latePayments(new Date(t0.getTime() + 10 * MINUTE), new Date(t1.getTime() + 2 * MINUTE)),
    );

    expect((await seatOf(webinar.id, slow.user.id)).status).toBe('held');
    expect((await seatOf(webinar.id, quick.user.id)).status).toBe('registered');
    expect((await paymentRow(latePayment)).refundedCents).toBe(PRICE);
    const refund = present(await db().query.webinarRefunds.findFirst({ where: eq(webinarRefunds.paymentId, latePayment) }));
    expect([refund.reason, refund.refundedAt === null]).toEqual(['late', false]);
    const [told] = (await mailTo(slow.user.email)).filter((m) => m.subject === `Refunded: ${webinar.title}`);
    expect(told?.textBody).toContain('Your payment arrived after your seat stopped being held, and no seat was left.');
    expect(told?.textBody).toContain('Your payment of $25.00 is refunded in full');
  });

  it('given back until 24 hours before the start is refunded in full, the host’s share with it; not after', async () => {
    const { webinar, hostId } = await paidWebinar({}, 'mentor');
    const member = await verified();
    await holdFor(webinar.id, member.user.id);
    const paymentId = await pay(webinar.id, member.user.id);
    await cancelRegistration(db(), webinar.id, member.user.id);
    expect(await sendDueWebinarRefunds(db(), localPayments().provider, { webinarId: webinar.id })).toBe(1);
    expect((await paymentRow(paymentId)).refundedCents).toBe(PRICE);
    expect(await payeeCents(hostId)).toBe(0);
    // Sent once: a second pass finds nothing due.
    expect(await sendDueWebinarRefunds(db(), localPayments().provider, { webinarId: webinar.id })).toBe(0);
    await sendWebinarInvites(db(), LOCAL, env.MAIL_FROM);
    const [givenBack] = (await mailTo(member.user.email)).filter((m) => m.subject.startsWith('Seat given back'));
    expect(givenBack?.textBody).toContain('Your payment of $25.00 is refunded in full');

    const soon = (await paidWebinar({ startsAt: new Date(Date.now() + 20 * HOUR) })).webinar;
    await holdFor(soon.id, member.user.id);
    await pay(soon.id, member.user.id);
    const res = await send('DELETE', `/api/webinars/${soon.id}/registration`, undefined, member.cookie);
    expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([
      409,
      'Paid seats can be given back until 24 hours before the start',
    ]);
    expect((await seatOf(soon.id, member.user.id)).status).toBe('registered');
  });

  it('of a cancelled webinar is refunded in full, once, however many passes run at once', async () => {
    const { webinar } = await paidWebinar();
    const people = [await verified(), await verified(), await verified()];
    const paid: string[] = [];
    for (const p of people) {
      await holdFor(webinar.id, p.user.id);
      paid.push(await pay(webinar.id, p.user.id));
    }
    await cancelWebinar(db(), webinar.id, auditBy({ id: null, username: 'command line' }));
    const provider = localPayments().provider;
    const sent = await Promise.all([1, 2, 3].map(() => sendDueWebinarRefunds(db(), provider, { webinarId: webinar.id })));
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    for (const id of paid) expect((await paymentRow(id)).refundedCents).toBe(PRICE);
    const refunds = await db().select().from(webinarRefunds).where(eq(webinarRefunds.reason, 'cancelled'));
    expect(refunds.filter((r) => paid.includes(r.paymentId))).toHaveLength(3);
    expect(await sendDueWebinarRefunds(db(), provider, { webinarId: webinar.id })).toBe(0);
  });

  it('is refused with a reason, writing nothing, for a free, full, cancelled or ended webinar and for its host', async () => {
    const member = await verified();
    const { webinar: free } = await paidWebinar({ priceCents: 0 });
    const { webinar: full } = await paidWebinar({ capacity: 1 });
    await holdFor(full.id, (await verified()).user.id);
    const { webinar: cancelled } = await paidWebinar({ cancelledAt: new Date() });
    const { webinar: ended } = await paidWebinar({ startsAt: new Date(Date.now() - 3 * HOUR) });
    const { webinar: hosted, hostId } = await paidWebinar();
    const cases: [number, number, string][] = [
      [free.id, member.user.id, 'This webinar is free: register on its page'],
      [full.id, member.user.id, 'This webinar is full'],
      [cancelled.id, member.user.id, 'This webinar was cancelled'],
      [ended.id, member.user.id, 'This webinar has ended'],
      [hosted.id, hostId, 'You are hosting this webinar'],
      [987_654_321, member.user.id, 'Webinar not found'],
    ];
    for (const [id, userId, message] of cases) {
      expect(await refusalOf(holdFor(id, userId))).toBe(message);
      const written = await db().select().from(webinarRegistrations).where(eq(webinarRegistrations.userId, userId));
      expect(written.filter((r) => r.webinarId === id)).toHaveLength(0);
    }
  });

  it('bought from an admin-hosted webinar leaves the whole payment to the platform', async () => {
    const { webinar } = await paidWebinar();
    const member = await verified();
    await holdFor(webinar.id, member.user.id);
    expect((await paymentRow(await pay(webinar.id, member.user.id))).payeeId).toBeNull();
  });
});
