import { zonedDateTime } from '../../domain/dates';
import { formatUsd } from '../../domain/money';
import { layout, type MailContent, noticeContent, type Unsubscribe } from './templates';

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

const when = (facts: SessionMailFacts) => zonedDateTime(facts.startsAt, facts.timeZone);

function mail(subject: string, heading: string, lines: string[], action: { label: string; url: string }): MailContent {
  return { subject, text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}`, html: layout(heading, lines, action) };
}

export function sessionConfirmedMail(facts: SessionMailFacts, calendar: string): MailContent {
  const lines = [
    `Hi ${facts.reader},`,
    `Your ${facts.what} with ${facts.other} is confirmed for ${when(facts)}.`,
    'The attached calendar file adds it to your calendar. Join from the session page up to 10 minutes before the start.',
  ];
  return {
    ...mail(`Confirmed: ${facts.what} with ${facts.other}`, 'Your session is confirmed', lines, {
      label: 'Open Session',
      url: facts.inviteUrl,
    }),
    attachments: [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8', content: calendar }],
  };
}

// A quick session has no set time: paid, it is joined whenever both are free within its week.
export function quickSessionPaidMail(facts: SessionMailFacts, joinableUntil: number): MailContent {
  const lines = [
    `Hi ${facts.reader},`,
    `Your ${facts.what} with ${facts.other} is paid.`,
    `Join the call together from the session page any time until ${zonedDateTime(joinableUntil, facts.timeZone)}.`,
  ];
  return mail(`Paid: ${facts.what} with ${facts.other}`, 'Your quick session is ready', lines, {
    label: 'Open Session',
    url: facts.inviteUrl,
  });
}

// A notice (the "Sessions starting soon" kind), so it carries its way out.
export function sessionReminderMail(facts: SessionMailFacts, lead: '24 hours' | '1 hour', unsubscribe: Unsubscribe): MailContent {
  const lines = [
    `Hi ${facts.reader},`,
    `A reminder: your ${facts.what} with ${facts.other} starts in ${lead}, on ${when(facts)}.`,
  ];
  const action = { label: 'Open Session', url: facts.inviteUrl };
  return noticeContent(
    `Starts in ${lead}: ${facts.what} with ${facts.other}`,
    'Your session is coming up',
    lines,
    action,
    unsubscribe,
  );
}

export function sessionCancelledMail(facts: SessionMailFacts, byReader: boolean, refund: string): MailContent {
  const lines = [
    `Hi ${facts.reader},`,
    byReader
      ? `You cancelled your ${facts.what} with ${facts.other} on ${when(facts)}.`
      : `${facts.other} cancelled your ${facts.what} on ${when(facts)}.`,
    refund,
  ];
  return mail(`Cancelled: ${facts.what} with ${facts.other}`, 'Session cancelled', lines, {
    label: 'Open Session',
    url: facts.inviteUrl,
  });
}

export function sessionRescheduledMail(facts: SessionMailFacts, calendar: string): MailContent {
  const lines = [`Hi ${facts.reader},`, `Your ${facts.what} with ${facts.other} has moved to ${when(facts)}.`];
  return {
    ...mail(`Moved: ${facts.what} with ${facts.other}`, 'Session rescheduled', lines, {
      label: 'Open Session',
      url: facts.inviteUrl,
    }),
    attachments: [{ filename: 'session.ics', contentType: 'text/calendar; charset=utf-8', content: calendar }],
  };
}

// `toPayer`: the student reads where the money went; the mentor, that it went back.
export function sessionRefundedMail(facts: SessionMailFacts, amountCents: number, reason: string, toPayer: boolean): MailContent {
  const refund = toPayer
    ? `${formatUsd(amountCents)} has been refunded to the card that paid.`
    : `The payment of ${formatUsd(amountCents)} has been refunded to ${facts.other}.`;
  const lines = [`Hi ${facts.reader},`, reason, refund];
  return mail(`Refunded: ${facts.what} with ${facts.other}`, 'Session refunded', lines, {
    label: 'Open Session',
    url: facts.inviteUrl,
  });
}
