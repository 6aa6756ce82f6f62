import { z } from 'zod';
import { timeZoneSchema } from './time-zone';

// A mentor's availability rules (/calendar-settings), in their own zone's wall-clock time.

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Times are HH:MM, from 00:00 to 24:00');
const date = z.iso.date({ message: 'Dates are YYYY-MM-DD' });

const rangeSchema = z
  .object({ start: clock, end: clock })
  .refine((range) => range.start < range.end, 'Each range must end after it starts');

// No two ranges of the same day may overlap.
const disjoint = (ranges: { start: string; end: string }[]) =>
  [...ranges]
    .sort((a, b) => a.start.localeCompare(b.start))
    .every((range, i, sorted) => i === 0 || (sorted[i - 1]?.end ?? '') <= range.start);

export const availabilitySchema = z
  .object({
    timeZone: timeZoneSchema,
    weeklyHours: z
      .array(rangeSchema.and(z.object({ day: z.number().int().min(0).max(6) })))
      .max(42, 'At most six ranges a day')
      .refine(
        (hours) => [0, 1, 2, 3, 4, 5, 6].every((day) => disjoint(hours.filter((h) => h.day === day))),
        'Ranges on the same day must not overlap',
      ),
    overrides: z
      .array(
        z.object({
          date,
          hours: z.array(rangeSchema).max(6).refine(disjoint, 'Ranges on the same day must not overlap'),
        }),
      )
      .max(100, 'At most 100 date overrides')
      .refine((list) => new Set(list.map((o) => o.date)).size === list.length, 'One override per date'),
    timeOff: z
      .array(
        z.object({ from: date, to: date }).refine((off) => off.from <= off.to, 'Time off must end on or after its first day'),
      )
      .max(50, 'At most 50 periods of time off'),
    bufferMinutes: z.number().int().min(0, 'The buffer cannot be negative').max(120, 'The buffer must be at most 2 hours'),
    minNoticeMinutes: z
      .number()
      .int()
      .min(0, 'The notice cannot be negative')
      .max(14 * 24 * 60, 'The notice must be at most 14 days'),
    bookingWindowDays: z
      .number()
      .int()
      .min(1, 'People must be able to book at least a day ahead')
      .max(365, 'The booking window must be at most 365 days'),
  })
  .meta({ id: 'Availability' });
export type Availability = z.infer<typeof availabilitySchema>;
