import { longUtcDate } from '../../domain/dates';
import { formatUsd } from '../../domain/money';
import { layout, type MailContent } from './templates';

// The mail money sends: a receipt for every payment, and a notice when a plan's renewal fails.

export function receiptMail(
  name: string,
  receipt: { paymentId: string; amountCents: number; description: string; paidAt: Date },
  action: { label: string; url: string },
): MailContent {
  const lines = [`Hi ${name},`, `Thank you for your payment of ${formatUsd(receipt.amountCents)} for ${receipt.description}.`];
  const details = [`Receipt number: ${receipt.paymentId}`, `Date: ${longUtcDate(receipt.paidAt)} (UTC)`];
  return {
    subject: 'Your Aperture Circle receipt',
    text: `${[...lines, details.join('\n')].join('\n\n')}\n\n${action.label}: ${action.url}`,
    html: layout('Your receipt', [...lines, ...details], action),
  };
}

export function paymentFailedMail(name: string, planName: string, graceEndsAt: Date, updateUrl: string): MailContent {
  const lines = [
    `Hi ${name},`,
    `We couldn't take the payment to renew your ${planName} plan.`,
    `Your plan stays active until ${longUtcDate(graceEndsAt)}. Update your card before then to keep it.`,
  ];
  return {
    subject: `Your ${planName} payment failed`,
    text: `${lines.join('\n\n')}\n\nUpdate your card: ${updateUrl}`,
    html: layout('Your payment failed', lines, { label: 'Update Card', url: updateUrl }),
  };
}
