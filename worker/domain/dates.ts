// A day as mail and the provider's pages write it, in UTC: "November 27, 2026".
export const longUtcDate = (at: Date) =>
  at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

// A session's start as its reader sees it: "Monday, March 16, 2026 at 4:00 AM EDT".
export const zonedDateTime = (instant: number, timeZone: string) =>
  new Date(instant).toLocaleString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
