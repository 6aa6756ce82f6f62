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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

// The words a line needs besides its actor: the photo's or the session's title (empty for a
// sale of several photos), for a result its place, score and the challenge's name (a
// review's score is its stars), how many prints sold, a payout's amount, and how many
// messages wait unread in a thread; for a reminder, the hours left (rounded up) and how many
// more entries a voter must score for their scores to count.
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
};
