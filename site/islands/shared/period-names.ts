// What a dashboard's period is called, by its number of days.
export const PERIOD_NAMES: Record<string, string> = { '7': '7 days', '30': '30 days', '90': '90 days', '365': '12 months' };

export const periodName = (days: string) => PERIOD_NAMES[days] ?? `${days} days`;
