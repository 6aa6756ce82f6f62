import type { StatsCounts, StatsDay } from '../../../worker/contract/stats';
// Plain dates only: the API's 'YYYY-MM-DD' New York days need no time-zone library here.
import { addDays, utcDay } from '../../../worker/domain/dates';

export type Metric = keyof StatsCounts;

export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

// 'Mar 3' (or 'Mar 3, 2026'): the day itself, whatever the reader's zone.
export const dayLabel = (day: string, withYear = false) =>
  utcDay(day).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });

// A bar: one day, or a week of them in the longer periods.
export type Bucket = { start: string; end: string; value: number };

export const bucketDays = (days: number) => (days <= 30 ? 1 : 7);

export function bucketsOf(daily: StatsDay[], metric: Metric, from: string, to: string, size: number): Bucket[] {
  const byDay = new Map(daily.map((d) => [d.day, d[metric]]));
  const days = daysFrom(from, to);
  const buckets: Bucket[] = [];
  // Counted back from today, so the latest bar is a whole week and only the first may be short.
  for (let end = days.length; end > 0; end -= size) {
    const span = days.slice(Math.max(0, end - size), end);
    const start = span[0] ?? from;
    buckets.unshift({
      start,
      end: span.at(-1) ?? start,
      value: span.reduce((sum, day) => sum + (byDay.get(day) ?? 0), 0),
    });
  }
  return buckets;
}

export const bucketLabel = ({ start, end }: Bucket) =>
  start === end ? dayLabel(start) : `${dayLabel(start)} – ${dayLabel(end)}`;

// The fullest bar, first of equals; none when every bar is empty.
export const busiest = (buckets: Bucket[]) =>
  buckets.reduce<Bucket | null>((best, b) => (b.value > (best?.value ?? 0) ? b : best), null);

export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
