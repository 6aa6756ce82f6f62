// What a notification can be about. No zod here: the schema and islands import it at run time.
// Each feature adds its kinds (services/notifications/notify.ts writes them).
export const NOTIFICATION_KINDS = [
  'result',
  'like',
  'comment',
  'session_booked',
  'session_rescheduled',
  'session_cancelled',
  'session_soon',
  'review',
  'print_sold',
  'order_shipped',
  'payout_sent',
  'voting_open',
  'message',
  'entries_closing',
  'voting_closing',
  'content_removed',
  'content_restored',
  'webinar_soon',
  'webinar_replay',
  'critique',
  'critique_rated',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

// The words a line needs besides its actor: the photo's or the session's title (empty for a
// sale of several photos), for a result its place, score and the challenge's name (a
// review's score is its stars), how many prints sold, a payout's amount, and how many
// messages wait unread in a thread; for a reminder, the hours left (rounded up) and how many
// more entries a voter must score for their scores to count; for an admin's action on a
// member's work, what it was (`what`: "photo", "comment") and the admin's reason.
export type NotificationData = {
  title: string;
  place?: number;
  score?: number;
  challenge?: string;
  prints?: number;
  amountCents?: number;
  messages?: number;
  hours?: number;
  left?: number;
  what?: string;
  reason?: string;
  // A critique's helpfulness as its requester rated it, and whether that earned a credit.
  helpfulness?: number;
  earned?: boolean;
};

// How a kind reaches a member besides the bell: not at all, by mail at once, or in one mail a
// day at the member's hour. Theirs to choose per kind on /profile; the defaults are the choice
// of someone who never chose: mail for what touches money, time or results, a digest for the
// chatter.
export const MAIL_CHANNELS = ['bell', 'mail', 'digest'] as const;
export type MailChannel = (typeof MAIL_CHANNELS)[number];

// A booking's news comes in its receipt or calendar invite, which is always sent: no choice,
// and never a second mail.
export const RECEIPT_KINDS = ['session_booked', 'session_rescheduled', 'session_cancelled'] as const;
export type ChosenKind = Exclude<NotificationKind, (typeof RECEIPT_KINDS)[number]>;

export const KIND_MAIL: Record<ChosenKind, { label: string; channel: MailChannel }> = {
  result: { label: 'Results of your entries', channel: 'mail' },
  like: { label: 'Likes on your photos', channel: 'digest' },
  comment: { label: 'Comments on your photos', channel: 'digest' },
  voting_open: { label: 'Voting opening in challenges you entered', channel: 'digest' },
  entries_closing: { label: 'Entries closing in challenges you asked about', channel: 'mail' },
  voting_closing: { label: 'Voting closing before your scores count', channel: 'mail' },
  message: { label: 'New messages', channel: 'mail' },
  session_soon: { label: 'Sessions starting soon', channel: 'mail' },
  review: { label: 'Reviews of your sessions', channel: 'mail' },
  print_sold: { label: 'Prints sold', channel: 'mail' },
  order_shipped: { label: 'Print orders shipped', channel: 'mail' },
  payout_sent: { label: 'Payouts sent', channel: 'mail' },
  content_removed: { label: 'Your work removed by an admin', channel: 'mail' },
  content_restored: { label: 'Your work restored by an admin', channel: 'mail' },
  webinar_soon: { label: 'Webinars starting soon', channel: 'mail' },
  webinar_replay: { label: 'Replays of your webinars', channel: 'mail' },
  critique: { label: 'Critiques of your photos', channel: 'mail' },
  critique_rated: { label: 'Ratings of your critiques', channel: 'digest' },
};
export const CHOSEN_KINDS = Object.keys(KIND_MAIL) as ChosenKind[];
