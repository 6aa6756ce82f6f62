import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devMail, ledgerEntries, mentorProfiles, mentorSessions, payments as paymentRows } from '../../../db/schema';
import type { BookingRequest } from '../../contract/sessions';
import { bellOf, db, mailTo, makeUser, present, request, send, setFlag } from '../../test/helpers';
import { connectInbox } from '../../test/inbox-socket';
import { LOCAL, latePayments, localPayments } from '../../test/local-sale';
import { hourAhead, makeMentor } from '../../test/mentoring';
import { refreshAllNextAvailable, refreshNextAvailable } from './availability';
import { bookSession } from './bookings';
import { TOO_MANY_HOLDS } from './unpaid-holds';
import { cancelSession, joinSession, rescheduleSession } from './session-actions';
import { runSessionLifecycle } from './session-lifecycle';
import { reviewSession } from './reviews';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(() => setFlag('mentor_program_access', true));

const mentor = () => makeMentor();
const student = () => makeUser({ emailVerifiedAt: new Date() });

const booking = (mentorId: number, startsAt: number, minutes: 30 | 60 = 60): BookingRequest => ({
  mentor: String(mentorId),
  sessionType: 'one_on_one',
  durationMinutes: minutes,
  startsAt: new Date(startsAt).toISOString(),
  note: 'Help with my portfolio',
  timeZone: 'America/New_York',
});

const row = async (id: number) =>
  present(await db().query.mentorSessions.findFirst({ where: eq(mentorSessions.id, id) }), `session ${id}`);

async function book(mentorId: number, studentId: number, startsAt: number, at: Date, minutes: 30 | 60 = 60) {
  return (await bookSession(db(), localPayments(at), studentId, booking(mentorId, startsAt, minutes), LOCAL, at)).sessionId;
}

// The student pays the session's checkout through the local provider at `at`.
async function pay(sessionId: number, at: Date, deliveredAt = at) {
  const { local } = deliveredAt === at ? localPayments(at) : latePayments(at, deliveredAt);
  const checkoutId = present((await row(sessionId)).checkoutId, 'checkout');
  const paid = await present(local).pay(checkoutId, { card: '4242424242424242', confirmed: false, shipping: null });
  expect(paid.outcome).toBe('paid');
  return present((await row(sessionId)).paymentId, 'payment');
}

async function confirmedSession(startsAt: number, now = new Date()) {
  const m = await mentor();
  const s = await student();
  const id = await book(m.user.id, s.user.id, startsAt, now);
  await pay(id, new Date(now.getTime() + MINUTE));
  expect((await row(id)).status).toBe('confirmed');
  return { id, mentor: m, student: s };
}

const payment = async (id: string) => present(await db().query.payments.findFirst({ where: eq(paymentRows.id, id) }));

// What the mentor still earns from a payment, by the ledger.
async function mentorShare(paymentId: string, mentorId: number) {
  const [sum] = await db()
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.account, 'payee'), eq(ledgerEntries.userId, mentorId)));
  return sum?.cents ?? 0;
}

let ip = 0;
const post = (path: string, cookie: string, body: unknown) =>
  request(`${LOCAL}${path}`, {
    method: 'POST',
    cookie,
    headers: { Origin: LOCAL, 'Content-Type': 'application/json', 'CF-Connecting-IP': `10.7.${++ip % 250}.1` },
    body: JSON.stringify(body),
  });

