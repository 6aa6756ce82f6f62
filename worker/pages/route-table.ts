import { apiClients, keyOf } from '../routes/clients';
import type { FlagName } from '../domain/flags';
import { mentorPageQuery, readMentorFilters } from '../contract/mentor-pages';
import { statsDaysOf } from '../contract/stats';
import { NOTIFICATIONS_FIRST_QUERY } from '../contract/notifications';
import {
  LEADERBOARD_QUERY,
  WINNERS_QUERY,
  challengePageQuery,
  communityPageQuery,
  galleryPageQuery,
  readChallengeFilters,
  readStatusFilter,
} from '../contract/list-pages';

// Only the keys of these calls are used (path and query), so the origin is any.
const api = apiClients('http://edge');

// A photo's comments, as its page asks for them (a community entry's under /user-submissions).
export const photoCommentsKey = (id: number, userPhoto: boolean) => {
  const param = { param: { id: String(id) } };
  return keyOf(userPhoto ? api.userSubmissions[':id'].comments.$url(param) : api.submissions[':id'].comments.$url(param));
};

// A challenge's entries, as its pages' islands ask for them (the podium, the entries grid).
export const challengeEntriesKey = (id: number) => keyOf(api.challenges[':id'].submissions.$url({ param: { id: String(id) } }));

// Which asset renders a page path, under which title, behind which gate.
// Paths not listed here are served straight from the build when a page exists there.
export type PageRoute = {
  pattern: string;
  title: string;
  // The pre-rendered page that answers this route (an Astro page under site/pages).
  shell: string;
  flag?: FlagName;
  admin?: boolean;
  // Routes whose page is filled with data from D1 at the edge.
  loader?:
    | 'profile'
    | 'challenge'
    | 'photo'
    | 'home'
    | 'userChallenge'
    | 'mentor'
    | 'session'
    | 'webinar'
    | 'webinarFeedback'
    | 'webinarReplay';
  // Pages only for signed-in people (visitors are sent to sign in first) or only for
  // visitors (signed-in people are sent on).
  access?: 'signed-in' | 'signed-out';
  // The API requests a list page's island makes first (from the page's own query string):
  // the Worker answers them into the page, so the list needs no second round trip.
  firstData?: (query: URLSearchParams) => string[];
  // A challenge page whose first view shows the entries: the podium once results are in
  // ('results'), or the entries grid ('always'). They come along with the page.
  entries?: 'results' | 'always';
  // A challenge page whose largest picture is the challenge's cover: named in the answer's
  // headers, so the browser fetches it first.
  coverFirst?: boolean;
  // Local development only (DEV_MAILBOX on a loopback host): elsewhere the path is not found.
  devOnly?: boolean;
};

const SHELL = '/shells/page';
const ADMIN_SHELL = '/shells/admin';

const page = (pattern: string, title: string, extra: Partial<PageRoute> = {}): PageRoute => ({
  pattern,
  title,
  shell: SHELL,
  ...extra,
});

// A gated route names its own shell, or everything else it needs; the rest show their title.
const gated = (flag: FlagName, routes: [string, string, (string | Partial<PageRoute>)?][]): PageRoute[] =>
  routes.map(([pattern, title, extra = SHELL]) =>
    page(pattern, title, { flag, ...(typeof extra === 'string' ? { shell: extra } : extra) }),
  );

// A built admin screen names its own shell; the rest show their title in the generic one.
const admin = (routes: [string, string, string?][]): PageRoute[] =>
  routes.map(([pattern, title, shell = ADMIN_SHELL]) => page(pattern, title, { shell, admin: true }));

