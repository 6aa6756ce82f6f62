import type { SessionStatus } from './mentoring';

// What each person may do with a session, and when (docs/rules.md "Mentoring"). Shared by
// the Worker, which enforces it, and the pages, which explain it before anyone pays.

// A booking holds its time this long while the student pays (the checkout expires with it).
export const HOLD_MINUTES = 30;
// Cancelling this long before the start refunds the student in full; later, nothing.
export const FREE_CANCEL_HOURS = 24;
// One reschedule per booking, up to this long before the start.
export const RESCHEDULE_HOURS = 24;
// The session's room opens this long before the start and closes at its end.
const JOIN_OPENS_MINUTES = 10;
// A mentor who has not joined this long after the start is a no-show; the student is refunded.
export const MENTOR_NO_SHOW_MINUTES = 10;
// A session is marked completed this long after its end.
export const COMPLETE_AFTER_MINUTES = 15;
// A quick session has no set time: it can be joined this long from its payment.
export const QUICK_JOINABLE_DAYS = 7;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type SessionTimes = { kind: 'booked' | 'quick'; status: SessionStatus; startsAt: number; endsAt: number; rescheduled: boolean };

export function sessionPermissions(session: SessionTimes, role: 'student' | 'mentor', now: number) {
  const confirmed = session.status === 'confirmed';
  const awaitingPayment = role === 'student' && session.status === 'pending_payment';
  if (session.kind === 'quick') {
    // No set time: joinable from payment for a week; the mentor may withdraw (refunded in full).
    const open = confirmed && now < session.endsAt;
    return {
      canCancel: awaitingPayment || (role === 'mentor' && open),
      cancelRefunds: role === 'mentor' && open,
      canReschedule: false,
      joinOpensAt: session.startsAt,
      canJoin: open,
    };
  }
  const beforeStart = now < session.startsAt;
  const early = now <= session.startsAt - FREE_CANCEL_HOURS * HOUR;
  const joinOpensAt = session.startsAt - JOIN_OPENS_MINUTES * MINUTE;
  return {
    canCancel: (confirmed && beforeStart) || awaitingPayment,
    // A mentor's cancelling always refunds; a student's only while early enough.
    cancelRefunds: confirmed && beforeStart && (role === 'mentor' || early),
    canReschedule: role === 'student' && confirmed && !session.rescheduled && now <= session.startsAt - RESCHEDULE_HOURS * HOUR,
    joinOpensAt,
    canJoin: confirmed && now >= joinOpensAt && now < session.endsAt,
  };
}

type SessionRef = { id: number; kind: 'booked' | 'quick' };

// Where a session's two people see it: a booked one's invite page, or the quick session's page.
export const sessionPagePath = (session: SessionRef) =>
  session.kind === 'quick' ? `/quick-session/${session.id}` : `/session-invite/${session.id}`;

// Where its student pays for it.
export const sessionPaymentPath = (session: SessionRef) =>
  session.kind === 'quick' ? `/quick-session/payment/${session.id}` : `/checkout/${session.id}`;