describe('booking a time', () => {
  it('gives overlapping times booked at once to exactly one student', async () => {
    const m = await mentor();
    // Noon (UTC, the mentor's zone) about three days ahead: the times 30 minutes later stay
    // inside the same day's hours whatever the hour the test runs at.
    const start = Math.floor((Date.now() + 3 * DAY) / DAY) * DAY + 12 * HOUR;
    const students = await Promise.all([1, 2, 3, 4, 5, 6].map(() => student()));
    // Six hour-long bookings starting 0 to 75 minutes apart: each overlaps the first.
    const answers = await Promise.all(
      students.map((s, i) => post('/api/sessions', s.cookie, booking(m.user.id, start + (i % 2 === 0 ? 0 : 30 * MINUTE)))),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const lost = present(answers.find((res) => res.status === 409));
    expect(await lost.json()).toMatchObject({ message: 'That time was just taken' });
    const held = await db().select().from(mentorSessions).where(eq(mentorSessions.mentorId, m.user.id));
    expect(held.filter((s) => s.status === 'pending_payment')).toHaveLength(1);
  });

  it('keeps the buffer clear, refuses times the rules do not offer, and answers 403 while mentoring is off', async () => {
    const m = await mentor();
    const [a, b] = [await student(), await student()];
    const now = new Date();
    const start = hourAhead(2);
    await book(m.user.id, a.user.id, start, now);
    // Right after the hour, inside the 15-minute buffer.
    await expect(book(m.user.id, b.user.id, start + HOUR, now)).rejects.toMatchObject({ message: 'That time was just taken' });
    await expect(book(m.user.id, b.user.id, start + HOUR + 15 * MINUTE + 7 * MINUTE, now)).rejects.toMatchObject({
      message: 'That time is no longer available',
    });
    await expect(book(m.user.id, b.user.id, Date.now() + 10 * MINUTE, now)).rejects.toMatchObject({
      message: 'That time is no longer available',
    });
    await setFlag('mentor_program_access', false);
    try {
      const res = await post('/api/sessions', b.cookie, booking(m.user.id, start + 3 * HOUR));
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: 'Feature Not Available' });
    } finally {
      await setFlag('mentor_program_access', true);
    }
  });

  it('frees a time whose hold has lapsed, computed when read', async () => {
    const m = await mentor();
    const [a, b, c] = [await student(), await student(), await student()];
    const t0 = new Date();
    const start = hourAhead(4);
    await book(m.user.id, a.user.id, start, t0);
    await expect(book(m.user.id, b.user.id, start, new Date(t0.getTime() + 20 * MINUTE))).rejects.toMatchObject({
      message: 'That time was just taken',
    });
    const second = await book(m.user.id, c.user.id, start, new Date(t0.getTime() + 31 * MINUTE));
    expect((await row(second)).status).toBe('pending_payment');
  });
});

describe('unpaid holds', () => {
  it('are two at most per student, across mentors, however many are asked for at once; a lapsed or paid one frees its place', async () => {
    const s = await student();
    const mentors = await Promise.all([1, 2, 3, 4, 5].map(() => mentor()));
    const start = hourAhead(5);
    // Each at its own time: a student's own sessions may not overlap either.
    const at = (i: number) => start + i * 2 * HOUR;
    const answers = await Promise.all(mentors.map((m, i) => post('/api/sessions', s.cookie, booking(m.user.id, at(i)))));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const refused = present(answers.find((res) => res.status === 409));
    expect(await refused.json()).toMatchObject({ message: TOO_MANY_HOLDS });
    const mine = () => db().select().from(mentorSessions).where(eq(mentorSessions.studentId, s.user.id));
    expect((await mine()).filter((held) => held.status === 'pending_payment')).toHaveLength(2);

    const now = new Date();
    const [first, second] = (await mine()).map((held) => held.id);
    await expect(book(present(mentors[4]).user.id, s.user.id, at(10), now)).rejects.toMatchObject({ message: TOO_MANY_HOLDS });
    // Paying for one frees its place; so does a hold that lapsed.
    await pay(present(first), new Date(now.getTime() + MINUTE));
    const third = await book(present(mentors[4]).user.id, s.user.id, at(10), new Date(now.getTime() + 2 * MINUTE));
    expect((await row(third)).status).toBe('pending_payment');
    const later = new Date(now.getTime() + 31 * MINUTE);
    expect((await row(present(second))).holdUntil?.getTime()).toBeLessThan(later.getTime());
    const fourth = await book(present(mentors[3]).user.id, s.user.id, at(12), later);
    expect((await row(fourth)).status).toBe('pending_payment');
  });
});

