import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, mentorSessions, messages, payments as paymentRows } from '../../../db/schema';
import type { ChatMessage } from '../../contract/messages';
import { db, makeUser, present, request, send, setFlag } from '../../test/helpers';
import { LOCAL, localPayments } from '../../test/local-sale';
import { hourAhead, makeMentor } from '../../test/mentoring';
import { bookSession } from './bookings';
import { TOO_MANY_HOLDS } from './unpaid-holds';
import { acceptQuickSession } from './quick-sessions';
import { cancelSession, joinSession } from './session-actions';
import { runSessionLifecycle } from './session-lifecycle';
import { sessionFor } from './session-records';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(() => setFlag('mentor_program_access', true));

const row = async (id: number) =>
  present(await db().query.mentorSessions.findFirst({ where: eq(mentorSessions.id, id) }), `session ${id}`);

// A listed mentor offers a member a quick session in their thread (rate $50, 30 minutes).
async function offered(rate = 50) {
  const mentor = await makeMentor();
  const student = await makeUser({ emailVerifiedAt: new Date() });
  const hello = { recipientId: mentor.user.id, messageContent: 'Could you look at my edit?', messageType: 'text' };
  expect((await send('POST', '/api/mentors/messages', hello, student.cookie)).status).toBe(201);
  const res = await send(
    'POST',
    '/api/mentors/messages',
    {
      recipientId: student.user.id,
      messageContent: 'A quick look at your last edit, on a call.',
      messageType: 'quick_session_offer',
      quickSessionData: { hourlyRate: rate, duration: 30, minimumAmount: 1, sessionType: 'portfolio_review' },
    },
    mentor.cookie,
  );
  expect(res.status).toBe(201);
  return { mentor, student, offer: (await res.json()) as ChatMessage };
}

const accept = (studentId: number, messageId: number, at = new Date()) =>
  acceptQuickSession(db(), localPayments(at), studentId, { messageId, timeZone: 'Europe/Paris' }, LOCAL, at);

async function pay(sessionId: number, at: Date) {
  const checkoutId = present((await row(sessionId)).checkoutId, 'checkout');
  const paid = await present(localPayments(at).local).pay(checkoutId, {
    card: '4242424242424242',
    confirmed: false,
    shipping: null,
  });
  expect(paid.outcome).toBe('paid');
}

