// What a notification can be about. No zod here: the schema and islands import it at run time.
// Each feature adds its kinds (services/notifications/notify.ts writes them).
export const NOTIFICATION_KINDS = ['result', 'like', 'comment'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

// The words a line needs besides its actor: the photo's title, and for a result its place,
// score and the challenge's name.
export type NotificationData = {
  title: string;
  place?: number;
  score?: number;
  challenge?: string;
};
