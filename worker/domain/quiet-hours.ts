// Reminders reach members in their own day: never from 22:00 to 08:00 where they are
// (docs/rules.md "Notifications"). A member who has not given a time zone is taken to be on
// the site's own clock, New York's (challenges close on it).
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;
export const SITE_TIME_ZONE = 'America/New_York';

const hourFormats = new Map<string, Intl.DateTimeFormat>();

export function localHour(zone: string, at: Date): number {
  let format = hourFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' });
    hourFormats.set(zone, format);
  }
  return Number(format.format(at));
}

export function isQuietAt(zone: string, at: Date): boolean {
  const hour = localHour(zone, at);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

// Every zone this runtime lists (and UTC, which it does not) where it is not quiet at `at`: a
// statement takes the list as one parameter, so whom a reminder may reach now is decided in
// SQL, for any number of members.
export function awakeZones(at: Date): string[] {
  return allZones().filter((zone) => !isQuietAt(zone, at));
}

// The hour it is at `at` in every zone, for the same kind of statement (whose digest is due).
export const hoursByZone = (at: Date): Record<string, number> =>
  Object.fromEntries(allZones().map((zone) => [zone, localHour(zone, at)]));

const allZones = () => [...Intl.supportedValuesOf('timeZone'), 'UTC'];
