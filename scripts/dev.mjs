// `npm run dev`: build the site, bring the local database up to date (seeding demo data
// into an empty one), then serve pages, /api, /ws and the cron from one `wrangler dev`.
// Options: --port N, --persist-to DIR (separate local state), --no-build, --no-seed, --quiet,
// --check-answers (every API answer checked against its declared schema, for the e2e tests),
// --var NAME:VALUE (a wrangler.toml variable set otherwise for this run, as benchmarks need).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { applyMigrations, seedIfEmpty } from './local-d1.mjs';
import { toolEnv } from './tool-env.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'persist-to': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    // Only warnings and errors: no line per request (benchmarks).
    quiet: { type: 'boolean', default: false },
    // Leave an empty database empty (benchmarks load their own data).
    'no-seed': { type: 'boolean', default: false },
    'check-answers': { type: 'boolean', default: false },
    var: { type: 'string', multiple: true, default: [] },
  },
});
const persistTo = values['persist-to'];

if (!values['no-build']) execFileSync('astro', ['build'], { env: toolEnv, stdio: 'inherit' });
await applyMigrations(persistTo);
if (!values['no-seed'] && (await seedIfEmpty(persistTo))) console.log('Seeded demo data into the empty local database.');

const origin = `http://127.0.0.1:${values.port}`;
// Sent mail stays readable at /dev/mailbox, so sign-up and password reset work offline.
const args = [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  values.port,
  '--show-interactive-dev-session=false',
  '--var',
  'DEV_MAILBOX:true',
  // Payments through the local provider, its events signed with a secret made for this run.
  '--var',
  'PAYMENTS_LOCAL:true',
  '--var',
  `STRIPE_WEBHOOK_SECRET:whsec_local_${randomBytes(24).toString('hex')}`,
  // An S3 import's keys are encrypted with it; fixed, so an import outlives a restart.
  '--var',
  'MIGRATION_KEY:local-dev-migration-key',
  '--var',
  `SITE_ORIGIN:${origin}`,
];
if (persistTo) args.push('--persist-to', persistTo);
if (values.quiet) args.push('--log-level', 'warn');
if (values['check-answers']) args.push('--var', 'CHECK_ANSWERS:true');
for (const variable of values.var) args.push('--var', variable);
const server = spawn('wrangler', args, { env: toolEnv, stdio: 'inherit' });

// wrangler dev does not fire cron triggers by itself: fire ours once it is up (so today's
// challenges exist and due results are named at once), then on the same schedule.
const CRON_MS = 5 * 60 * 1000;
const runCron = () => fetch(`${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`);
const timer = setInterval(() => runCron().catch(() => {}), CRON_MS);
(async () => {
  for (let i = 0; i < 120; i++) {
    try {
      await runCron();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
})();

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  clearInterval(timer);
  process.exit(code ?? 0);
});
