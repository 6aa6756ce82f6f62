// Makes an existing user an admin (or super admin): the way to appoint the first admins.
//   npm run promote-admin -- <username> [--super] [--remote] [--persist-to DIR]
// Local database by default; --remote changes the deployed D1.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { toolEnv } from './tool-env.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { super: { type: 'boolean', default: false }, remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string' } },
});
const username = positionals[0]?.toLowerCase();
if (!username || !/^[a-z0-9_]{3,30}$/.test(username)) {
  console.error('Usage: npm run promote-admin -- <username> [--super] [--remote]');
  process.exit(2);
}
const columns = values.super ? 'is_admin = 1, is_super_admin = 1' : 'is_admin = 1';
const args = ['d1', 'execute', 'DB', values.remote ? '--remote' : '--local', '--json', '--command',
  `UPDATE users SET ${columns} WHERE username = '${username}'`];
if (values['persist-to']) args.push('--persist-to', values['persist-to']);
const out = JSON.parse(execFileSync('wrangler', args, { encoding: 'utf8', env: toolEnv }));
const changed = out[0]?.meta?.changes ?? 0;
if (changed === 0) {
  console.error(`No user named ${username}.`);
  process.exit(1);
}
console.log(`${username} is now ${values.super ? 'a super admin' : 'an admin'}.`);
