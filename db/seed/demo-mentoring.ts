// The demo's mentoring: vivian and five more approved mentors (three featured on the home
// page, by the slugs it links to) with weekly hours and reviews, and the demo student ansel
// with an upcoming confirmed session, one awaiting payment and one completed and reviewed,
// so every mentoring page has someone allowed to open it under `npm run dev`.
import { DEFAULT_AVAILABILITY, nextAvailable, type WeeklyHours } from '../../worker/domain/availability.ts';
import { sessionPriceCents, type SessionOffer } from '../../worker/domain/mentoring.ts';
import { demoPayment } from './demo-payments.ts';
import { insert, type Row } from './sql.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ANSEL = 2;

export const MENTOR_USERS: Row[] = [
  ['maya', 'Maya', 'Chen', 'Portraits for magazines and the people in them.'],
  ['james', 'James', 'Okafor', 'Landscapes, weather and long walks.'],
  ['sofia', 'Sofia', 'Alvarez', 'Street and documentary, mostly in Madrid.'],
  ['kenji', 'Kenji', 'Watanabe', 'Close-ups of small living things.'],
  ['amara', 'Amara', 'Obi', 'Studio light, explained.'],
].map(([username, first, last, bio], i) => ({
  id: 7 + i,
  username: username ?? '',
  email: `${username}@aperture.test`,
  first_name: first ?? '',
  last_name: last ?? '',
  is_admin: false,
  is_super_admin: false,
  bio: bio ?? '',
}));

const weekdays = (start: string, end: string, days = [1, 2, 3, 4, 5]): WeeklyHours => days.map((day) => ({ day, start, end }));

type DemoMentor = {
  userId: number;
  slug: string;
  headline: string;
  bio: string;
  specialties: string[];
  years: number;
  rateCents: number;
  offers: SessionOffer[];
  timeZone: string;
  languages: string[];
  hours: WeeklyHours;
  featured?: number;
};

const ALL_OFFERS: SessionOffer[] = [
  { type: 'one_on_one', durations: [30, 60] },
  { type: 'portfolio_review', durations: [45, 60] },
  { type: 'technical_help', durations: [15, 30] },
];

const MENTORS: DemoMentor[] = [
  {
    userId: 7,
    slug: 'maya-chen',
    headline: 'Portrait & editorial photographer',
    bio: 'Twelve years of magazine portraits. I help you direct people, shape light on location and edit a story that holds together.',
    specialties: ['portrait', 'lighting'],
    years: 12,
    rateCents: 15_000,
    offers: ALL_OFFERS,
    timeZone: 'America/Los_Angeles',
    languages: ['English', 'Mandarin'],
    hours: weekdays('09:00', '17:00'),
    featured: 1,
  },
  {
    userId: 8,
    slug: 'james-okafor',
    headline: 'Landscape & travel photographer',
    bio: 'I plan shoots around weather and light, and teach you to do the same: scouting, timing, filters and the patience in between.',
    specialties: ['landscape', 'nature'],
    years: 9,
    rateCents: 12_900,
    offers: ALL_OFFERS.slice(0, 2),
    timeZone: 'Europe/London',
    languages: ['English'],
    hours: [...weekdays('08:00', '12:00'), ...weekdays('14:00', '18:00'), { day: 6, start: '09:00', end: '12:00' }],
    featured: 2,
  },
  {
    userId: 9,
    slug: 'sofia-alvarez',
    headline: 'Street & documentary photographer',
    bio: 'Candid city work. I help beginners get close, stay calm and tell a story in a sequence of pictures rather than one.',
    specialties: ['street', 'black and white'],
    years: 7,
    rateCents: 8_900,
    offers: [ALL_OFFERS[0] as SessionOffer, ALL_OFFERS[1] as SessionOffer],
    timeZone: 'Europe/Madrid',
    languages: ['Spanish', 'English'],
    hours: weekdays('10:00', '19:00'),
    featured: 3,
  },
  {
    userId: 4,
    slug: 'vivian-maier',
    headline: 'Street photographer and mentor',
    bio: 'Fifty years of walking cities with a camera at my waist. Sessions on seeing, timing and printing in black and white.',
    specialties: ['street', 'black and white', 'portrait'],
    years: 50,
    rateCents: 7_500,
    offers: ALL_OFFERS,
    timeZone: 'America/Chicago',
    languages: ['English', 'French'],
    hours: [...weekdays('09:00', '16:00'), { day: 6, start: '10:00', end: '14:00' }],
  },
  {
    userId: 10,
    slug: 'kenji-watanabe',
    headline: 'Macro and nature photographer',
    bio: 'Insects, dew and moss at 1:1 and beyond. Focus stacking, diffusers and how to keep a subject still without harming it.',
    specialties: ['macro', 'nature'],
    years: 15,
    rateCents: 6_000,
    offers: [ALL_OFFERS[2] as SessionOffer, ALL_OFFERS[0] as SessionOffer],
    timeZone: 'Asia/Tokyo',
    languages: ['Japanese', 'English'],
    hours: weekdays('07:00', '11:00', [1, 2, 3, 4, 5, 6]),
  },
  {
    userId: 11,
    slug: 'amara-obi',
    headline: 'Studio lighting and technical coach',
    bio: 'One light, then two, then why. I teach studio and speedlight setups, metering and tethered workflow, with diagrams you keep.',
    specialties: ['lighting', 'technical'],
    years: 6,
    rateCents: 4_500,
    offers: [ALL_OFFERS[2] as SessionOffer, ALL_OFFERS[1] as SessionOffer],
    timeZone: 'Europe/Berlin',
    languages: ['English', 'German', 'Igbo'],
    hours: weekdays('18:00', '21:00'),
  },
];

