import { addDays, weekday } from '../../domain/dates';
import { newYorkDate } from '../../domain/new-york-time';

// Which finished backups are kept (docs/rules.md "Backups and restore"), on New York's
// calendar like the rest of the site:
// - daily: the newest backup of each of the 7 latest days that have one;
// - weekly: the newest of each of the 4 latest weeks (Monday to Sunday) that have one;
// - monthly: the newest of each of the 12 latest calendar months that have one.
// A backup kept by any rule stays. 'Back up now' backups count like the daily ones: the
// newest of its day is kept as that day's. Counting periods that have a backup, rather than
// the last 7 days of the calendar, means a week the cron did not run prunes nothing early.
export const KEEP = { daily: 7, weekly: 4, monthly: 12 } as const;

export type Kept = { id: number; startedAt: Date };

const mondayOf = (date: string) => addDays(date, -((weekday(date) + 6) % 7));

function newestOfLatest(backups: Kept[], periodOf: (date: string) => string, count: number): number[] {
  const newest = new Map<string, Kept>();
  for (const backup of backups) {
    const period = periodOf(newYorkDate(backup.startedAt));
    const found = newest.get(period);
    if (!found || backup.startedAt > found.startedAt) newest.set(period, backup);
  }
  return [...newest.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .slice(0, count)
    .map(([, backup]) => backup.id);
}

export function backupsToKeep(backups: Kept[]): Set<number> {
  return new Set([
    ...newestOfLatest(backups, (date) => date, KEEP.daily),
    ...newestOfLatest(backups, mondayOf, KEEP.weekly),
    ...newestOfLatest(backups, (date) => date.slice(0, 7), KEEP.monthly),
  ]);
}
