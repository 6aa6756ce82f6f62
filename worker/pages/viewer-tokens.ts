import type { EdgeState } from '../contract/edge-state';

// The conditions a page's `data-show` marks are written in (see site/components/Nav.astro):
// an element stays only when every one of its tokens is in this set.
export function viewerTokens({ user, subscription, flags, recoveryNotice }: EdgeState, founderUsername = ''): Set<string> {
  const tokens = new Set<string>();
  // Every page's banner while an incident notice is open (site/components/RecoveryBanner.astro).
  if (recoveryNotice) tokens.add('recovery-notice');
  // The founder's own home page offers the video upload placeholder; everyone else sees
  // 'Video Coming Soon' in its place (spec §2).
  tokens.add(user && founderUsername && user.username === founderUsername ? 'founder' : 'not-founder');
  tokens.add(user ? 'signed-in' : 'signed-out');
  tokens.add(user && (user.isAdmin || user.isSuperAdmin) ? 'admin' : 'not-admin');
  if (user?.mentorProfile?.profileStatus === 'approved') tokens.add('mentor');
  if (user) {
    if (!subscription?.hasActiveSubscription) tokens.add('sub-none');
    else {
      tokens.add('sub-active');
      tokens.add(subscription.subscriptionType === 'print_user' ? 'sub-print-user' : 'sub-pro');
    }
  }
  for (const [name, on] of Object.entries(flags)) tokens.add(on ? `flag:${name}` : `no-flag:${name}`);
  return tokens;
}

// A flag the database does not know is off, so its `no-flag:` mark holds too.
export function tokenHolds(token: string, tokens: Set<string>): boolean {
  if (tokens.has(token)) return true;
  return token.startsWith('no-flag:') && !tokens.has(`flag:${token.slice('no-flag:'.length)}`);
}