describe('quick session offers', () => {
  it('are accepted by their recipient into a session priced by the server, paid, and joinable for a week', async () => {
    const { mentor, student, offer } = await offered();
    expect(offer.quickSessionData).toMatchObject({ hourlyRate: 50, duration: 30, minimumAmount: 25 });
    expect(offer.offer).toMatchObject({ state: 'open', sessionId: null });
    const acceptedAt = new Date();
    const { sessionId } = await accept(student.user.id, offer.id, acceptedAt);
    expect(await row(sessionId)).toMatchObject({
      kind: 'quick',
      status: 'pending_payment',
      mentorId: mentor.user.id,
      studentId: student.user.id,
      sessionType: 'portfolio_review',
      durationMinutes: 30,
      priceCents: 2_500,
      offerMessageId: offer.id,
    });
    const paidAt = new Date(acceptedAt.getTime() + 2 * MINUTE);
    await pay(sessionId, paidAt);
    const paid = await row(sessionId);
    expect(paid.status).toBe('confirmed');
    expect(paid.startsAt.getTime()).toBe(paidAt.getTime());
    expect(paid.endsAt.getTime()).toBe(paidAt.getTime() + 7 * DAY);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, student.user.email), eq(mailOutbox.template, 'quick_session_paid')));
    expect(mail?.subject).toContain('Paid: portfolio review quick session with');
    expect(mail?.textBody).toContain(`/quick-session/${sessionId}`);
    expect(mail?.attachments).toBeNull();
    const later = new Date(paidAt.getTime() + 6 * DAY);
    const { dto } = await sessionFor(db(), sessionId, mentor.user.id, later);
    expect(dto).toMatchObject({ kind: 'quick', canJoin: true, canReschedule: false, canCancel: true, cancelRefunds: true });
    expect((await sessionFor(db(), sessionId, student.user.id, later)).dto).toMatchObject({ canJoin: true, canCancel: false });
    // The thread shows the offer as taken, with its session.
    const thread = (await (
      await request(`/api/mentors/messages/${mentor.user.id}`, { cookie: student.cookie })
    ).json()) as ChatMessage[];
    expect(thread.find((m) => m.id === offer.id)?.offer).toMatchObject({ state: 'accepted', sessionId });
    // It is listed among both people's quick sessions.
    const mine = (await (await request('/api/quick-sessions', { cookie: mentor.cookie })).json()) as {
      sessions: { id: number }[];
    };
    expect(mine.sessions.map((s) => s.id)).toEqual([sessionId]);
  });

  it('never blocks the mentor’s calendar', async () => {
    const { mentor, student, offer } = await offered();
    const now = new Date();
    const { sessionId } = await accept(student.user.id, offer.id, now);
    await pay(sessionId, new Date(now.getTime() + MINUTE));
    const other = await makeUser({ emailVerifiedAt: new Date() });
    const booking = {
      mentor: String(mentor.user.id),
      sessionType: 'one_on_one' as const,
      durationMinutes: 60 as const,
      startsAt: new Date(hourAhead(1)).toISOString(),
      note: '',
      timeZone: 'UTC',
    };
    await expect(bookSession(db(), localPayments(now), other.user.id, booking, LOCAL, now)).resolves.toMatchObject({
      sessionId: expect.any(Number),
    });
  });

  it('are accepted once: accepting again, or five times at once, answers the same session', async () => {
    const { student, offer } = await offered();
    const at = new Date();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => accept(student.user.id, offer.id, at)));
    expect(new Set(answers.map((a) => a.sessionId)).size).toBe(1);
    const made = await db().select().from(mentorSessions).where(eq(mentorSessions.offerMessageId, offer.id));
    expect(made).toHaveLength(1);
    expect(made[0]?.checkoutId).not.toBeNull();
  });

  it('count among a student’s two unpaid holds: a third is refused, to a new offer or to one lapsed', async () => {
    const { mentor, student, offer } = await offered();
    const at = new Date();
    const first = await accept(student.user.id, offer.id, at);
    const other = await makeMentor();
    await bookSession(
      db(),
      localPayments(at),
      student.user.id,
      {
        mentor: String(other.user.id),
        sessionType: 'one_on_one',
        durationMinutes: 60,
        startsAt: new Date(hourAhead(3)).toISOString(),
        note: '',
        timeZone: 'UTC',
      },
      LOCAL,
      at,
    );
    // Accepting the held one again answers it; a second offer is refused.
    expect(await accept(student.user.id, offer.id, at)).toEqual(first);
    const again = await send(
      'POST',
      '/api/mentors/messages',
      {
        recipientId: student.user.id,
        messageContent: 'Or a second look, later?',
        messageType: 'quick_session_offer',
        quickSessionData: { hourlyRate: 50, duration: 30, minimumAmount: 1, sessionType: 'portfolio_review' },
      },
      mentor.cookie,
    );
    const second = (await again.json()) as ChatMessage;
    await expect(accept(student.user.id, second.id, at)).rejects.toMatchObject({ message: TOO_MANY_HOLDS });
    expect(await db().select().from(mentorSessions).where(eq(mentorSessions.offerMessageId, second.id))).toEqual([]);
  });

  it('open again with a new checkout when the first one lapsed unpaid, while the offer lasts', async () => {
    const { student, offer } = await offered();
    const at = new Date();
    const { sessionId } = await accept(student.user.id, offer.id, at);
    const first = present((await row(sessionId)).checkoutId);
    const again = await accept(student.user.id, offer.id, new Date(at.getTime() + HOUR));
    expect(again.sessionId).toBe(sessionId);
    const reopened = await row(sessionId);
    expect(reopened).toMatchObject({ status: 'pending_payment' });
    expect(reopened.checkoutId).not.toBe(first);
  });

  it('open again once the student cancelled before paying, and show a paid one cancelled as cancelled', async () => {
    const { mentor, student, offer } = await offered();
    const offerIn = async (cookie: string, otherId: number) => {
      const res = await request(`/api/mentors/messages/${otherId}`, { cookie });
      return ((await res.json()) as ChatMessage[]).find((m) => m.id === offer.id)?.offer;
    };
    const at = new Date();
    const { sessionId } = await accept(student.user.id, offer.id, at);
    // Cancelled on the payment page, never paid.
    await cancelSession(db(), localPayments(at), sessionId, student.user.id, LOCAL, new Date(at.getTime() + MINUTE));
    for (const [cookie, otherId] of [
      [student.cookie, mentor.user.id],
      [mentor.cookie, student.user.id],
    ] as const) {
      expect(await offerIn(cookie, otherId)).toMatchObject({ state: 'open', sessionId });
    }
    const againAt = new Date(at.getTime() + 2 * MINUTE);
    expect(await accept(student.user.id, offer.id, againAt)).toEqual({ sessionId });
    expect(await row(sessionId)).toMatchObject({ status: 'pending_payment', cancelledAt: null });
    expect(await offerIn(student.cookie, mentor.user.id)).toMatchObject({ state: 'accepted', sessionId });

    // Paid, then withdrawn by the mentor (refunded): not 'accepted', and not open again either.
    await pay(sessionId, new Date(againAt.getTime() + MINUTE));
    await cancelSession(db(), localPayments(againAt), sessionId, mentor.user.id, LOCAL, new Date(againAt.getTime() + HOUR));
    expect(await offerIn(student.cookie, mentor.user.id)).toMatchObject({ state: 'cancelled', sessionId });
    expect(await accept(student.user.id, offer.id, new Date(againAt.getTime() + 2 * HOUR))).toEqual({ sessionId });
    expect((await row(sessionId)).status).toBe('cancelled_by_mentor');
  });

  it('are refused to their sender, to anyone else, after 48 hours, and once removed', async () => {
    const { mentor, student, offer } = await offered();
    await expect(accept(mentor.user.id, offer.id)).rejects.toMatchObject({
      status: 403,
      message: "You can't accept your own offer",
    });
    const stranger = await makeUser();
    await expect(accept(stranger.user.id, offer.id)).rejects.toMatchObject({ status: 404, message: 'No such offer' });
    const late = new Date(Date.parse(offer.createdAt) + 48 * HOUR);
    await expect(accept(student.user.id, offer.id, late)).rejects.toMatchObject({
      status: 409,
      message: 'This offer has expired',
    });
    await db().update(messages).set({ removedAt: new Date() }).where(eq(messages.id, offer.id));
    await expect(accept(student.user.id, offer.id)).rejects.toMatchObject({ status: 404 });
  });

  it('answer 400 to a malformed accept and 403 while mentoring is off', async () => {
    const { student } = await offered();
    const bad = await send('POST', '/api/quick-sessions/accept', { messageId: 'first' }, student.cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'messageId: Say which offer to accept' });
    await setFlag('mentor_program_access', false);
    try {
      expect((await send('POST', '/api/quick-sessions/accept', { messageId: 1 }, student.cookie)).status).toBe(403);
    } finally {
      await setFlag('mentor_program_access', true);
    }
  });
});

