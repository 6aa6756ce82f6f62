import { zonedDateTime } from '../../domain/dates';
import { formatUsd } from '../../domain/money';
import { mailTemplate } from './templates';

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

const refunded = (amount: string) => `Your payment of ${amount} is refunded in full to the card that paid.`;

export type SeatMailKind = 'registered' | 'moved' | 'cancelled' | 'givenBack';

const sampleValues = (origin: string) => ({
  reader: 'Rosa',
  title: 'Night skies',
  when: zonedDateTime(Date.parse('2026-12-10T01:00:00Z'), 'America/New_York'),
  webinarUrl: `${origin}/webinar/12`,
});

const openWebinar = (url: string) => ({ label: 'Open Webinar', url });

// `refund` is a sentence, or nothing when the seat was free.
const withRefund = (sentence: string, refund: string) => `${sentence}${refund ? ` ${refund}` : ''}`;

const SEAT_TEMPLATES = {
  registered: mailTemplate({
    key: 'webinar_registered',
    name: 'Webinar seat saved',
    description: 'Sent when a member takes a seat at a webinar (once paid, for a paid one), with the calendar invite.',
    group: 'Webinars',
    notice: false,
    samples: sampleValues,
    words: ({ reader, title, when, webinarUrl }) => ({
      subject: `You're registered: ${title}`,
      heading: "You're registered",
      lines: [`Hi ${reader},`, `Your seat at “${title}” is saved. It starts on ${when}; the join link is on its page.`],
      action: openWebinar(webinarUrl),
    }),
  }),
  moved: mailTemplate({
    key: 'webinar_moved',
    name: 'Webinar moved',
    description: 'Sent to everyone with a seat when a webinar moves to a new time, with the updated invite.',
    group: 'Webinars',
    notice: false,
    samples: sampleValues,
    words: ({ reader, title, when, webinarUrl }) => ({
      subject: `New time: ${title}`,
      heading: 'The webinar has a new time',
      lines: [`Hi ${reader},`, `“${title}” now starts on ${when}. Your seat is kept; the attached invite updates your calendar.`],
      action: openWebinar(webinarUrl),
    }),
  }),
  givenBack: mailTemplate({
    key: 'webinar_givenBack',
    name: 'Webinar seat given back',
    description: 'Sent when a member gives back their seat, saying the payment is refunded when there was one.',
    group: 'Webinars',
    notice: false,
    samples: (origin) => ({ ...sampleValues(origin), refund: refunded(formatUsd(2_500)) }),
    words: ({ reader, title, refund, webinarUrl }) => ({
      subject: `Seat given back: ${title}`,
      heading: 'Your seat is given back',
      lines: [
        `Hi ${reader},`,
        `${withRefund(`You gave back your seat at “${title}”.`, refund)} The attached file removes it from your calendar.`,
      ],
      action: openWebinar(webinarUrl),
    }),
  }),
  cancelled: mailTemplate({
    key: 'webinar_cancelled',
    name: 'Webinar cancelled',
    description: 'Sent to everyone with a seat when a webinar is cancelled, saying the payment is refunded when there was one.',
    group: 'Webinars',
    notice: false,
    samples: (origin) => ({ ...sampleValues(origin), refund: refunded(formatUsd(2_500)) }),
    words: ({ reader, title, refund, webinarUrl }) => ({
      subject: `Cancelled: ${title}`,
      heading: 'The webinar is cancelled',
      lines: [
        `Hi ${reader},`,
        `${withRefund(`“${title}” is cancelled.`, refund)} The attached file removes it from your calendar.`,
      ],
      action: openWebinar(webinarUrl),
    }),
  }),
};

export const SEAT_MAIL_TEMPLATES = Object.values(SEAT_TEMPLATES);

export function seatMail(kind: SeatMailKind, facts: SeatMailFacts, calendar: string) {
  const values = {
    reader: facts.reader,
    title: facts.title,
    when: zonedDateTime(facts.startsAt, facts.timeZone),
    webinarUrl: facts.pageUrl,
    refund: facts.paidCents ? refunded(formatUsd(facts.paidCents)) : '',
  };
  const attachments = [
    {
      filename: 'webinar.ics',
      contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' || kind === 'givenBack' ? 'CANCEL' : 'REQUEST'}`,
      content: calendar,
    },
  ];
  return SEAT_TEMPLATES[kind].mail(values, { attachments });
}

// A payment that arrived when its seat could no longer be given: refunded in full, and why.
export const latePaymentTemplate = mailTemplate({
  key: 'webinar_refunded',
  name: 'Webinar payment refunded',
  description:
    'Sent when a payment for a seat arrives after the seat stopped being held and none was left, or the webinar was cancelled.',
  group: 'Webinars',
  notice: false,
  samples: () => ({
    reader: 'Rosa',
    title: 'Night skies',
    reason: 'Your payment arrived after your seat stopped being held, and no seat was left.',
    amount: formatUsd(2_500),
  }),
  words: ({ reader, title, reason, amount }) => ({
    subject: `Refunded: ${title}`,
    heading: 'Your payment is refunded',
    lines: [`Hi ${reader},`, reason, refunded(amount)],
  }),
});

export const latePaymentMail = (facts: { reader: string; title: string; amountCents: number; reason: string }) =>
  latePaymentTemplate.mail({
    reader: facts.reader,
    title: facts.title,
    reason: facts.reason,
    amount: formatUsd(facts.amountCents),
  });