describe('paying for a booking', () => {
  it('confirms the session by the webhook only, holds the share until 7 days after the session, and mails both with a calendar file', async () => {
    const start = hourAhead(5);
    const { id, mentor: m, student: s } = await confirmedSession(start);
    const session = await row(id);
    const paid = await payment(present(session.paymentId));
    expect(paid).toMatchObject({ amountCents: 9_000, purpose: 'mentor_session', reference: String(id), payeeId: m.user.id });
    expect(paid.serviceAt.getTime()).toBe(start);
    const [share] = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, paid.id), eq(ledgerEntries.account, 'payee')));
    expect(present(share).availableAt?.getTime()).toBe(start + 7 * DAY);
    for (const address of [s.user.email, m.user.email]) {
      const confirmation = present((await mailTo(address)).find((mail) => mail.subject.startsWith('Confirmed:')));
      expect(confirmation.attachments?.[0]).toMatchObject({ filename: 'session.ics' });
      expect(confirmation.attachments?.[0]?.content).toContain(
        `DTSTART:${new Date(start).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
      );
    }
    // The student's mail names the time in their own zone.
    const mine = present((await mailTo(s.user.email)).find((mail) => mail.subject.startsWith('Confirmed:')));
    expect(mine.textBody).toMatch(/E[SD]T\./);
  });

  it('lets a payment that lands after its hold lapsed claim the time if it is still free', async () => {
    const m = await mentor();
    const s = await student();
    const t0 = new Date();
    const id = await book(m.user.id, s.user.id, hourAhead(6), t0);
    await pay(id, new Date(t0.getTime() + 29 * MINUTE), new Date(t0.getTime() + 40 * MINUTE));
    expect(await row(id)).toMatchObject({ status: 'confirmed', refundDue: false });
  });

  it('refunds in full, reverses the ledger and mails both when a late payment finds its time taken', async () => {
    const m = await mentor();
    const [a, b] = [await student(), await student()];
    const t0 = new Date();
    const start = hourAhead(7);
    const first = await book(m.user.id, a.user.id, start, t0);
    const second = await book(m.user.id, b.user.id, start, new Date(t0.getTime() + 31 * MINUTE));
    const paymentId = await pay(first, new Date(t0.getTime() + 29 * MINUTE), new Date(t0.getTime() + 33 * MINUTE));
    const late = await row(first);
    expect(late).toMatchObject({ status: 'expired', refundDue: true });
    expect(late.refundedAt).not.toBeNull();
    expect((await payment(paymentId)).refundedCents).toBe(9_000);
    expect(await mentorShare(paymentId, m.user.id)).toBe(0);
    expect((await row(second)).status).toBe('pending_payment');
    const toStudent = present((await mailTo(a.user.email)).find((mail) => mail.subject.startsWith('Refunded:')));
    expect(toStudent.textBody).toContain('$90.00 has been refunded');
    expect((await mailTo(m.user.email)).some((mail) => mail.subject.startsWith('Refunded:'))).toBe(true);
    expect((await mailTo(a.user.email)).some((mail) => mail.subject.startsWith('Confirmed:'))).toBe(false);
  });
});

describe('the refund rules', () => {
  it('refunds a student who cancels 24 hours or more before the start, in full', async () => {
    const start = hourAhead(3);
    const { id, student: s, mentor: m } = await confirmedSession(start);
    const cancelled = await cancelSession(db(), localPayments(), id, s.user.id, LOCAL, new Date(start - 25 * HOUR));
    expect(cancelled.session).toMatchObject({ status: 'cancelled_by_student' });
    const paymentId = present((await row(id)).paymentId);
    expect((await payment(paymentId)).refundedCents).toBe(9_000);
    expect(await mentorShare(paymentId, m.user.id)).toBe(0);
    const mail = present((await mailTo(s.user.email)).find((each) => each.subject.startsWith('Cancelled:')));
    expect(mail.textBody).toContain('refunded in full');
  });

  it('keeps the payment when a student cancels later than 24 hours before', async () => {
    const start = hourAhead(3);
    const { id, student: s, mentor: m } = await confirmedSession(start);
    await cancelSession(db(), localPayments(), id, s.user.id, LOCAL, new Date(start - 23 * HOUR));
    const paymentId = present((await row(id)).paymentId);
    expect((await row(id)).refundDue).toBe(false);
    expect((await payment(paymentId)).refundedCents).toBe(0);
    expect(await mentorShare(paymentId, m.user.id)).toBe(7_650);
  });

  it('refunds in full when the mentor cancels, however late; cancelling twice changes nothing', async () => {
    const start = hourAhead(3);
    const { id, mentor: m } = await confirmedSession(start);
    const at = new Date(start - HOUR);
    const [first, second] = await Promise.allSettled([
      cancelSession(db(), localPayments(at), id, m.user.id, LOCAL, at),
      cancelSession(db(), localPayments(at), id, m.user.id, LOCAL, at),
    ]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    expect((await row(id)).status).toBe('cancelled_by_mentor');
    expect((await payment(present((await row(id)).paymentId))).refundedCents).toBe(9_000);
  });

  it('lets a student cancel a booking still awaiting payment, which closes its checkout', async () => {
    const m = await mentor();
    const s = await student();
    const t0 = new Date();
    const id = await book(m.user.id, s.user.id, hourAhead(3), t0);
    const checkoutId = present((await row(id)).checkoutId);
    await cancelSession(db(), localPayments(t0), id, s.user.id, LOCAL, new Date(t0.getTime() + 2 * MINUTE));
    const { local } = localPayments(new Date(t0.getTime() + 3 * MINUTE));
    const paid = await present(local).pay(checkoutId, { card: '4242424242424242', confirmed: false, shipping: null });
    expect(paid.outcome).toBe('closed');
    expect((await row(id)).status).toBe('cancelled_by_student');
  });

  it('makes a mentor who has not joined 10 minutes after the start a no-show and refunds the student', async () => {
    const start = hourAhead(2);
    const { id, student: s } = await confirmedSession(start);
    await joinSession(db(), id, s.user.id, new Date(start - 5 * MINUTE));
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start + 9 * MINUTE));
    expect((await row(id)).status).toBe('confirmed');
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start + 11 * MINUTE));
    expect((await row(id)).status).toBe('no_show_mentor');
    expect((await payment(present((await row(id)).paymentId))).refundedCents).toBe(9_000);
    const mail = present((await mailTo(s.user.email)).find((each) => each.subject.startsWith('Refunded:')));
    expect(mail.textBody).toContain('did not join within 10 minutes');
  });

  it('completes a session both joined 15 minutes after its end, and calls a student who never came a no-show', async () => {
    const start = hourAhead(2);
    const met = await confirmedSession(start);
    const missed = await confirmedSession(start);
    await joinSession(db(), met.id, met.mentor.user.id, new Date(start));
    await joinSession(db(), met.id, met.student.user.id, new Date(start + MINUTE));
    await joinSession(db(), missed.id, missed.mentor.user.id, new Date(start));
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start + HOUR + 14 * MINUTE));
    expect((await row(met.id)).status).toBe('confirmed');
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start + HOUR + 15 * MINUTE));
    expect((await row(met.id)).status).toBe('completed');
    expect(await row(missed.id)).toMatchObject({ status: 'no_show_student', refundDue: false });
  });
});

describe('attending, rescheduling and reviewing', () => {
  it('opens the room 10 minutes before the start, to the two people only', async () => {
    const start = hourAhead(2);
    const { id, student: s } = await confirmedSession(start);
    await expect(joinSession(db(), id, s.user.id, new Date(start - 11 * MINUTE))).rejects.toMatchObject({
      message: 'The session opens 10 minutes before the start',
    });
    const { roomPath } = await joinSession(db(), id, s.user.id, new Date(start - 9 * MINUTE));
    expect(roomPath).toBe(`/video-session/${(await row(id)).roomKey}`);
    expect(roomPath).toMatch(/^\/video-session\/[0-9a-f]{32}$/);
    expect((await row(id)).studentJoinedAt?.getTime()).toBe(start - 9 * MINUTE);
    const stranger = await student();
    expect((await request(`/api/sessions/${id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await request(`/api/sessions/${id}`, { cookie: s.cookie })).status).toBe(200);
  });

  it('moves a session once, up to 24 hours before, and never onto a taken time', async () => {
    const start = hourAhead(4);
    const { id, student: s, mentor: m } = await confirmedSession(start);
    const other = await student();
    const taken = start + 3 * HOUR;
    await book(m.user.id, other.user.id, taken, new Date());
    await expect(rescheduleSession(db(), id, s.user.id, new Date(taken).toISOString(), LOCAL)).rejects.toMatchObject({
      message: 'That time was just taken',
    });
    const moved = await rescheduleSession(db(), id, s.user.id, new Date(start + 6 * HOUR).toISOString(), LOCAL);
    expect(moved.session).toMatchObject({
      startsAt: new Date(start + 6 * HOUR).toISOString(),
      rescheduled: true,
      canReschedule: false,
    });
    await expect(rescheduleSession(db(), id, s.user.id, new Date(start + 8 * HOUR).toISOString(), LOCAL)).rejects.toMatchObject({
      message: 'This session can no longer be rescheduled',
    });
    const mail = present((await mailTo(m.user.email)).find((each) => each.subject.startsWith('Moved:')));
    expect(mail.attachments?.[0]?.content).toContain('SEQUENCE:1');
  });

  it('takes one review per completed session and recounts the mentor’s rating', async () => {
    const start = hourAhead(2);
    const { id, student: s, mentor: m } = await confirmedSession(start);
    await expect(reviewSession(db(), id, s.user.id, { rating: 5, comment: 'Early' })).rejects.toMatchObject({
      message: 'You can review a session once it is completed',
    });
    await joinSession(db(), id, m.user.id, new Date(start));
    await joinSession(db(), id, s.user.id, new Date(start));
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start + 2 * HOUR));
    const path = `/api/sessions/${id}/review`;
    const [one, two] = await Promise.all([
      post(path, s.cookie, { rating: 4, comment: 'Clear and kind.' }),
      post(path, s.cookie, { rating: 2, comment: 'Twice' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const profile = present(await db().query.mentorProfiles.findFirst({ where: eq(mentorProfiles.userId, m.user.id) }));
    expect(profile.ratingCount).toBe(1);
    expect([2, 4]).toContain(profile.ratingSum);
    expect((await post(path, m.cookie, { rating: 5 })).status).toBe(403);
    const reply = `/api/sessions/${id}/review/reply`;
    expect((await post(reply, m.cookie, { reply: 'Thank you!' })).status).toBe(200);
    expect((await post(reply, m.cookie, { reply: 'Again' })).status).toBe(409);
  });
});

