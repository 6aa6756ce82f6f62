import { TZDate } from '@date-fns/tz';
import { dateTimeInput, utcDay } from '../../../worker/domain/dates';
import { CHALLENGE_TIME_ZONE } from '../../../worker/domain/new-york-time';

// A datetime-local input has no zone of its own; on these screens it reads New York's
// wall clock, because that is the clock daily challenges run on.
export const toNewYorkInput = (instant: Date | string | null | undefined) =>
  instant ? dateTimeInput(new TZDate(new Date(instant).getTime(), CHALLENGE_TIME_ZONE)) : '';

export function fromNewYorkInput(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, 0, CHALLENGE_TIME_ZONE).getTime());
}

// EST or EDT, whichever New York is on at that instant.
export function newYorkZone(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: CHALLENGE_TIME_ZONE, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? 'New York';
}

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

// 'Tue, Mar 4' for a YYYY-MM-DD calendar day (read as a plain date, not an instant).
export const formatDay = (date: string) => dayFormat.format(utcDay(date));

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : 'Never');