// Discovery's first page arrives with the HTML, for the filters in the page's own URL.
const DISCOVERY: Partial<PageRoute> = {
  shell: '/mentor-discovery',
  firstData: (q) => [keyOf(api.mentors.index.$url({ query: mentorPageQuery(readMentorFilters(q), 0) }))],
};
// Photo critique's first view comes with the page, as the viewer (the page reads its query the
// same way: site/islands/critique/critique-view.ts): one request, or the tab's list, and a
// member's credits. With no tab a member sees the queue and a visitor the public list; both
// are asked for, and the visitor's queue and credits, refused, are left out.
function critiqueFirstData(q: URLSearchParams): string[] {
  const credits = keyOf(api.critiques.credits.$url());
  if (q.has('request')) {
    const id = Number(q.get('request'));
    const valid = Number.isSafeInteger(id) && id > 0;
    return valid ? [keyOf(api.critiques.requests[':id'].$url({ param: { id: String(id) } })), credits] : [credits];
  }
  const list = (name: 'public' | 'queue' | 'mine') => keyOf(api.critiques.requests.$url({ query: { list: name } }));
  switch (q.get('tab')) {
    case 'give':
      return [list('queue'), credits];
    case 'browse':
      return [list('public'), credits];
    case 'mine':
      return [list('mine'), credits];
    case 'given':
      return [keyOf(api.critiques.given.$url({ query: {} })), credits];
    case 'ask':
      return [keyOf(api.critiques.photos.$url()), credits];
    default:
      return [list('queue'), list('public'), credits];
  }
}

const MENTOR_DASHBOARD = { shell: '/mentor-dashboard', access: 'signed-in' } as const;

const PRINT_DASHBOARD = { flag: 'print_dashboard_enabled', shell: '/print-dashboard', access: 'signed-in' } as const;
// The photographer dashboard arrives with its statistics for the period in its address.
const PHOTOGRAPHER_DASHBOARD: Partial<PageRoute> = {
  ...PRINT_DASHBOARD,
  shell: '/photographer-dashboard',
  firstData: (q) => [keyOf(api.stats.photos.$url({ query: { days: statsDaysOf(q.get('days')) } }))],
};