describe('mail attachments', () => {
  it('are offered for download by the dev mailbox', async () => {
    const { student: s } = await confirmedSession(hourAhead(3));
    await mailTo(s.user.email);
    const withFile = present(
      (await db().select().from(devMail).where(eq(devMail.toAddress, s.user.email))).find((mail) => mail.attachments?.length),
    );
    const res = await request(`${LOCAL}/dev/mailbox/${withFile.id}/attachments/0`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/calendar');
    expect(await res.text()).toContain('BEGIN:VCALENDAR');
  });
});

describe('reminders', () => {
  it('go 24 hours and 1 hour before, once each, to both people', async () => {
    const start = hourAhead(3);
    const { id, student: s, mentor: m } = await confirmedSession(start);
    const reminders = async (address: string) => (await mailTo(address)).filter((mail) => mail.subject.startsWith('Starts in'));
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start - 25 * HOUR));
    expect(await reminders(s.user.email)).toHaveLength(0);
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start - 23 * HOUR));
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start - 22 * HOUR));
    expect((await reminders(s.user.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Starts in 24 hours/)]);
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start - 50 * MINUTE));
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start - 45 * MINUTE));
    expect((await reminders(m.user.email)).map((mail) => mail.subject.slice(0, 17))).toEqual([
      'Starts in 1 hour:',
      'Starts in 24 hour',
    ]);
    expect((await row(id)).reminded1hAt).not.toBeNull();
  });

  it('are the "Sessions starting soon" mail: not sent to whoever keeps that kind in the bell, with a way out for the rest', async () => {
    const start = hourAhead(3);
    const { student: s, mentor: m } = await confirmedSession(start);
    await send('PUT', '/api/notifications/settings', { channels: { session_soon: 'bell' } }, s.cookie);
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start - 50 * MINUTE));
    const reminders = async (address: string) => (await mailTo(address)).filter((mail) => mail.subject.startsWith('Starts in'));
    expect(await reminders(s.user.email)).toEqual([]);
    const [toMentor] = await reminders(m.user.email);
    expect(toMentor?.headers?.['List-Unsubscribe']).toMatch(/k=session_soon/);
    expect(toMentor?.textBody).toContain('Stop these mails:');
  });
});

