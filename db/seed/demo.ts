// Demo data for local development: a few people in each role and the flag defaults
// documented in README.md. Written as SQL so `wrangler d1 execute --file` can load it.
// Every demo account signs in with DEMO_PASSWORD.
import { hashPassword } from '../../worker/domain/password.ts';
import { addDays } from '../../worker/domain/dates.ts';
import { dailyWindow, newYorkDate } from '../../worker/domain/new-york-time.ts';
import type { LocalSubscription } from '../../worker/domain/payment-objects.ts';
import { demoBackups } from './demo-backups.ts';
import { demoCommunityAdmin } from './demo-community-admin.ts';
import { demoCritiques } from './demo-critiques.ts';
import { demoDataRecovery } from './demo-data-recovery.ts';
import { demoHistory } from './demo-history.ts';
import { demoInbox } from './demo-inbox.ts';
import { demoIntegrity } from './demo-integrity.ts';
import { demoMail } from './demo-mail.ts';
import { demoMembers } from './demo-members.ts';
import { demoMentoring, MENTOR_USERS } from './demo-mentoring.ts';
import { demoTemplates } from './demo-templates.ts';
import { demoWorkflows } from './demo-workflows.ts';
import { demoPrints } from './demo-prints.ts';
import { demoRecoveryNotice } from './demo-recovery-notice.ts';
import { demoS3Migration } from './demo-s3-migration.ts';
import { demoWebinars } from './demo-webinars.ts';
import { insert, type Row } from './sql.ts';

export const DEMO_PASSWORD = 'photography';

const DAY = 24 * 60 * 60 * 1000;

export const DEFAULT_FLAGS: { name: string; enabled: boolean; rolloutPercentage: number; description: string }[] = [
  {
    name: 'traditional_challenges_enabled',
    enabled: true,
    rolloutPercentage: 0,
    description: 'Daily challenges, voting, winners and the leaderboard',
  },
  {
    name: 'ai_coach_access',
    enabled: false,
    rolloutPercentage: 50,
    description: 'The AI coach, rolled out to half of signed-in members',
  },
  {
    name: 'mentor_program_access',
    enabled: true,
    rolloutPercentage: 0,
    description: 'Mentor discovery, dashboards, messages and quick sessions',
  },
  { name: 'mentor_booking_system', enabled: true, rolloutPercentage: 0, description: 'Live video sessions with mentors' },
  { name: 'subscriptions_enabled', enabled: true, rolloutPercentage: 0, description: 'Seller subscriptions' },
  { name: 'print_upload_enabled', enabled: true, rolloutPercentage: 0, description: 'Uploading photos for print sales' },
  { name: 'print_dashboard_enabled', enabled: true, rolloutPercentage: 0, description: 'The print seller dashboard' },
  { name: 'print_sales_enabled', enabled: true, rolloutPercentage: 0, description: 'The cart and print checkout' },
];

const USERS: Row[] = [
  {
    id: 1,
    username: 'founder',
    email: 'founder@aperture.test',
    first_name: 'Alex',
    last_name: 'Rivera',
    is_admin: true,
    is_super_admin: true,
    bio: 'Founder of Aperture Circle.',
  },
  {
    id: 2,
    username: 'ansel',
    email: 'ansel@aperture.test',
    first_name: 'Ansel',
    last_name: 'Park',
    is_admin: false,
    is_super_admin: false,
    bio: 'Landscapes at first light.',
  },
  {
    id: 3,
    username: 'dorothea',
    email: 'dorothea@aperture.test',
    first_name: 'Dorothea',
    last_name: 'Lange',
    is_admin: false,
    is_super_admin: false,
    bio: 'Portraits of people at work.',
  },
  {
    id: 4,
    username: 'vivian',
    email: 'vivian@aperture.test',
    first_name: 'Vivian',
    last_name: 'Maier',
    is_admin: false,
    is_super_admin: false,
    bio: 'Street photographer and mentor.',
  },
  {
    id: 5,
    username: 'imogen',
    email: 'imogen@aperture.test',
    first_name: 'Imogen',
    last_name: 'Cole',
    is_admin: false,
    is_super_admin: false,
    bio: 'Sells botanical prints.',
  },
  {
    id: 6,
    username: 'henri',
    email: 'henri@aperture.test',
    first_name: 'Henri',
    last_name: 'Bresson',
    is_admin: false,
    is_super_admin: false,
    bio: 'Portfolio Pro member.',
  },
];