export const PAGE_ROUTES: PageRoute[] = [
  page('/', 'Home', { shell: '/', loader: 'home' }),
  // What every page's speed is measured against (npm run bench:pages).
  page('/dev/floor', 'Floor', { shell: '/shells/floor', devOnly: true }),
  page('/webinars', 'Webinars', { shell: '/webinars', firstData: () => [keyOf(api.webinars.index.$url())] }),
  page('/webinar/:id', 'Webinar', { shell: '/shells/webinar', loader: 'webinar' }),
  // The one page registers: this address shows it, for links that name registering.
  page('/webinar/:id/register', 'Webinar Registration', { shell: '/shells/webinar', loader: 'webinar' }),
  page('/webinar/:id/payment', 'Webinar Payment', { shell: '/shells/webinar-payment', loader: 'webinar', access: 'signed-in' }),
  page('/webinar/:id/success', 'Registration Complete', {
    shell: '/shells/webinar-success',
    loader: 'webinar',
    access: 'signed-in',
  }),
  page('/webinar/:id/recording', 'Webinar Recording', { shell: '/shells/webinar-recording', loader: 'webinarReplay' }),
  page('/webinars/:id/feedback', 'Webinar Feedback', {
    shell: '/shells/webinar-feedback',
    loader: 'webinarFeedback',
    access: 'signed-in',
  }),
  page('/webinars/:id/session', 'Live Webinar', { shell: '/shells/webinar-session', loader: 'webinar', access: 'signed-in' }),
  page('/photo-critique', 'Photo Critique', { shell: '/photo-critique', firstData: critiqueFirstData }),
  page('/challenges', 'Challenges', {
    shell: '/challenges',
    firstData: (q) => [keyOf(api.challenges.index.$url({ query: challengePageQuery(readChallengeFilters(q), 0) }))],
  }),
  page('/community-challenges', 'Community Challenges', {
    shell: '/community-challenges',
    firstData: (q) => [keyOf(api.userChallenges.index.$url({ query: communityPageQuery(readStatusFilter(q), 0) }))],
  }),
  page('/create-challenge', 'Create a Challenge', { shell: '/create-challenge', access: 'signed-in' }),
  page('/user-challenges/:id', 'Community Challenge', { shell: '/shells/user-challenge', loader: 'userChallenge' }),
  page('/user-challenges/:id/results', 'Challenge Results', { shell: '/shells/user-challenge-results', loader: 'userChallenge' }),
  page('/challenges/:id', 'Challenge', { shell: '/shells/challenge', loader: 'challenge', entries: 'results', coverFirst: true }),
  page('/challenge/:id', 'Challenge', { shell: '/shells/challenge', loader: 'challenge', entries: 'results', coverFirst: true }),
  page('/challenge/:id/entries', 'Challenge Entries', {
    shell: '/shells/challenge-entries',
    loader: 'challenge',
    entries: 'always',
  }),
  page('/gallery', 'Gallery', {
    shell: '/gallery',
    firstData: () => [keyOf(api.gallery.index.$url({ query: galleryPageQuery(null) }))],
  }),
  page('/leaderboard', 'Leaderboard', {
    shell: '/leaderboard',
    firstData: () => [keyOf(api.leaderboard.index.$url({ query: LEADERBOARD_QUERY }))],
  }),
  page('/rules', 'Challenge Rules', { shell: '/rules' }),
  page('/mentors', 'Mentors', DISCOVERY),
  page('/mentors/:id/book', 'Book a Session', { shell: '/shells/mentor-book', loader: 'mentor', access: 'signed-in' }),
  page('/session-invite/:sessionId', 'Session', { shell: '/shells/session-invite', loader: 'session', access: 'signed-in' }),
  page('/ai-coach', 'AI Coach', { shell: '/ai-coach' }),
  page('/winners', 'Winners', {
    shell: '/winners',
    firstData: () => [keyOf(api.submissions.winners.$url({ query: WINNERS_QUERY }))],
  }),
  page('/photo/:id', 'Photo', { shell: '/shells/photo', loader: 'photo' }),
  page('/profile', 'Profile', { shell: '/profile', access: 'signed-in' }),
  page('/notifications', 'Notifications', {
    shell: '/notifications',
    access: 'signed-in',
    firstData: () => [keyOf(api.notifications.index.$url({ query: NOTIFICATIONS_FIRST_QUERY }))],
  }),
  page('/profile/:id', 'Profile', { shell: '/shells/profile', loader: 'profile' }),
  page('/submit-photo/:id', 'Submit a Photo', { shell: '/shells/submit-photo', loader: 'challenge', access: 'signed-in' }),
  page('/auth', 'Sign In', { shell: '/auth', access: 'signed-out' }),
  page('/verify-email', 'Verify Email', { shell: '/verify-email' }),
  page('/resend-verification', 'Resend Verification', { shell: '/resend-verification' }),
  page('/forgot-password', 'Forgot Password', { shell: '/forgot-password' }),
  page('/reset-password', 'Reset Password', { shell: '/reset-password' }),
  page('/unsubscribe', 'Unsubscribe', { shell: '/unsubscribe' }),
  page('/recover-photos', 'Recover Photos', { shell: '/shells/recover-photos' }),
  page('/tnt-recovery', 'Photo Recovery', { shell: '/shells/tnt-recovery' }),
  page('/emergency-recovery', 'Emergency Recovery', { shell: '/shells/emergency-recovery' }),
  page('/recovery-notification', 'Recovery Notification', {
    shell: '/shells/recovery-notification',
    firstData: () => [keyOf(api.recoveryNotice.index.$url())],
  }),
  ...gated('mentor_program_access', [
    ['/mentor-discovery', 'Find a Mentor', DISCOVERY],
    ['/mentors/:id', 'Mentor', { shell: '/shells/mentor', loader: 'mentor' }],
    ['/mentor-profile', 'Mentor Profile', { shell: '/mentor-profile', access: 'signed-in' }],
    ['/mentor-dashboard', 'Mentor Dashboard', MENTOR_DASHBOARD],
    ['/mentor-dashboard/:tab', 'Mentor Dashboard', MENTOR_DASHBOARD],
    ['/student-dashboard', 'Student Dashboard', { shell: '/student-dashboard', access: 'signed-in' }],
    ['/checkout/:sessionId', 'Checkout', { shell: '/shells/session-checkout', loader: 'session', access: 'signed-in' }],
    ['/messages/:recipientId', 'Messages', { shell: '/shells/messages-thread', access: 'signed-in' }],
    ['/messages', 'Messages', { shell: '/shells/messages', access: 'signed-in' }],
    ['/quick-session', 'Quick Session', { shell: '/quick-session', access: 'signed-in' }],
    ['/quick-session/:sessionId', 'Quick Session', { shell: '/shells/session-invite', loader: 'session', access: 'signed-in' }],
    [
      '/quick-session/payment/:sessionId',
      'Quick Session Payment',
      { shell: '/shells/session-checkout', loader: 'session', access: 'signed-in' },
    ],
    ['/payment-success', 'Payment Successful', '/payment-success'],
    ['/calendar-settings', 'Calendar Settings', { shell: '/calendar-settings', access: 'signed-in' }],
  ]),
  ...gated('mentor_booking_system', [
    ['/video-session/:roomId', 'Video Session', { shell: '/shells/video-session', access: 'signed-in' }],
  ]),
  ...gated('subscriptions_enabled', [
    ['/subscription', 'Subscription', '/subscription'],
    ['/subscription/checkout', 'Subscription Checkout', '/subscription'],
    ['/checkout', 'Checkout', '/subscription'],
  ]),
  ...gated('print_upload_enabled', [['/print-upload', 'Upload Prints', { shell: '/print-upload', access: 'signed-in' }]]),
  page('/print-dashboard', 'Print Dashboard', PRINT_DASHBOARD),
  page('/photographer-dashboard', 'Photographer Dashboard', PHOTOGRAPHER_DASHBOARD),
  ...gated('print_sales_enabled', [
    ['/print-checkout/:id', 'Print Checkout', '/shells/print-checkout'],
    ['/cart', 'Cart', '/cart'],
    ['/order-confirmation', 'Order Confirmation', { shell: '/order-confirmation', access: 'signed-in' }],
  ]),
  ...admin([
    ['/admin', 'Admin Dashboard', '/shells/admin-dashboard'],
    ['/admin/challenges', 'Challenges', '/shells/admin-challenges'],
    ['/admin/challenges/overview', 'Challenges Overview', '/shells/admin-challenges'],
    ['/admin/challenges/scheduler', 'Challenge Scheduler', '/shells/admin-challenges'],
    ['/admin/challenges/evergreen', 'Evergreen Themes', '/shells/admin-evergreen'],
    ['/admin/challenges/management', 'Challenge Management', '/shells/admin-challenges'],
    ['/admin/challenges/user-generated', 'User-Generated Challenges', '/shells/admin-user-challenges'],
    ['/admin/challenges/new', 'New Challenge', '/shells/admin-challenge-form'],
    ['/admin/challenges/:id/edit', 'Edit Challenge', '/shells/admin-challenge-form'],
    ['/admin/critique-analytics', 'Critique Analytics', '/shells/admin-critique-analytics'],
    ['/admin/user-challenges', 'Community Challenges', '/shells/admin-user-challenges'],
    ['/admin/stats', 'Statistics', '/shells/admin-stats'],
    ['/admin/users', 'Users', '/shells/admin-users'],
    ['/admin/users/:userId', 'User', '/shells/admin-user'],
    ['/admin/submissions', 'Submissions', '/shells/admin-submissions'],
    ['/admin/mentor-program/responses', 'Mentor Applications', '/shells/admin-mentor-responses'],
    ['/admin/mentor-program/mentors', 'Mentors', '/shells/admin-mentors'],
    ['/admin/mentorship-images', 'Mentorship Images', '/shells/admin-mentorship-images'],
    ['/admin/webinars', 'Webinars', '/shells/admin-webinars'],
    ['/admin/recordings', 'Recordings', '/shells/admin-recordings'],
    ['/admin/email', 'Email', '/shells/admin-email'],
    ['/admin/email/templates', 'Email Templates', '/shells/admin-email-templates'],
    ['/admin/email/queue', 'Email Queue', '/shells/admin-email-queue'],
    ['/admin/inbox', 'Inbox', '/shells/admin-inbox'],
    ['/admin/workflows', 'Workflows', '/shells/admin-workflows'],
    ['/admin/replace-submission-image', 'Replace Submission Image', '/shells/admin-replace-submission-image'],
    ['/admin/replace-images', 'Replace Images', '/shells/admin-replace-images'],
    ['/admin/orphaned-uploads', 'Orphaned Uploads', '/shells/admin-orphaned-uploads'],
    ['/admin/backup-system', 'Backup System', '/shells/admin-backup-system'],
    ['/admin/data-recovery', 'Data Recovery', '/shells/admin-data-recovery'],
    ['/admin/manual-upload', 'Manual Upload', '/shells/admin-manual-upload'],
    ['/admin/s3-migration', 'Storage Migration', '/shells/admin-s3-migration'],
    ['/admin/optimized-upload', 'Optimized Upload', '/shells/admin-optimized-upload'],
    ['/admin/file-integrity', 'File Integrity', '/shells/admin-file-integrity'],
    ['/admin/feature-flags', 'Feature Flags', '/shells/admin-flags'],
    ['/admin/financial', 'Financial', '/shells/admin-financial'],
  ]),
];