describe('the bell', () => {
  it('tells each of the two what the other did with a session, once, and reminds both an hour before', async () => {
    const start = hourAhead(4);
    const { id, student: s, mentor: m } = await confirmedSession(start);
    const link = `/session-invite/${id}`;
    const booked = { kind: 'session_booked', text: `${s.user.username} booked a one-on-one session with you`, link };
    expect(await bellOf(m.user.id)).toEqual([booked]);
    expect(await bellOf(s.user.id)).toEqual([]);

    const moved = await rescheduleSession(db(), id, s.user.id, new Date(start + 6 * HOUR).toISOString(), LOCAL);
    expect(moved.notified).toEqual([m.user.id]);
    const soonAt = new Date(start + 6 * HOUR - 50 * MINUTE);
    await runSessionLifecycle(db(), localPayments(), LOCAL, soonAt);
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(soonAt.getTime() + 5 * MINUTE));
    const soon = (other: string) => ({
      kind: 'session_soon',
      text: `Your one-on-one session with ${other} starts in an hour`,
      link,
    });
    expect(await bellOf(m.user.id)).toEqual([
      soon(s.user.username),
      { kind: 'session_rescheduled', text: `${s.user.username} moved your one-on-one session to a new time`, link },
      booked,
    ]);
    expect(await bellOf(s.user.id)).toEqual([soon(m.user.username)]);
  });

  it('reaches the mentor’s open tab as the payment lands', async () => {
    const m = await mentor();
    const tab = await connectInbox(m.cookie);
    const id = await book(m.user.id, (await student()).user.id, hourAhead(3), new Date());
    await pay(id, new Date(Date.now() + MINUTE));
    await tab.next('notifications_changed');
    tab.socket.close();
  });

  it('tells the student of a mentor’s cancellation, and the mentor of a review with its stars', async () => {
    const cancelled = await confirmedSession(hourAhead(3));
    const { notified } = await cancelSession(db(), localPayments(), cancelled.id, cancelled.mentor.user.id, LOCAL);
    expect(notified).toEqual([cancelled.student.user.id]);
    expect((await bellOf(cancelled.student.user.id))[0]).toMatchObject({
      kind: 'session_cancelled',
      text: `${cancelled.mentor.user.username} cancelled your one-on-one session`,
    });

    const start = hourAhead(2);
    const { id, student: s, mentor: m } = await confirmedSession(start);
    await joinSession(db(), id, m.user.id, new Date(start));
    await joinSession(db(), id, s.user.id, new Date(start));
    await runSessionLifecycle(db(), localPayments(), LOCAL, new Date(start + 2 * HOUR));
    const reviewed = await reviewSession(db(), id, s.user.id, { rating: 4, comment: 'Clear and kind.' });
    expect(reviewed.notified).toEqual([m.user.id]);
    expect((await bellOf(m.user.id))[0]).toMatchObject({
      kind: 'review',
      text: `${s.user.username} reviewed your one-on-one session: 4 stars`,
    });
  });
});

