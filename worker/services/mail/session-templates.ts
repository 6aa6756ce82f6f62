import { zonedDateTime } from '../../domain/dates';
import { formatUsd } from '../../domain/money';
import { mailTemplate, type Unsubscribe } from './templates';

// The mail a mentoring session sends its two people: confirmation (with the calendar file),
// reminders, cancellation and refunds. Times are written in each reader's own zone.

export type SessionMailFacts = {
  reader: string;
  other: string;
  what: string;
  startsAt: number;
  timeZone: string;
  inviteUrl: string;
};

const SAMPLE_START = Date.parse('2026-12-07T15:00:00Z');
const SAMPLE_ZONE = 'America/New_York';

// The values every session mail has, from the facts and as samples.
const valuesOf = (facts: SessionMailFacts) => ({
  reader: facts.reader,
  other: facts.other,
  what: facts.what,
  when: zonedDateTime(facts.startsAt, facts.timeZone),
  sessionUrl: facts.inviteUrl,
});

const sampleValues = (origin: string) => ({
  reader: 'Rosa',
  other: 'Sam Lee',
  what: 'portfolio review session',
  when: zonedDateTime(SAMPLE_START, SAMPLE_ZONE),
  sessionUrl: `${origin}/session/42`,
});

const openSession = (url: string) => ({ label: 'Open Session', url });

const calendarFile = (calendar: string) => [
  { filename: 'session.ics', contentType: 'text/calendar; charset=utf-8', content: calendar },
];

export const sessionConfirmedTemplate = mailTemplate({
  key: 'session_confirmed',
  name: 'Session confirmed',
  description: 'Sent to the student and the mentor once a booked session is paid, with its calendar file. Always sent.',
  group: 'Mentoring',
  notice: false,
  samples: sampleValues,
  words: ({ reader, other, what, when, sessionUrl }) => ({
    subject: `Confirmed: ${what} with ${other}`,
    heading: 'Your session is confirmed',
    lines: [
      `Hi ${reader},`,
      `Your ${what} with ${other} is confirmed for ${when}.`,
      'The attached calendar file adds it to your calendar. Join from the session page up to 10 minutes before the start.',
    ],
    action: openSession(sessionUrl),
  }),
});

export const sessionConfirmedMail = (facts: SessionMailFacts, calendar: string) =>
  sessionConfirmedTemplate.mail(valuesOf(facts), { attachments: calendarFile(calendar) });

// A quick session has no set time: paid, it is joined whenever both are free within its week.
export const quickSessionPaidTemplate = mailTemplate({
  key: 'quick_session_paid',
  name: 'Quick session paid',
  description:
    'Sent to the student and the mentor once a quick session is paid: it can be joined any time that week. Always sent.',
  group: 'Mentoring',
  notice: false,
  samples: (origin) => ({
    reader: 'Rosa',
    other: 'Sam Lee',
    what: 'portfolio review quick session',
    joinableUntil: zonedDateTime(SAMPLE_START + 7 * 86_400_000, SAMPLE_ZONE),
    sessionUrl: `${origin}/quick-session/42`,
  }),
  words: ({ reader, other, what, joinableUntil, sessionUrl }) => ({
    subject: `Paid: ${what} with ${other}`,
    heading: 'Your quick session is ready',
    lines: [
      `Hi ${reader},`,
      `Your ${what} with ${other} is paid.`,
      `Join the call together from the session page any time until ${joinableUntil}.`,
    ],
    action: openSession(sessionUrl),
  }),
});

export const quickSessionPaidMail = (facts: SessionMailFacts, joinableUntil: number) =>
  quickSessionPaidTemplate.mail({
    reader: facts.reader,
    other: facts.other,
    what: facts.what,
    joinableUntil: zonedDateTime(joinableUntil, facts.timeZone),
    sessionUrl: facts.inviteUrl,
  });

