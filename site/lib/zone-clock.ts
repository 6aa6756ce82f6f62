import { formatter } from './dates';
import type { Clock } from './local-clock';

// A zone named by id, read with Intl (its formatters made once and kept): what a server
// render knows of the viewer, the zone the edge guessed from their address.
export function zoneClock(zone: string): Clock {
  return {
    parts(instant) {
      const numeric = formatter('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      const part = Object.fromEntries(numeric.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
      const [year, month, day] = [part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1];
      return {
        year,
        month,
        day,
        weekday: new Date(Date.UTC(year, month, day)).getUTCDay(),
        hour: part.hour ?? 0,
        minute: part.minute ?? 0,
      };
    },
    zoneName(instant) {
      const part = formatter('en-US', { timeZone: zone, timeZoneName: 'long' })
        .formatToParts(instant)
        .find((p) => p.type === 'timeZoneName');
      return part?.value ?? zone;
    },
  };
}