describe('the next free time discovery filters on', () => {
  it('is moved on for every listed mentor by the cron, and back when a hold lapses', async () => {
    const [m, other] = [await mentor(), await mentor()];
    const now = new Date();
    const profile = async (id: number) =>
      present(await db().query.mentorProfiles.findFirst({ where: eq(mentorProfiles.userId, id) })).nextAvailableAt?.getTime();
    await refreshAllNextAvailable(db(), now);
    const first = present(await profile(m.user.id));
    expect(await profile(other.user.id)).toBe(first);
    // Held unpaid, the first time is taken; once the hold lapses, the cron gives it back. (The
    // first time is the shortest session's: an hour from it may cross the day's end.)
    await book(m.user.id, (await student()).user.id, first, now, 30);
    await refreshAllNextAvailable(db(), now);
    expect(present(await profile(m.user.id))).toBeGreaterThan(first);
    expect(await profile(other.user.id)).toBe(first);
    const lapsed = new Date(now.getTime() + 31 * MINUTE);
    await refreshAllNextAvailable(db(), lapsed);
    expect(await profile(m.user.id)).toBe(await profile(other.user.id));
  });

  it('moves past a time as soon as it is booked', async () => {
    const m = await mentor();
    const now = new Date();
    await refreshNextAvailable(db(), m.user.id, now);
    const profile = async () =>
      present(await db().query.mentorProfiles.findFirst({ where: eq(mentorProfiles.userId, m.user.id) }));
    const first = present((await profile()).nextAvailableAt).getTime();
    await book(m.user.id, (await student()).user.id, first, now, 30);
    expect(present((await profile()).nextAvailableAt).getTime()).toBeGreaterThan(first);
  });
});
