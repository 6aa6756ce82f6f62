// `npm run bench:webhooks`: the payment webhook under 50 concurrent signed deliveries against
// local wrangler, beside the floors measured in the same run (target: at least 50% of the I/O
// floor's throughput: a bare Worker making the webhook's same two D1 round trips, with its
// statements, in the same dev environment: io-floor.mjs), then a check that every event was applied exactly once.
//
// Each delivery is a Stripe-format `payment_intent.succeeded` signed with this run's webhook
// secret, about its own payment in the local provider's store (so the webhook verifies the
// signature, retrieves the payment and writes the payment and its ledger rows, as it does for
// Stripe). Every event is delivered twice, the copies at the same moment on different
// connections: the second must answer 'Already processed' and change nothing. As in
// bench-api.mjs, requests go to the Worker's own socket, not through wrangler dev's proxy.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { signLocalEvent } from '../worker/services/payments/local-events.ts';
import { percentile } from './bench-stats.mjs';
import { startDevWorker } from './dev-worker.mjs';
import { startIoFloor } from './io-floor.mjs';
import { applyMigrations, executeFile, query } from './local-d1.mjs';
import { benchEnv } from './tool-env.mjs';

Object.assign(process.env, benchEnv);
const STATE = '.wrangler/bench-webhooks';
const FLOOR_STATE = '.wrangler/bench-webhooks-floor';
const PORT = 8794;
const FLOOR_PORT = 8798;
const CONNECTIONS = 50;
const EVENTS = 3000;
const PAYEES = 20;
const TARGET = 0.5;
const ROUNDS = 4;
const IO_ROUND_SECONDS = 5;
const SECRET = `whsec_bench_${randomBytes(24).toString('hex')}`;
const RUN = randomBytes(4).toString('hex');

async function startWorker() {
  const bindings = {
    // The local provider, as `npm run dev` runs it: its webhook secret made for this run.
    PAYMENTS_LOCAL: { type: 'plain_text', value: 'true' },
    // The receipts' links: the site's address, as `npm run dev` passes its own.
    SITE_ORIGIN: { type: 'plain_text', value: `http://127.0.0.1:${PORT}` },
    STRIPE_WEBHOOK_SECRET: { type: 'secret_text', value: SECRET },
  };
  return startDevWorker({ bindings, port: PORT, state: STATE });
}

const sqlString = (value) => `'${String(value).replaceAll("'", "''")}'`;

// Payees to split with, and one stored payment per event, as the local provider keeps them.
async function seedPayments() {
  rmSync(STATE, { recursive: true, force: true });
  await applyMigrations(STATE);
  const statements = [];
  for (let i = 1; i <= PAYEES; i++) {
    statements.push(`INSERT INTO users (id, username, email) VALUES (${i}, 'payee_${i}', 'payee_${i}@bench.test');`);
  }
  const created = new Date().toISOString();
  for (let n = 0; n < EVENTS; n++) {
    const amountCents = 1_500 + (n % 40) * 250;
    const payment = {
      id: `pi_local_bench_${RUN}_${n}`,
      status: 'succeeded',
      amountCents,
      refundedCents: 0,
      disputedCents: 0,
      processorFeeCents: Math.round(amountCents * 0.029) + 30,
      currency: 'usd',
      customerId: null,
      metadata: { purpose: 'mentor_session', reference: `session:${n}`, payeeId: String(1 + (n % PAYEES)) },
      created,
    };
    statements.push(
      `INSERT INTO local_payment_objects (id, kind, data) VALUES (${sqlString(payment.id)}, 'payment', ${sqlString(JSON.stringify(payment))});`,
    );
  }
  executeFile(statements.join('\n'), STATE);
}

// Each event signed as the local provider signs its own (Stripe's format and signature); each
// body sent twice in a row, so the two copies go out on different connections at nearly the
// same moment.
async function signedDeliveries() {
  const deliveries = [];
  for (let n = 0; n < EVENTS; n++) {
    const event = { type: 'payment_intent.succeeded', object: { id: `pi_local_bench_${RUN}_${n}` } };
    const { payload, header } = await signLocalEvent(event, SECRET);
    const request = {
      method: 'POST',
      path: '/api/payments/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': header },
      body: payload,
    };
    deliveries.push(request, request);
  }
  return deliveries;
}

