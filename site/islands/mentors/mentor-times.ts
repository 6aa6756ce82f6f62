import { zonedDateTime } from '../../../worker/domain/dates';
import { formatter, viewerZone } from '../../lib/dates';

// Times on mentoring pages, always in the viewer's own zone and naming it.

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

// "Tuesday, December 1, 2026 at 9:00 AM EST", as the session's mail writes it.
export const fullDateTime = (iso: string, zone = viewerZone()) => zonedDateTime(iso, zone);