describe('a quick session’s week', () => {
  async function paidQuick() {
    const { mentor, student, offer } = await offered();
    const at = new Date();
    const { sessionId } = await accept(student.user.id, offer.id, at);
    const paidAt = new Date(at.getTime() + MINUTE);
    await pay(sessionId, paidAt);
    return { mentor, student, sessionId, paidAt: paidAt.getTime() };
  }
  const lifecycle = (at: number) => runSessionLifecycle(db(), localPayments(new Date(at)), LOCAL, new Date(at));

  it('is completed once both have joined and it has run its length', async () => {
    const { mentor, student, sessionId, paidAt } = await paidQuick();
    await joinSession(db(), sessionId, student.user.id, new Date(paidAt + DAY));
    const { roomPath } = await joinSession(db(), sessionId, mentor.user.id, new Date(paidAt + DAY + 5 * MINUTE));
    expect(roomPath).toBe(`/video-session/${(await row(sessionId)).roomKey}`);
    await lifecycle(paidAt + DAY + 20 * MINUTE);
    expect((await row(sessionId)).status).toBe('confirmed');
    await lifecycle(paidAt + DAY + 36 * MINUTE);
    expect(await row(sessionId)).toMatchObject({ status: 'completed', refundDue: false });
  });

  it('refunds the student in full when the mentor never joins within the week', async () => {
    const { mentor, student, sessionId, paidAt } = await paidQuick();
    await joinSession(db(), sessionId, student.user.id, new Date(paidAt + HOUR));
    await lifecycle(paidAt + 6 * DAY);
    expect((await row(sessionId)).status).toBe('confirmed');
    await lifecycle(paidAt + 7 * DAY);
    const ended = await row(sessionId);
    expect(ended).toMatchObject({ status: 'no_show_mentor', refundDue: true });
    expect(ended.refundedAt).not.toBeNull();
    const payment = present(await db().query.payments.findFirst({ where: eq(paymentRows.id, present(ended.paymentId)) }));
    expect(payment.refundedCents).toBe(2_500);
    const res = await request(`/api/mentors/messages/${mentor.user.id}`, { cookie: student.cookie });
    const thread = (await res.json()) as ChatMessage[];
    expect(thread.find((m) => m.messageType === 'quick_session_offer')?.offer).toMatchObject({ state: 'refunded', sessionId });
  });

  it('keeps the payment when only the mentor came', async () => {
    const { mentor, sessionId, paidAt } = await paidQuick();
    await joinSession(db(), sessionId, mentor.user.id, new Date(paidAt + HOUR));
    await lifecycle(paidAt + 7 * DAY);
    expect(await row(sessionId)).toMatchObject({ status: 'no_show_student', refundDue: false });
    await expect(joinSession(db(), sessionId, mentor.user.id, new Date(paidAt + 7 * DAY))).rejects.toMatchObject({ status: 409 });
  });
});
