import { ApiError } from '../../errors';

// Names that would let a stranger pass as the site or its staff. The configured
// FOUNDER_USERNAME is reserved too: the founder account is made only from the command line
// (npm run promote-admin -- --create-founder) or by the demo seed, never by signing up.
const RESERVED = new Set([
  'abuse',
  'admin',
  'administrator',
  'admins',
  'aperture',
  'aperturecircle',
  'billing',
  'founder',
  'help',
  'helpdesk',
  'hostmaster',
  'info',
  'mod',
  'moderator',
  'moderators',
  'mods',
  'noreply',
  'official',
  'owner',
  'postmaster',
  'root',
  'security',
  'staff',
  'superadmin',
  'superuser',
  'support',
  'sysadmin',
  'system',
  'team',
  'webmaster',
]);

// Underscores anywhere and digits at either end don't make a new name: `admin_1`,
// `support2` and `aperture_circle` read as the reserved ones. Lookalike letters (`adm1n`)
// are left to moderation.
const stem = (username: string) =>
  username
    .toLowerCase()
    .replace(/_/g, '')
    .replace(/^\d+|\d+$/g, '');

export function isReservedUsername(username: string, founderUsername: string): boolean {
  const name = stem(username);
  const founder = stem(founderUsername);
  return RESERVED.has(name) || (founder !== '' && name === founder);
}

// For every way a username is chosen: sign-up today, a rename tomorrow.
export function refuseReservedUsername(username: string, founderUsername: string): void {
  if (isReservedUsername(username, founderUsername)) throw new ApiError('CONFLICT', 'That username is reserved');
}