const REVIEWS: [rating: number, comment: string][] = [
  [5, 'Clear, kind and practical. I left with three things to try on my next shoot.'],
  [5, 'Went through my portfolio picture by picture. Worth every minute.'],
  [4, 'Very helpful; I wish we had booked the longer session.'],
  [5, 'Explained in twenty minutes what I had been stuck on for a year.'],
];

const STUDENTS = [3, 5, 6];

export function demoMentoring(now: number): string[] {
  const profiles: Row[] = MENTORS.map((m) => ({
    user_id: m.userId,
    profile_status: 'approved',
    slug: m.slug,
    headline: m.headline,
    bio: m.bio,
    specialties: JSON.stringify(m.specialties),
    years_experience: m.years,
    portfolio_links: JSON.stringify([`https://example.com/${m.slug}`]),
    hourly_rate_cents: m.rateCents,
    session_offers: JSON.stringify(m.offers),
    time_zone: m.timeZone,
    languages: JSON.stringify(m.languages),
    submitted_at: now - 40 * DAY,
    reviewed_at: now - 39 * DAY,
    featured_at: m.featured ? now - (10 - m.featured) * DAY : null,
    weekly_hours: JSON.stringify(m.hours),
    buffer_minutes: 15,
    min_notice_minutes: 720,
    booking_window_days: 60,
    // As the cron keeps it: the first free start of the shortest session offered.
    next_available_at: nextAvailable(
      { ...DEFAULT_AVAILABILITY, timeZone: m.timeZone, weeklyHours: m.hours },
      [],
      Math.min(...m.offers.flatMap((offer) => offer.durations)),
      now,
    ),
  }));
  const sessions: Row[] = [];
  const reviews: Row[] = [];
  const payments: Row[] = [];
  const ledger: Row[] = [];
  const providerObjects: Row[] = [];
  const hourFrom = (ms: number) => Math.floor(ms / HOUR) * HOUR;
  const session = (mentor: DemoMentor, studentId: number, startsAt: number, status: string, minutes = 60): number => {
    const id = sessions.length + 1;
    sessions.push({
      id,
      kind: 'booked',
      room_key: crypto.randomUUID().replaceAll('-', ''),
      mentor_id: mentor.userId,
      student_id: studentId,
      session_type: 'one_on_one',
      duration_minutes: minutes,
      price_cents: sessionPriceCents(mentor.rateCents, minutes),
      starts_at: startsAt,
      ends_at: startsAt + minutes * 60_000,
      note: 'Looking for feedback on my latest series.',
      student_time_zone: 'America/New_York',
      status,
      hold_until: null,
      checkout_id: null,
      payment_id: null,
      mentor_joined_at: status === 'completed' ? startsAt : null,
      student_joined_at: status === 'completed' ? startsAt + 60_000 : null,
      created_at: startsAt - 5 * DAY,
    });
    return id;
  };
  const withPayment = (id: number) => {
    const row = sessions[id - 1] as Row;
    const record = demoPayment({
      id: `pi_local_demo_session_${id}`,
      purpose: 'mentor_session',
      reference: String(id),
      payerId: Number(row.student_id),
      payeeId: Number(row.mentor_id),
      cents: Number(row.price_cents),
      at: Number(row.created_at),
      serviceAt: Number(row.starts_at),
    });
    row.payment_id = record.id;
    payments.push(record.payment);
    ledger.push(...record.ledger);
    providerObjects.push(record.providerObject);
  };
  // Reviews from the other demo members, one to three per mentor.
  MENTORS.forEach((mentor, m) => {
    for (let r = 0; r < 1 + (m % 3); r++) {
      const studentId = STUDENTS[(m + r) % STUDENTS.length] as number;
      const id = session(mentor, studentId, hourFrom(now - (8 + m + r * 3) * DAY), 'completed');
      withPayment(id);
      const [rating, comment] = REVIEWS[(m + r) % REVIEWS.length] as [number, string];
      reviews.push({
        session_id: id,
        mentor_id: mentor.userId,
        student_id: studentId,
        rating,
        comment,
        created_at: now - (7 + m) * DAY,
      });
    }
  });
  const [maya, james, , vivian] = MENTORS as [DemoMentor, DemoMentor, DemoMentor, DemoMentor];
  // ansel: a completed, reviewed session with James; a confirmed one with vivian in two days;
  // one with Maya awaiting payment (its hold and local checkout last a day, for the demo).
  const done = session(james, ANSEL, hourFrom(now - 4 * DAY), 'completed');
  withPayment(done);
  reviews.push({
    session_id: done,
    mentor_id: james.userId,
    student_id: ANSEL,
    rating: 5,
    comment: 'James showed me how to read a forecast for light. Brilliant.',
    reply: 'Thank you, Ansel: send me the dawn shots!',
    created_at: now - 3 * DAY,
  });
  withPayment(session(vivian, ANSEL, hourFrom(now + 2 * DAY), 'confirmed'));
  const waiting = session(maya, ANSEL, hourFrom(now + 3 * DAY), 'pending_payment', 30);
  const checkoutId = 'cs_local_demo_ansel';
  const hold = now + DAY;
  const waitingRow = sessions[waiting - 1] as Row;
  Object.assign(waitingRow, { hold_until: hold, checkout_id: checkoutId, created_at: now });
  const checkout = {
    id: checkoutId,
    url: `/dev/checkout/${checkoutId}`,
    mode: 'payment',
    status: 'open',
    paid: false,
    amountCents: waitingRow.price_cents,
    currency: 'usd',
    expiresAt: new Date(hold),
    paymentId: null,
    subscriptionId: null,
    customerId: 'cus_local_demo_2',
    metadata: {
      userId: String(ANSEL),
      purpose: 'mentor_session',
      reference: String(waiting),
      payeeId: String(maya.userId),
      serviceAt: new Date(Number(waitingRow.starts_at)).toISOString(),
    },
    shipping: null,
    successUrl: '/payment-success?checkout={CHECKOUT_SESSION_ID}',
    cancelUrl: `/checkout/${waiting}`,
    collectShipping: false,
    lines: [{ name: 'One-on-one with Maya Chen (30 min)', unitAmountCents: waitingRow.price_cents, quantity: 1 }],
    plan: null,
    interval: null,
  };
  const customer = { id: 'cus_local_demo_2', userId: ANSEL, email: 'ansel@aperture.test', name: 'Ansel Park' };
  return [
    insert('mentor_profiles', profiles),
    insert('mentor_sessions', sessions),
    insert(
      'mentor_reviews',
      reviews.map((r) => ({ reply: null, ...r })),
    ),
    insert('payments', payments),
    insert('ledger_entries', ledger),
    insert('local_payment_objects', [
      { id: customer.id, kind: 'customer', data: JSON.stringify(customer) },
      { id: checkoutId, kind: 'checkout', data: JSON.stringify(checkout) },
      ...providerObjects,
    ]),
    insert('billing_customers', [{ user_id: ANSEL, provider_customer_id: customer.id }]),
    insert('checkouts', [
      {
        id: checkoutId,
        user_id: ANSEL,
        purpose: 'mentor_session',
        reference: String(waiting),
        mode: 'payment',
        amount_cents: Number(waitingRow.price_cents),
        url: checkout.url,
        expires_at: hold,
        created_at: now,
      },
    ]),
    insert(
      'mentorship_images',
      [
        ['portrait', 1, 'A portrait session: the mentor checks the light on the sitter’s face'],
        ['landscape', 2, 'Reviewing a landscape series frame by frame'],
        ['street', 3, 'A street walk: mentor and student share one corner'],
      ].map(([category, n, alt], position) => ({
        image_url: `/api/uploads/photos/demo-${category}-${n}.jpg`,
        alt: String(alt),
        position,
      })),
    ),
    // Ratings as the reviews make them.
    `UPDATE mentor_profiles SET rating_count = (SELECT count(*) FROM mentor_reviews WHERE mentor_id = user_id),
      rating_sum = (SELECT coalesce(sum(rating), 0) FROM mentor_reviews WHERE mentor_id = user_id);`,
  ];
}
