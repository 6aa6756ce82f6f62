// Demo webinars, so /webinars and each webinar's page have something on them: an upcoming
// free one with registrants, an upcoming paid one, and a past one. The founder hosts them.
import { insert, type Row } from './sql.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const FOUNDER = 1;
const ANSEL = 2;

// `hour` o'clock UTC on the day `days` away. (Every row names the same columns: `insert`
// takes them from the first.)
const hourIn = (now: number, days: number, hour: number) => Math.floor((now + days * DAY) / DAY) * DAY + hour * HOUR;

export function demoWebinars(now: number): string[] {
  const webinars: Row[] = [
    {
      id: 1,
      title: 'Reading light on location',
      description:
        'Before you lift the camera: where the light comes from, what it does to faces and streets, and how to choose your spot in five minutes.\nBring questions: the last twenty minutes are yours.',
      host_id: FOUNDER,
      starts_at: hourIn(now, 3, 17),
      duration_minutes: 60,
      capacity: 100,
      price_cents: 0,
      started_at: null,
      ended_at: null,
      created_at: now - 5 * DAY,
    },
    {
      id: 2,
      title: 'Portrait retouching, start to finish',
      description:
        'One portrait taken from the raw file to the print: skin, colour, dodging and burning, and knowing when to stop.',
      host_id: FOUNDER,
      starts_at: hourIn(now, 9, 18),
      duration_minutes: 90,
      capacity: 40,
      price_cents: 2500,
      started_at: null,
      ended_at: null,
      created_at: now - 2 * DAY,
    },
    {
      id: 3,
      title: 'Street photography at dusk',
      description: 'Slow shutters, street lamps and the blue hour, with the photos members sent in beforehand.',
      host_id: FOUNDER,
      starts_at: hourIn(now, -6, 17),
      duration_minutes: 60,
      capacity: 100,
      price_cents: 0,
      started_at: hourIn(now, -6, 17),
      ended_at: hourIn(now, -6, 17) + HOUR,
      created_at: now - 20 * DAY,
    },
  ];
  const seats: Row[] = [
    { webinar_id: 1, user_id: ANSEL, status: 'registered', created_at: now - 4 * DAY },
    { webinar_id: 1, user_id: 3, status: 'registered', created_at: now - 3 * DAY },
    { webinar_id: 3, user_id: ANSEL, status: 'registered', created_at: now - 10 * DAY },
  ];
  return [insert('webinars', webinars), insert('webinar_registrations', seats)];
}