// One load: what was sent, over how long, and how it was answered.
async function load(options, expected) {
  const times = [];
  const answers = new Map();
  const instance = autocannon({ connections: CONNECTIONS, ...options });
  instance.on('response', (_client, status, _bytes, ms) => {
    answers.set(status, (answers.get(status) ?? 0) + 1);
    if (status === expected) times.push(ms);
  });
  const result = await new Promise((resolve) => instance.on('done', resolve));
  return {
    sent: result.requests.sent,
    seconds: (result.finish - result.start) / 1000,
    times,
    answers,
    errors: result.errors + result.timeouts,
  };
}

// Loads taken together: throughput over their summed time, percentiles over every answer.
function summary(loads) {
  const sorted = loads.flatMap((l) => l.times).sort((a, b) => a - b);
  const answers = new Map();
  for (const l of loads) for (const [status, n] of l.answers) answers.set(status, (answers.get(status) ?? 0) + n);
  return {
    rps: loads.reduce((sum, l) => sum + l.sent, 0) / loads.reduce((sum, l) => sum + l.seconds, 0),
    answers,
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

const run = async (options, expected) => summary([await load(options, expected)]);

function row(label, r) {
  const ms = (value) => (value ?? 0).toFixed(0).padStart(6);
  return `${label.padEnd(58)} ${r.rps.toFixed(0).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}`;
}

// What the database holds afterwards: one event row and one payment per event, every ledger
// transaction summing to zero.
function checkApplied() {
  // The state is this run's own: every event row is one of these deliveries'.
  const [events] = query('SELECT count(*) AS n FROM payment_events', STATE);
  const [paid] = query(`SELECT count(*) AS n FROM payments WHERE id LIKE 'pi_local_bench_${RUN}_%'`, STATE);
  const [rows] = query(`SELECT count(*) AS n FROM ledger_entries WHERE payment_id LIKE 'pi_local_bench_${RUN}_%'`, STATE);
  const unbalanced = query('SELECT txn FROM ledger_entries GROUP BY txn HAVING sum(amount_cents) <> 0', STATE);
  return [
    [`event rows: ${events.n} of ${EVENTS}`, events.n === EVENTS],
    [`payments recorded: ${paid.n} of ${EVENTS}`, paid.n === EVENTS],
    [`ledger rows: ${rows.n} (5 per payment: ${5 * EVENTS})`, rows.n === 5 * EVENTS],
    [`unbalanced ledger transactions: ${unbalanced.length}`, unbalanced.length === 0],
  ];
}

// The same runtime making the webhook's D1 round trips with no code of ours: the provider's
// payment read by its key, then one batch with the webhook's own statements, as drizzle
// writes them (services/payments/webhook.ts and ledger.ts: the event row, the payment, its
// five ledger rows), on a database migrated like the webhook's, so both pay for the same
// indexes. What an endpoint that must make these writes can reach on this machine.
const IO_FLOOR_WORKER = `
const createdAt = "(unixepoch('subsec') * 1000)";
const insertEvent = 'insert into "payment_events" ("id", "type", "created_at") values (?, ?, ' + createdAt + ')';
const insertPayment = 'insert into "payments" ("id", "checkout_id", "user_id", "payee_id", "purpose", "reference", "amount_cents", "platform_fee_cents", "processor_fee_cents", "refunded_cents", "disputed_cents", "currency", "service_at", "created_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ' + createdAt + ') on conflict do nothing';
const insertSplit = 'insert into "ledger_entries" ("id", "txn", "line", "account", "user_id", "kind", "amount_cents", "payment_id", "available_at", "created_at") values ' +
  Array(5).fill('(null, ?, ?, ?, ?, ?, ?, ?, ?, ' + createdAt + ')').join(', ') + ' on conflict do nothing';
export default {
  async fetch(request, env) {
    const id = 'pi_floor_' + crypto.randomUUID();
    const txn = 'payment:' + id;
    const at = Date.now();
    await env.DB.prepare('select "data" from "local_payment_objects" where ("local_payment_objects"."id" = ? and "local_payment_objects"."kind" = ?)')
      .bind('pi_floor', 'payment').raw();
    await env.DB.batch([
      env.DB.prepare(insertEvent).bind('evt_' + id, 'payment_intent.succeeded'),
      env.DB.prepare(insertPayment).bind(id, null, null, 1, 'mentor_session', 'session:1', 1500, 225, 74, 0, 0, 'usd', at),
      env.DB.prepare(insertSplit).bind(
        txn, 0, 'customer', null, 'payment', -1500, id, at,
        txn, 1, 'processor', null, 'processor_fee', 74, id, at,
        txn, 2, 'platform', null, 'processor_fee', -74, id, at,
        txn, 3, 'platform', null, 'platform_fee', 225, id, at,
        txn, 4, 'payee', 1, 'share', 1275, id, at + 7 * 86400000,
      ),
    ]);
    return new Response('ok');
  },
};`;

// Its own database, migrated and holding one payee and the payment it reads.
async function seedIoFloor() {
  rmSync(FLOOR_STATE, { recursive: true, force: true });
  await applyMigrations(FLOOR_STATE);
  const payment = {
    id: 'pi_floor',
    status: 'succeeded',
    amountCents: 1_500,
    metadata: { purpose: 'mentor_session', payeeId: '1' },
  };
  executeFile(
    `INSERT INTO users (id, username, email) VALUES (1, 'payee_1', 'payee_1@bench.test');
INSERT INTO local_payment_objects (id, kind, data) VALUES ('pi_floor', 'payment', ${sqlString(JSON.stringify(payment))});`,
    FLOOR_STATE,
  );
}

await seedPayments();
await seedIoFloor();
const server = await startWorker();
let failed = false;
try {
  const deliveries = await signedDeliveries();
  console.log(`\nat the Worker (${server.runtime}), ${CONNECTIONS} connections${' '.repeat(11)}req/s    p50    p95    p99`);
  // Every connection takes the next delivery from one shared list, so each is sent once.
  let next = 0;
  const shared = [{ setupRequest: (request) => ({ ...request, ...deliveries[next++ % deliveries.length] }) }];
  // The machine's speed drifts by a fifth within a minute, so the webhook and its I/O floor
  // take turns (the floor first in every other round) and each is summed over its rounds.
  // A round's share of deliveries is even: an event's two copies go out in the same round.
  const ioFloor = await startIoFloor({ script: IO_FLOOR_WORKER, state: FLOOR_STATE, port: FLOOR_PORT });
  const mine = [];
  const ioRounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const turns = [
      async () => mine.push(await load({ url: server.runtime, requests: shared, amount: deliveries.length / ROUNDS }, 200)),
      async () => ioRounds.push(await load({ url: ioFloor.url, duration: IO_ROUND_SECONDS }, 200)),
    ];
    for (const turn of round % 2 ? turns : turns.reverse()) await turn();
  }
  await ioFloor.stop();
  const webhook = summary(mine);
  const io = summary(ioRounds);
  console.log(row(`POST /api/payments/webhook (${EVENTS} events, each twice)`, webhook));
  console.log(row('I/O floor: the same D1 round trips and statements, no code', io));
  // The runtime's own floor on this machine: an answer that reads nothing (a 404 from the
  // router), in the same run.
  const floor = await run({ url: `${server.runtime}/api/no-such-endpoint`, duration: 8 }, 404);
  console.log(row('floor: /api/no-such-endpoint (404, no I/O)', floor));
  // What one D1 round trip costs this runtime: a flag check, a single uncached read. The
  // webhook makes two (the provider's payment, stored in D1 by the local provider, then the
  // batch that applies the event).
  const oneRead = await run({ url: `${server.runtime}/api/feature-flags/subscriptions_enabled`, duration: 8 }, 200);
  console.log(row('one D1 read: /api/feature-flags/subscriptions_enabled', oneRead));
  const share = webhook.rps / io.rps;
  const below = share < TARGET;
  console.log(
    `\nwebhook throughput: ${(share * 100).toFixed(0)}% of the I/O floor's (target ≥ ${TARGET * 100}%)${below ? '  UNDER TARGET' : ''}, ${((webhook.rps / oneRead.rps) * 100).toFixed(0)}% of one D1 read's, ${((webhook.rps / floor.rps) * 100).toFixed(0)}% of the no-work floor's`,
  );
  const answers = [...webhook.answers].map(([status, n]) => `${status}: ${n}`).join(', ');
  const onlyOk = webhook.answers.size === 1 && webhook.answers.get(200) === deliveries.length && webhook.errors === 0;
  console.log(`answers: ${answers}${webhook.errors ? `, errors: ${webhook.errors}` : ''}${onlyOk ? '' : '  UNEXPECTED'}`);
  // A floor that failed its writes would be fast for nothing.
  const floorOk = io.answers.size === 1 && io.answers.has(200) && io.errors === 0;
  if (!floorOk)
    console.log(`I/O floor answers: ${[...io.answers].map(([status, n]) => `${status}: ${n}`).join(', ')}  UNEXPECTED`);
  const checks = checkApplied();
  for (const [line, ok] of checks) console.log(`${line}${ok ? '' : '  WRONG'}`);
  failed = below || !onlyOk || !floorOk || checks.some(([, ok]) => !ok);
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
