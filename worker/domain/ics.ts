// An iCalendar (RFC 5545) event for a session or a webinar seat, attached to its mail so the
// reader can add it to their calendar. Times are UTC instants; calendars show them in each reader's zone.

export type CalendarEvent = {
  uid: string;
  start: number;
  end: number;
  summary: string;
  description: string;
  url: string;
  // Writing the same uid with a higher sequence moves or cancels the event in calendars.
  sequence?: number;
  cancelled?: boolean;
  // An invitation (RFC 5546): the organizer's and the attendee's addresses make it a REQUEST,
  // which calendars file as an event they update when a later one (higher sequence) arrives.
  organizer?: string;
  attendee?: string;
};

function method(event: CalendarEvent): string {
  if (event.cancelled) return 'CANCEL';
  return event.organizer ? 'REQUEST' : 'PUBLISH';
}

const stamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// TEXT values (RFC 5545 §3.3.11): any line break, a lone CR too, is an escaped newline, and
// the other control characters, which a value may not hold, are dropped; else a name with a CR
// in it would start a property of its own.
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');

// Lines longer than 75 octets continue on the next line after a space.
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (new TextEncoder().encode(current + char).length > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent, now: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aperture Circle//Mentoring//EN',
    `METHOD:${method(event)}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `URL:${event.url}`,
    ...(event.organizer ? [`ORGANIZER;CN=Aperture Circle:mailto:${event.organizer}`] : []),
    ...(event.attendee ? [`ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
