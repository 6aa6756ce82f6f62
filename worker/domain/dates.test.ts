import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { addDays, dateTimeInput, weekday } from './dates';
import { zonedDate } from './zoned-time';

describe('calendar dates', () => {
  it('add days across month, leap-day and year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-01', 364)).toBe('2027-10-31');
  });

  it('give a date the same weekday in every zone', () => {
    expect(weekday('2026-11-23')).toBe(1);
    expect(weekday('2026-11-29')).toBe(0);
  });

  it("write a zone's own date and clock, not UTC's", () => {
    const lateInNewYork = Date.UTC(2026, 10, 24, 4, 30);
    expect(zonedDate(lateInNewYork, 'America/New_York')).toBe('2026-11-23');
    expect(zonedDate(lateInNewYork, 'Asia/Tokyo')).toBe('2026-11-24');
    expect(dateTimeInput(new TZDate(lateInNewYork, 'America/New_York'))).toBe('2026-11-23T23:30');
  });
});
