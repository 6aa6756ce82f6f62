import { longUtcDate } from '../../domain/dates';
import { formatUsd } from '../../domain/money';
import { type MailAction, mailTemplate } from './templates';

// The mail money sends: a receipt for every payment, and a notice when a plan's renewal fails.

export const receiptTemplate = mailTemplate({
  key: 'payment_receipt',
  name: 'Receipt',
  description: 'Sent for every payment: plans, sessions, quick sessions, print orders and webinar seats. Always sent.',
  group: 'Payments',
  notice: false,
  samples: (origin) => ({
    name: 'Rosa',
    amount: formatUsd(12_000),
    description: 'your print order',
    receiptNumber: 'pi_3Sample',
    date: longUtcDate(new Date('2026-11-20T12:00:00Z')),
    actionLabel: 'View Your Order',
    actionUrl: `${origin}/order-confirmation?order=1042`,
  }),
  words: ({ name, amount, description, receiptNumber, date, actionLabel, actionUrl }) => {
    const lines = [`Hi ${name},`, `Thank you for your payment of ${amount} for ${description}.`];
    const details = [`Receipt number: ${receiptNumber}`, `Date: ${date} (UTC)`];
    const action = { label: actionLabel, url: actionUrl };
    return {
      subject: 'Your Aperture Circle receipt',
      heading: 'Your receipt',
      lines: [...lines, ...details],
      action,
      text: `${[...lines, details.join('\n')].join('\n\n')}\n\n${actionLabel}: ${actionUrl}`,
    };
  },
});

export function receiptMail(
  name: string,
  receipt: { paymentId: string; amountCents: number; description: string; paidAt: Date },
  action: MailAction,
) {
  return receiptTemplate.mail({
    name,
    amount: formatUsd(receipt.amountCents),
    description: receipt.description,
    receiptNumber: receipt.paymentId,
    date: longUtcDate(receipt.paidAt),
    actionLabel: action.label,
    actionUrl: action.url,
  });
}

export const paymentFailedTemplate = mailTemplate({
  key: 'payment_failed',
  name: 'Renewal payment failed',
  description: "Sent when a plan's renewal payment fails, with the date the plan stops unless the card is updated.",
  group: 'Payments',
  notice: false,
  samples: (origin) => ({
    name: 'Rosa',
    plan: 'Print Seller',
    activeUntil: longUtcDate(new Date('2026-11-27T12:00:00Z')),
    updateUrl: `${origin}/subscription`,
  }),
  words: ({ name, plan, activeUntil, updateUrl }) => ({
    subject: `Your ${plan} payment failed`,
    heading: 'Your payment failed',
    lines: [
      `Hi ${name},`,
      `We couldn't take the payment to renew your ${plan} plan.`,
      `Your plan stays active until ${activeUntil}. Update your card before then to keep it.`,
    ],
    action: { label: 'Update Card', url: updateUrl, inText: 'Update your card' },
  }),
});

export const paymentFailedMail = (name: string, planName: string, graceEndsAt: Date, updateUrl: string) =>
  paymentFailedTemplate.mail({ name, plan: planName, activeUntil: longUtcDate(graceEndsAt), updateUrl });