// A notice (the "Sessions starting soon" kind), so it carries its way out.
export const sessionReminderTemplate = mailTemplate({
  key: 'session_reminder',
  name: 'Session reminder',
  description: 'Sent 24 hours and 1 hour before a session, to those who keep “Sessions starting soon” by mail.',
  group: 'Mentoring',
  notice: true,
  samples: (origin) => ({ ...sampleValues(origin), startsIn: '24 hours' }),
  words: ({ reader, other, what, when, startsIn, sessionUrl }) => ({
    subject: `Starts in ${startsIn}: ${what} with ${other}`,
    heading: 'Your session is coming up',
    lines: [`Hi ${reader},`, `A reminder: your ${what} with ${other} starts in ${startsIn}, on ${when}.`],
    action: openSession(sessionUrl),
  }),
});

export const sessionReminderMail = (facts: SessionMailFacts, lead: '24 hours' | '1 hour', unsubscribe: Unsubscribe) =>
  sessionReminderTemplate.mail({ ...valuesOf(facts), startsIn: lead }, { unsubscribe });

export const sessionCancelledTemplate = mailTemplate({
  key: 'session_cancelled',
  name: 'Session cancelled',
  description: 'Sent to both people when a confirmed session is cancelled, saying whether the payment is refunded. Always sent.',
  group: 'Mentoring',
  notice: false,
  samples: (origin) => ({
    ...sampleValues(origin),
    cancelledBy: 'Sam Lee',
    refund: 'The payment is refunded in full to the card that paid.',
  }),
  words: ({ reader, other, what, when, cancelledBy, refund, sessionUrl }) => ({
    subject: `Cancelled: ${what} with ${other}`,
    heading: 'Session cancelled',
    lines: [`Hi ${reader},`, `Your ${what} with ${other} on ${when} was cancelled by ${cancelledBy}.`, refund],
    action: openSession(sessionUrl),
  }),
});

export const sessionCancelledMail = (facts: SessionMailFacts, byReader: boolean, refund: string) =>
  sessionCancelledTemplate.mail({ ...valuesOf(facts), cancelledBy: byReader ? 'you' : facts.other, refund });

export const sessionRescheduledTemplate = mailTemplate({
  key: 'session_rescheduled',
  name: 'Session moved',
  description: 'Sent to both people when a session moves to a new time, with the updated calendar file. Always sent.',
  group: 'Mentoring',
  notice: false,
  samples: sampleValues,
  words: ({ reader, other, what, when, sessionUrl }) => ({
    subject: `Moved: ${what} with ${other}`,
    heading: 'Session rescheduled',
    lines: [`Hi ${reader},`, `Your ${what} with ${other} has moved to ${when}.`],
    action: openSession(sessionUrl),
  }),
});

export const sessionRescheduledMail = (facts: SessionMailFacts, calendar: string) =>
  sessionRescheduledTemplate.mail(valuesOf(facts), { attachments: calendarFile(calendar) });

export const sessionRefundedTemplate = mailTemplate({
  key: 'session_refunded',
  name: 'Session refunded',
  description: "Sent to both people when a session's payment is refunded (a mentor who did not come, a cancellation).",
  group: 'Mentoring',
  notice: false,
  samples: (origin) => ({
    ...sampleValues(origin),
    reason: 'Sam Lee did not join within 10 minutes of the start.',
    refund: `${formatUsd(9_000)} has been refunded to the card that paid.`,
  }),
  words: ({ reader, other, what, reason, refund, sessionUrl }) => ({
    subject: `Refunded: ${what} with ${other}`,
    heading: 'Session refunded',
    lines: [`Hi ${reader},`, reason, refund],
    action: openSession(sessionUrl),
  }),
});

// `toPayer`: the student reads where the money went; the mentor, that it went back.
export function sessionRefundedMail(facts: SessionMailFacts, amountCents: number, reason: string, toPayer: boolean) {
  const refund = toPayer
    ? `${formatUsd(amountCents)} has been refunded to the card that paid.`
    : `The payment of ${formatUsd(amountCents)} has been refunded to ${facts.other}.`;
  return sessionRefundedTemplate.mail({ ...valuesOf(facts), reason, refund });
}