// imogen's and henri's plans live in the local payment provider's store, as if bought through
// its checkout five days ago, so they can be cancelled, switched and renewed like any other.
function demoPlans(now: number): string[] {
  const plans = [
    { userId: 5, plan: 'print_user' as const },
    { userId: 6, plan: 'portfolio_pro' as const },
  ];
  const start = now - 5 * DAY;
  const end = start + 30 * DAY;
  const objects: Row[] = [];
  const customers: Row[] = [];
  const subscriptions: Row[] = [];
  for (const { userId, plan } of plans) {
    const user = USERS.find((u) => u.id === userId);
    const customerId = `cus_local_demo_${userId}`;
    const subscriptionId = `sub_local_demo_${userId}`;
    const subscription: LocalSubscription = {
      id: subscriptionId,
      customerId,
      plan,
      interval: 'month',
      status: 'active',
      currentPeriodStart: new Date(start),
      currentPeriodEnd: new Date(end),
      cancelAtPeriodEnd: false,
      metadata: { userId: String(userId), purpose: 'subscription', reference: `${plan}:month` },
      failsAtRenewal: false,
      pendingChange: null,
    };
    const customer = { id: customerId, userId, email: user?.email, name: `${user?.first_name} ${user?.last_name}` };
    objects.push(
      { id: customerId, kind: 'customer', data: JSON.stringify(customer) },
      { id: subscriptionId, kind: 'subscription', data: JSON.stringify(subscription) },
    );
    customers.push({ user_id: userId, provider_customer_id: customerId });
    subscriptions.push({
      user_id: userId,
      provider_subscription_id: subscriptionId,
      type: plan,
      interval: 'month',
      status: 'active',
      current_period_end: end,
    });
  }
  return [
    insert('local_payment_objects', objects),
    insert('billing_customers', customers),
    insert('subscriptions', subscriptions),
  ];
}

export const DEMO_PHOTOS_PER_CATEGORY = 4;

type Theme = [title: string, description: string];
const DAILY = ['landscape', 'portrait', 'street'] as const;
// The pixel size scripts/demo-photos.mjs draws each category's photos at, stored with the
// entries as an upload's would be, so pages reserve the photo's space before it loads.
const PHOTO_SIZE: Record<(typeof DAILY)[number], { width: number; height: number }> = {
  landscape: { width: 1200, height: 800 },
  portrait: { width: 800, height: 1000 },
  street: { width: 1200, height: 800 },
};
const THEMES: Record<(typeof DAILY)[number], [Theme, Theme, ...Theme[]]> = {
  landscape: [
    ['Golden Hour Horizons', 'Catch the land in the warm, low light just after sunrise or before sunset.'],
    ['Water and Stone', 'Rivers, lakes or the sea meeting rock: show the contrast of motion and mass.'],
    ['Leading Lines', 'Use a path, a fence or a shoreline to pull the eye into the frame.'],
    ['Weather Moods', 'Fog, storm light or falling snow: let the weather tell the story.'],
  ],
  portrait: [
    ['Window Light', 'A portrait lit only by a window. Shape the face with soft, directional light.'],
    ['Hands at Work', 'Tell someone’s story through their hands.'],
    ['Environmental Portrait', 'Show a person in the place that says who they are.'],
    ['High Key', 'Bright, airy tones with few shadows.'],
  ],
  street: [
    ['Reflections', 'Puddles, windows and mirrors: find the city twice.'],
    ['Night Lights', 'Neon, headlights and shop windows after dark.'],
    ['Decisive Moment', 'The one instant when everything in the frame lines up.'],
    ['Shadows and Shapes', 'Hard light, long shadows and graphic forms.'],
  ],
};

