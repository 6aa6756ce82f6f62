import { describe, expect, it } from 'vitest';
import type { WebinarReport } from '../../worker/contract/webinar-report';
import { attendanceCsv, pollsCsv, questionsCsv, registrantsCsv } from './admin-webinars';

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

describe("a report's spreadsheets", () => {
  const report: WebinarReport = {
    attendance: {
      registered: 1,
      attendedOfRegistered: 1,
      peak: 1,
      averageMinutes: 42,
      attendees: [
        {
          userId: 1,
          username: 'wren',
          name: 'Wren',
          email: 'wren@example.com',
          seat: 'registered',
          firstJoinedAt: '2026-12-01T17:00:00.000Z',
          lastLeftAt: null,
          visits: 2,
          minutes: 42,
        },
      ],
    },
    questions: [
      { id: 1, name: 'Ana', text: '=1+1, really?', askedAt: '2026-12-01T17:05:00.000Z', votes: 3, answered: true, pinned: false },
    ],
    polls: [
      {
        id: 1,
        question: 'Film or digital?',
        options: [
          { text: 'Film', votes: 2 },
          { text: 'Digital', votes: 1 },
        ],
        open: false,
      },
    ],
    feedback: { count: 0, webinarAverage: null, hostAverage: null, feedback: [] },
  };

  it('writes attendance, questions (a formula made text) and a row per poll option', () => {
    expect(attendanceCsv(report).split('\r\n')[1]).toBe('Wren,wren,wren@example.com,registered,2026-12-01T17:00:00.000Z,,2,42');
    expect(questionsCsv(report).split('\r\n')[1]).toBe(`"'=1+1, really?",Ana,2026-12-01T17:05:00.000Z,3,yes,no`);
    expect(pollsCsv(report)).toBe('Poll,Question,Option,Votes\r\n1,Film or digital?,Film,2\r\n1,Film or digital?,Digital,1\r\n');
  });
});
