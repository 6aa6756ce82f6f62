import { zonedDateTime } from '../../domain/dates';
import { formatUsd } from '../../domain/money';
import { layout, type MailContent } from './templates';

// A webinar seat's mail, each with the seat's calendar invite: registered, moved, cancelled,
// given back; and the refund of a payment that arrived when no seat was left.
// These are receipts and invites, always sent (like a session's confirmation).

export type SeatMailFacts = {
  reader: string;
  title: string;
  startsAt: number;
  timeZone: string;
  pageUrl: string;
  // What the seat cost, when it was paid for: a cancellation or a give-back says it is refunded.
  paidCents: number | null;
};

const refunded = (cents: number) => `Your payment of ${formatUsd(cents)} is refunded in full to the card that paid.`;

export type SeatMailKind = 'registered' | 'moved' | 'cancelled' | 'givenBack';

const TEXTS: Record<SeatMailKind, { subject: string; heading: string; line: (f: SeatMailFacts, when: string) => string }> = {
  registered: {
    subject: "You're registered",
    heading: "You're registered",
    line: (f, when) => `Your seat at “${f.title}” is saved. It starts on ${when}; the join link is on its page.`,
  },
  moved: {
    subject: 'New time',
    heading: 'The webinar has a new time',
    line: (f, when) => `“${f.title}” now starts on ${when}. Your seat is kept; the attached invite updates your calendar.`,
  },
  givenBack: {
    subject: 'Seat given back',
    heading: 'Your seat is given back',
    line: (f) =>
      `You gave back your seat at “${f.title}”.${f.paidCents ? ` ${refunded(f.paidCents)}` : ''} The attached file removes it from your calendar.`,
  },
  cancelled: {
    subject: 'Cancelled',
    heading: 'The webinar is cancelled',
    line: (f) =>
      `“${f.title}” is cancelled.${f.paidCents ? ` ${refunded(f.paidCents)}` : ''} The attached file removes it from your calendar.`,
  },
};

export function seatMail(kind: SeatMailKind, facts: SeatMailFacts, calendar: string): MailContent {
  const { subject, heading, line } = TEXTS[kind];
  const lines = [`Hi ${facts.reader},`, line(facts, zonedDateTime(facts.startsAt, facts.timeZone))];
  const action = { label: 'Open Webinar', url: facts.pageUrl };
  return {
    subject: `${subject}: ${facts.title}`,
    text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}`,
    html: layout(heading, lines, action),
    attachments: [
      {
        filename: 'webinar.ics',
        contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' || kind === 'givenBack' ? 'CANCEL' : 'REQUEST'}`,
        content: calendar,
      },
    ],
  };
}

// A payment that arrived when its seat could no longer be given: refunded in full, and why.
export function latePaymentMail(facts: { reader: string; title: string; amountCents: number; reason: string }): MailContent {
  const lines = [`Hi ${facts.reader},`, facts.reason, refunded(facts.amountCents)];
  return {
    subject: `Refunded: ${facts.title}`,
    text: lines.join('\n\n'),
    html: layout('Your payment is refunded', lines),
  };
}
