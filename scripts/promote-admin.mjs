// Appoints admins from the command line, the only way to make the first ones:
//   npm run promote-admin -- <username> [--super] [--remote] [--persist-to DIR]
//     makes an existing user an admin (or super admin).
//   npm run promote-admin -- --create-founder --email you@example.com [--username NAME]
//                            [--origin https://your.site] [--remote] [--persist-to DIR]
//     creates the founder account (FOUNDER_USERNAME from wrangler.toml unless --username is
//     given): admin and super admin, email verified, no password. It prints a one-time link
//     (1 hour) where the founder sets the password, so no password is ever typed here.
// Local database by default; --remote changes the deployed D1. Every change is written to
// the admin audit log as done by 'command line'.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  createFounderSql,
  existingAccountsSql,
  founderUsernameFrom,
  newResetToken,
  parseEmail,
  parseOrigin,
  parseUsername,
  promoteSql,
  resetLink,
} from '../db/admin-command-sql.ts';
import { toolEnv } from './tool-env.mjs';

const USAGE = `Usage:
  npm run promote-admin -- <username> [--super] [--remote] [--persist-to DIR]
  npm run promote-admin -- --create-founder --email you@example.com [--username NAME] [--origin URL] [--remote] [--persist-to DIR]`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      super: { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      'create-founder': { type: 'boolean', default: false },
      email: { type: 'string' },
      username: { type: 'string' },
      origin: { type: 'string' },
    },
  });
} catch (error) {
  fail(`${error.message}\n${USAGE}`, 2);
}
const { values, positionals } = parsed;

// Runs the statements as one wrangler command and answers the rows of the last one.
function execute(statements) {
  const args = ['d1', 'execute', 'DB', values.remote ? '--remote' : '--local', '--json', '--command', statements.join('\n')];
  if (values['persist-to']) args.push('--persist-to', values['persist-to']);
  const out = JSON.parse(
    execFileSync('wrangler', args, { encoding: 'utf8', env: { ...toolEnv, CI: 'true' }, stdio: ['ignore', 'pipe', 'inherit'] }),
  );
  return out.at(-1)?.results ?? [];
}

function promote() {
  if (positionals.length !== 1 || values.email || values.username || values.origin) fail(USAGE, 2);
  const username = parseUsername(positionals[0]);
  if (execute(promoteSql(username, values.super)).length === 0) fail(`No user named ${username}.`);
  console.log(`${username} is now ${values.super ? 'a super admin' : 'an admin'}.`);
}

async function createFounder() {
  if (positionals.length !== 0 || values.super) fail(USAGE, 2);
  const configured = founderUsernameFrom(readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8'));
  const username = parseUsername(values.username ?? configured ?? undefined);
  const email = parseEmail(values.email);
  const origin = parseOrigin(values.origin);
  const [existing] = execute([existingAccountsSql(username, email)]);
  if (existing) {
    fail(
      existing.username === username
        ? `An account named ${username} already exists.`
        : `${email} already belongs to ${existing.username}.`,
    );
  }
  const { token, tokenHash } = await newResetToken();
  execute(createFounderSql({ username, email, tokenHash, now: Date.now() }));
  console.log(`Created ${username} (${email}), admin and super admin.`);
  console.log(`Set its password within the hour, once, at:\n  ${resetLink(origin, token)}`);
}

try {
  if (values['create-founder']) await createFounder();
  else promote();
} catch (error) {
  // wrangler's own errors (they carry its exit status) are already on stderr.
  if (error && typeof error === 'object' && 'status' in error) fail('The database command failed.');
  fail(`${error instanceof Error ? error.message : error}\n${USAGE}`, 2);
}
