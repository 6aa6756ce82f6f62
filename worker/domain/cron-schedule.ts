// When the cron runs. Cloudflare reads the schedule from wrangler.toml's `[triggers] crons`;
// the Worker cannot read that file, so the same string is kept here (a test checks they
// agree) for /admin/workflows to say when the jobs run next.
export const CRON_SCHEDULE = '*/5 * * * *';

const MINUTE_MS = 60_000;

// Minute, hour, day of month, month, day of week: each field's allowed values.
const FIELDS = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  { min: 1, max: 12 },
  { min: 0, max: 7 },
] as const;

type Field = { values: Set<number>; any: boolean };

// One field: '*', a number, a range 'a-b', any of them stepped '/n', or a list of those.
function parseField(text: string, { min, max }: { min: number; max: number }): Field {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    const [from, to] =
      range === '*'
        ? [min, max]
        : range.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), stepText ? max : Number(range)];
    if (![from, to, step].every(Number.isInteger) || from < min || to > max || from > to || step < 1) {
      throw new Error(`Not a cron field: "${text}"`);
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return { values, any: text === '*' };
}

// The schedule's next minute after `after`, in UTC as Cloudflare runs it. Day of month and day
// of week, when both are restricted, match if either does (cron's own rule).
export function nextCronTime(expression: string, after: Date): Date {
  const texts = expression.trim().split(/\s+/);
  if (texts.length !== 5) throw new Error(`Not a five-field cron schedule: "${expression}"`);
  const [minute, hour, monthDay, month, weekDay] = FIELDS.map((f, i) => parseField(texts[i] ?? '', f)) as [
    Field,
    Field,
    Field,
    Field,
    Field,
  ];
  if (weekDay.values.has(7)) weekDay.values.add(0);
  const dayMatches = (at: Date) => {
    const byMonthDay = monthDay.values.has(at.getUTCDate());
    const byWeekDay = weekDay.values.has(at.getUTCDay());
    if (monthDay.any || weekDay.any) return (monthDay.any || byMonthDay) && (weekDay.any || byWeekDay);
    return byMonthDay || byWeekDay;
  };
  const at = new Date(Math.floor(after.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  // Whole days, then hours, then minutes are skipped; five years covers any valid schedule.
  const limit = after.getTime() + 5 * 366 * 24 * 60 * MINUTE_MS;
  while (at.getTime() <= limit) {
    if (!month.values.has(at.getUTCMonth() + 1) || !dayMatches(at)) {
      at.setUTCHours(24, 0, 0, 0);
    } else if (!hour.values.has(at.getUTCHours())) {
      at.setUTCHours(at.getUTCHours() + 1, 0, 0, 0);
    } else if (!minute.values.has(at.getUTCMinutes())) {
      at.setTime(at.getTime() + MINUTE_MS);
    } else {
      return at;
    }
  }
  throw new Error(`The cron schedule "${expression}" never runs`);
}

// The schedule in words where it is a plain step of minutes, else as written.
export function scheduleText(expression: string): string {
  const every = /^\*\/(\d+) \* \* \* \*$/.exec(expression.trim());
  if (every) return every[1] === '1' ? 'Every minute' : `Every ${every[1]} minutes`;
  return `On the schedule "${expression}" (UTC)`;
}
