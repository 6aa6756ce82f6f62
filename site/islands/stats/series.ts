import type { StatsCounts, StatsDay } from '../../../worker/contract/stats';

// The dashboard's day arithmetic on 'YYYY-MM-DD' New York days (the API's), kept here rather
// than in worker/domain so the page doesn't load a time-zone library for plain dates.

export type Metric = keyof StatsCounts;

const asUtc = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
};

const nextDay = (day: string) => new Date(asUtc(day).getTime() + 86_400_000).toISOString().slice(0, 10);

export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

// 'Mar 3' (or 'Mar 3, 2026'): the day itself, whatever the reader's zone.
export const dayLabel = (day: string, withYear = false) =>
  asUtc(day).toLocaleDateString('en-US', {
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
