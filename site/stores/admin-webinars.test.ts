import { describe, expect, it } from 'vitest';
import { registrantsCsv } from './admin-webinars';

describe('the registrants CSV', () => {
  it('has a header and one row per seat, quoting what needs it', () => {
    const csv = registrantsCsv([
      {
        userId: 1,
        username: 'wren',
        name: 'Wren "Shutter", Jr.',
        email: 'wren@example.com',
        status: 'registered',
        registeredAt: '2026-12-01T17:00:00.000Z',
        cancelledAt: null,
      },
    ]);
    expect(csv).toBe(
      'Name,Username,Email,Status,Registered at,Gave the seat back at\r\n' +
        '"Wren ""Shutter"", Jr.",wren,wren@example.com,registered,2026-12-01T17:00:00.000Z,\r\n',
    );
  });
});
