// A few months of history for /admin/stats: the demo's own members joined over the last
// seven months rather than all today, and 90 quieter members joined over the last six, at
// a quickening pace. Half of those paid for the Print Seller plan for a few months and
// cancelled, so the revenue has a past. None of them entered, voted or commented, so no
// public list (gallery, results, leaderboard, mentors, notifications) shows them.
// Runs after the demo's users are in: it moves their sign-up back.
import { demoPayment } from './demo-payments.ts';
import { insert, type Row } from './sql.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
// The demo's own members (demo.ts and demo-mentoring.ts) have ids below this.
const DEMO_IDS = 100;
const FIRST_QUIET_ID = 1001;
const QUIET_MEMBERS = 90;
const HISTORY_DAYS = 180;
// The Print Seller plan's monthly price (worker/domain/plans.ts).
const PRINT_SELLER_MONTH_CENTS = 999;

const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dev',
  'Elena',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kaya',
  'Luca',
  'Mina',
  'Noor',
  'Omar',
];
const LAST_NAMES = ['Berg', 'Costa', 'Dahl', 'Ito', 'Novak', 'Reyes'];

// Member k's sign-up, days ago: more of them lately, as a growing community's are.
const joinedDaysAgo = (k: number) => HISTORY_DAYS * (1 - Math.sqrt((k + 1) / (QUIET_MEMBERS + 1)));

export function demoHistory(now: number): string[] {
  const members: Row[] = [];
  const subscriptions: Row[] = [];
  const payments: Row[] = [];
  const ledger: Row[] = [];
  const providerObjects: Row[] = [];
  for (let k = 0; k < QUIET_MEMBERS; k++) {
    const id = FIRST_QUIET_ID + k;
    const first = FIRST_NAMES[k % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[Math.floor(k / FIRST_NAMES.length) % LAST_NAMES.length] as string;
    const username = `${first}_${last}`.toLowerCase();
    // Spread over the day too, so the days' bars differ.
    const joined = Math.round(now - joinedDaysAgo(k) * DAY - ((k * 7) % 24) * HOUR);
    members.push({
      id,
      username,
      email: `${username}@aperture.test`,
      first_name: first,
      last_name: last,
      // One in ten never confirmed their address.
      email_verified_at: k % 10 === 9 ? null : joined + HOUR,
      created_at: joined,
    });
    // Half paid for the plan monthly from two days after joining, for one to five months,
    // then cancelled: every period has ended by now.
    if (k % 2 !== 0) continue;
    const months = 1 + (k % 5);
    const paidMonths = Array.from({ length: months }, (_, m) => joined + 2 * DAY + m * MONTH).filter((at) => at + MONTH < now);
    const lastPaid = paidMonths.at(-1);
    if (lastPaid === undefined) continue;
    subscriptions.push({
      user_id: id,
      provider_subscription_id: `sub_local_history_${id}`,
      type: 'print_user',
      interval: 'month',
      status: 'canceled',
      current_period_end: lastPaid + MONTH,
      created_at: paidMonths[0] ?? lastPaid,
    });
    paidMonths.forEach((at, m) => {
      const record = demoPayment({
        id: `pi_local_history_${id}_${m + 1}`,
        purpose: 'subscription',
        reference: 'print_user:month',
        payerId: id,
        payeeId: null,
        cents: PRINT_SELLER_MONTH_CENTS,
        at,
        serviceAt: at,
      });
      payments.push(record.payment);
      ledger.push(...record.ledger);
      providerObjects.push(record.providerObject);
    });
  }
  return [
    // The demo's members joined between seven months and a week ago, the founder first.
    `UPDATE users SET created_at = ${now} - max(7, 210 - id * 15) * ${DAY} WHERE id < ${DEMO_IDS};`,
    insert('users', members),
    insert('subscriptions', subscriptions),
    insert('payments', payments),
    insert('ledger_entries', ledger),
    insert('local_payment_objects', providerObjects),
  ];
}
