import { describe, expect, it } from 'vitest';
import { calendarFile } from './ics';

describe('a session as a calendar file', () => {
  const event = {
    uid: 'session-7@aperturecircle.app',
    start: Date.parse('2026-03-16T08:00:00Z'),
    end: Date.parse('2026-03-16T09:00:00Z'),
    summary: 'Portfolio review with Maya Chen',
    description: 'Bring 10 photos; we will pick, sequence and title them.',
    url: 'https://aperturecircle.app/session-invite/7',
  };

  it('names the instants in UTC and escapes text', () => {
    const file = calendarFile(event, Date.parse('2026-03-01T12:00:00Z'));
    expect(file).toContain('DTSTART:20260316T080000Z\r\n');
    expect(file).toContain('DTEND:20260316T090000Z\r\n');
    expect(file).toContain('DTSTAMP:20260301T120000Z\r\n');
    expect(file).toContain('DESCRIPTION:Bring 10 photos\\; we will pick\\, sequence and title them.');
    expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('keeps a name with line breaks or a lone CR inside its own property', () => {
    const summary = 'Review with Lee\rATTENDEE:mailto:evil@example.com\nX-A:1\r\nX-B:2\u0007';
    const file = calendarFile({ ...event, summary }, 0);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\p{Cc}/u);
    const lines = file.split('\r\n');
    expect(lines.some((line) => /^(ATTENDEE|X-A|X-B)/.test(line))).toBe(false);
    expect(file).toContain('SUMMARY:Review with Lee\\nATTENDEE:mailto:evil@example.com\\nX-A:1\\nX-B:2');
  });

  it('folds lines longer than 75 octets', () => {
    const file = calendarFile({ ...event, summary: 'é'.repeat(60) }, 0);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(file).toContain('\r\n é');
  });
});
