import { zonedDateTime } from '../../../worker/domain/dates';
import { formatter } from '../../lib/dates';

// Times on mentoring pages, always in the viewer's own zone and naming it.

export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

// "Eastern Standard Time" (or the zone's id where the browser has no name for it).
export function zoneName(instant: number, zone = viewerZone()): string {
  const part = formatter('en-US', { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

// "Tue, Dec 1, 9:00 AM"
export const dayAndTime = (iso: string, zone = viewerZone()) =>
  formatter('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));

// "9:00 AM"
export const clockTime = (instant: number, zone = viewerZone()) =>
  formatter('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(instant);

// "Tuesday, December 1, 2026 at 9:00 AM EST", as the session's mail writes it.
export const fullDateTime = (iso: string, zone = viewerZone()) => zonedDateTime(iso, zone);
