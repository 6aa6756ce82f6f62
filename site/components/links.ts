// The site's links with their edge visibility rules (`data-show` tokens, all of
// which must hold), shared by the header, the mobile menu and the footer so the
// three never drift apart.
export type SiteLink = { href: string; label: string; show?: string };

const CHALLENGES = 'flag:traditional_challenges_enabled';

export const mainLinks: SiteLink[] = [
  { href: '/photo-critique', label: 'Photo Critique' },
  { href: '/webinars', label: 'Webinars' },
  { href: '/mentor-discovery', label: 'Mentorship Program' },
  { href: '/challenges', label: 'Challenges', show: CHALLENGES },
  { href: '/gallery', label: 'Gallery', show: CHALLENGES },
  { href: '/leaderboard', label: 'Leaderboard', show: CHALLENGES },
  { href: '/ai-coach', label: 'AI Coach', show: 'flag:ai_coach_access' },
];

// "Create a Challenge" is for non-admins; a visitor is sent to sign in first.
export const createChallengeLinks: SiteLink[] = [
  { href: '/create-challenge', label: 'Create a Challenge', show: `${CHALLENGES} not-admin signed-in` },
  { href: '/auth', label: 'Create a Challenge', show: `${CHALLENGES} signed-out` },
];

// Entries of the signed-in account menu (the menu itself is marked signed-in).
export const accountLinks: SiteLink[] = [
  { href: '/profile', label: 'Profile' },
  { href: '/mentor-dashboard', label: 'Mentor Dashboard', show: 'mentor' },
  { href: '/print-dashboard', label: 'Print Dashboard', show: 'flag:print_dashboard_enabled sub-active' },
  { href: '/subscription', label: 'Upgrade to Pro', show: 'flag:subscriptions_enabled sub-print-user' },
  { href: '/subscription', label: 'Manage Subscription', show: 'flag:subscriptions_enabled sub-pro' },
  { href: '/subscription', label: 'Upgrade Plan', show: 'flag:subscriptions_enabled sub-none' },
  { href: '/admin', label: 'Admin Dashboard', show: 'admin' },
];

export const visitorLinks: SiteLink[] = [
  { href: '/auth?tab=login', label: 'Login', show: 'signed-out' },
  { href: '/auth?tab=register', label: 'Sign up', show: 'signed-out' },
];

export const cartLink: SiteLink = { href: '/cart', label: 'Cart', show: 'flag:print_sales_enabled' };
