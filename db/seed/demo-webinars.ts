// Demo webinars, so /webinars and each webinar's page have something on them: an upcoming
// free one with registrants, an upcoming paid one with two paid seats, and a past one with its
// attendance, feedback and a short replay (its file, DEMO_REPLAY, is put into the local bucket
// by scripts/local-d1.mjs). The founder hosts them (so the paid seats' money is the platform's).
import { demoPayment } from './demo-payments.ts';
import { insert, type Row } from './sql.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const FOUNDER = 1;

// The past webinar's replay: the two takes in worker/services/recordings/webm/fixtures joined
// by the remuxer (remux.test.ts checks this file is what it makes of them).
export const DEMO_REPLAY = {
  file: 'db/seed/demo-replay.webm',
  key: 'recordings/3/replay-demo.webm',
  bytes: 173391,
  durationMs: 5944,
};
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
    { id: 1, webinar_id: 1, user_id: ANSEL, status: 'registered', created_at: now - 4 * DAY, payment_id: null },
    { id: 2, webinar_id: 1, user_id: 3, status: 'registered', created_at: now - 3 * DAY, payment_id: null },
    { id: 3, webinar_id: 3, user_id: ANSEL, status: 'registered', created_at: now - 10 * DAY, payment_id: null },
    { id: 6, webinar_id: 3, user_id: 3, status: 'registered', created_at: now - 9 * DAY, payment_id: null },
  ];
  // The past webinar's two attendees, and what they said of it.
  const pastStart = Number(webinars[2]?.started_at);
  const attendance: Row[] = [ANSEL, 3].map((userId, i) => ({
    webinar_id: 3,
    user_id: userId,
    joined_at: pastStart + i * 120_000,
    left_at: pastStart + HOUR,
  }));
  const feedback: Row[] = [
    { webinar_id: 3, user_id: ANSEL, webinar_rating: 5, host_rating: 5, comment: 'The blue-hour examples made it click.' },
    { webinar_id: 3, user_id: 3, webinar_rating: 4, host_rating: 5, comment: 'Wished it ran longer.' },
  ];
  // Two members paid $25 for a seat at the retouching webinar.
  const paid = [5, 6].map((userId, i) => {
    const seatId = 4 + i;
    const at = now - (i + 1) * DAY;
    const record = demoPayment({
      id: `pi_local_demo_webinar_seat_${seatId}`,
      purpose: 'webinar',
      reference: String(seatId),
      payerId: userId,
      payeeId: null,
      cents: 2500,
      at,
      serviceAt: Number(webinars[1]?.starts_at),
    });
    seats.push({ id: seatId, webinar_id: 2, user_id: userId, status: 'registered', created_at: at, payment_id: record.id });
    return record;
  });
  const replay: Row[] = [
    {
      webinar_id: 3,
      status: 'ready',
      object_key: DEMO_REPLAY.key,
      bytes: DEMO_REPLAY.bytes,
      duration_ms: DEMO_REPLAY.durationMs,
      ready_at: pastStart + HOUR + 5 * 60_000,
    },
  ];
  return [
    insert('webinars', webinars),
    insert('webinar_registrations', seats),
    insert(
      'payments',
      paid.map((p) => p.payment),
    ),
    insert(
      'ledger_entries',
      paid.flatMap((p) => p.ledger),
    ),
    insert(
      'local_payment_objects',
      paid.map((p) => p.providerObject),
    ),
    insert('webinar_attendance', attendance),
    insert('webinar_feedback', feedback),
    insert('webinar_recordings', replay),
  ];
}
