// A day as mail and the provider's pages write it, in UTC: "November 27, 2026".
export const longUtcDate = (at: Date) =>
  at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