// Two days of daily challenges already under way: one with results waiting for the cron
// (three days ago), one in its voting day (yesterday). The cron plans today and tomorrow.
function demoChallenges(now: number) {
  const today = newYorkDate(new Date(now));
  const rows: Row[] = [];
  const entries: Row[] = [];
  const votes: Row[] = [];
  let challengeId = 0;
  let entryId = 0;
  for (const [offset, themeIndex] of [
    [-3, 0],
    [-1, 1],
  ] as const) {
    const date = addDays(today, offset);
    const window = dailyWindow(date);
    for (const category of DAILY) {
      challengeId++;
      const [title, description] = THEMES[category][themeIndex];
      rows.push({
        id: challengeId,
        title,
        description,
        category,
        daily_date: date,
        creator_id: null,
        privacy_type: 'public',
        start_date: window.startDate.getTime(),
        end_date: window.endDate.getTime(),
        voting_start_date: window.votingStartDate.getTime(),
        voting_end_date: window.votingEndDate.getTime(),
        cover_image: `/api/uploads/photos/demo-${category}-${themeIndex + 1}.jpg`,
      });
      for (let n = 1; n <= DEMO_PHOTOS_PER_CATEGORY; n++) {
        entryId++;
        const author = 2 + ((n + challengeId) % 5);
        entries.push({
          id: entryId,
          challenge_id: challengeId,
          user_id: author,
          title: `${title} #${n}`,
          description: 'A demo entry drawn for local development.',
          alt_text: `Demo ${category} scene ${n}`,
          filename: `demo-${category}-${n}.jpg`,
          image_url: `/api/uploads/photos/demo-${category}-${n}.jpg`,
          ...PHOTO_SIZE[category],
          created_at: window.startDate.getTime() + n * 3600_000,
        });
        for (const voter of USERS.map((u) => Number(u.id))) {
          if (voter === author) continue;
          votes.push({
            submission_id: entryId,
            voter_id: voter,
            challenge_id: challengeId,
            score: 4 + ((voter * 7 + n * 3) % 7),
            updated_at: window.endDate.getTime() + 3600_000,
          });
        }
      }
    }
  }
  // A member's public community challenge that ran its full course four days ago, with more
  // than five verified voters: what the home page shows when the challenges flag is off.
  const window = dailyWindow(addDays(today, -4));
  const communityId = ++challengeId;
  const creator = 4;
  rows.push({
    id: communityId,
    title: 'Quiet Corners',
    category: 'urban',
    creator_id: creator,
    privacy_type: 'public',
    description: 'The calm spots a city forgets: a bench, a stairwell, a shuttered stall.',
    start_date: window.startDate.getTime(),
    end_date: window.endDate.getTime(),
    voting_start_date: window.votingStartDate.getTime(),
    voting_end_date: window.votingEndDate.getTime(),
    cover_image: '/api/uploads/photos/demo-street-2.jpg',
  });
  for (const [n, author] of [2, 3, 5, 6].entries()) {
    entryId++;
    entries.push({
      id: entryId,
      challenge_id: communityId,
      user_id: author,
      title: `Quiet Corners #${n + 1}`,
      description: 'A demo community entry.',
      alt_text: `Demo quiet street corner ${n + 1}`,
      filename: `demo-street-${n + 1}.jpg`,
      image_url: `/api/uploads/photos/demo-street-${n + 1}.jpg`,
      ...PHOTO_SIZE.street,
      created_at: window.startDate.getTime() + (n + 1) * 3600_000,
    });
    for (const voter of USERS.map((u) => Number(u.id))) {
      if (voter === author || voter === creator) continue;
      votes.push({
        submission_id: entryId,
        voter_id: voter,
        challenge_id: communityId,
        score: 5 + ((voter + n) % 5),
        updated_at: window.endDate.getTime() + 3600_000,
      });
    }
  }
  return { rows, entries, votes };
}

export async function demoSeedSql(now = Date.now()): Promise<string> {
  const demo = demoChallenges(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return [
    insert(
      'users',
      [...USERS, ...MENTOR_USERS].map((user) => ({ ...user, password_hash: passwordHash, email_verified_at: now })),
    ),
    ...demoHistory(now),
    insert(
      'feature_flags',
      DEFAULT_FLAGS.map((f) => ({
        name: f.name,
        enabled: f.enabled,
        rollout_percentage: f.rolloutPercentage,
        description: f.description,
      })),
    ),
    insert(
      'evergreen_themes',
      DAILY.flatMap((category) =>
        THEMES[category].map(([title, description], i) => ({
          category,
          title,
          description,
          cover_image: `/api/uploads/photos/demo-${category}-${i + 1}.jpg`,
          last_used_at: i < 2 ? now : null,
        })),
      ),
    ),
    insert('challenges', demo.rows),
    ...demoCommunityAdmin(now),
    insert('submissions', demo.entries),
    insert('votes', demo.votes),
    ...demoPlans(now),
    ...demoMentoring(now),
    ...demoPrints(now, demo.entries),
    ...demoWebinars(now),
    ...demoCritiques(now, demo.entries),
    ...demoMail(now),
    ...demoInbox(now),
    // After the inbox: its recovery thread takes the next free id.
    ...demoRecoveryNotice(now),
    ...demoWorkflows(now),
    ...demoMembers(now, passwordHash),
    ...demoTemplates(now),
    ...demoBackups(now),
    ...demoDataRecovery(now, demo.entries),
    ...demoIntegrity(now, demo.entries),
    ...demoS3Migration(now, demo.entries),
  ].join('\n\n');
}
