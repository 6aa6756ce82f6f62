// Demo data for local development: a few people in each role and the flag defaults
// documented in README.md. Written as SQL so `wrangler d1 execute --file` can load it.
// Every demo account signs in with DEMO_PASSWORD.
import { hashPassword } from '../../worker/services/auth/password.ts';

export const DEMO_PASSWORD = 'photography';
type Row = Record<string, string | number | boolean | null>;

const DAY = 24 * 60 * 60 * 1000;

export const DEFAULT_FLAGS: { name: string; enabled: boolean; rolloutPercentage: number; description: string }[] = [
  { name: 'traditional_challenges_enabled', enabled: true, rolloutPercentage: 0, description: 'Daily challenges, voting, winners and the leaderboard' },
  { name: 'ai_coach_access', enabled: false, rolloutPercentage: 50, description: 'The AI coach, rolled out to half of signed-in members' },
  { name: 'mentor_program_access', enabled: true, rolloutPercentage: 0, description: 'Mentor discovery, dashboards, messages and quick sessions' },
  { name: 'mentor_booking_system', enabled: true, rolloutPercentage: 0, description: 'Live video sessions with mentors' },
  { name: 'subscriptions_enabled', enabled: true, rolloutPercentage: 0, description: 'Seller subscriptions' },
  { name: 'print_upload_enabled', enabled: true, rolloutPercentage: 0, description: 'Uploading photos for print sales' },
  { name: 'print_dashboard_enabled', enabled: true, rolloutPercentage: 0, description: 'The print seller dashboard' },
  { name: 'print_sales_enabled', enabled: true, rolloutPercentage: 0, description: 'The cart and print checkout' },
];

const USERS: Row[] = [
  { id: 1, username: 'founder', email: 'founder@aperture.test', first_name: 'Alex', last_name: 'Rivera', is_admin: true, is_super_admin: true, bio: 'Founder of Aperture Circle.' },
  { id: 2, username: 'ansel', email: 'ansel@aperture.test', first_name: 'Ansel', last_name: 'Park', is_admin: false, is_super_admin: false, bio: 'Landscapes at first light.' },
  { id: 3, username: 'dorothea', email: 'dorothea@aperture.test', first_name: 'Dorothea', last_name: 'Lange', is_admin: false, is_super_admin: false, bio: 'Portraits of people at work.' },
  { id: 4, username: 'vivian', email: 'vivian@aperture.test', first_name: 'Vivian', last_name: 'Maier', is_admin: false, is_super_admin: false, bio: 'Street photographer and mentor.' },
  { id: 5, username: 'imogen', email: 'imogen@aperture.test', first_name: 'Imogen', last_name: 'Cole', is_admin: false, is_super_admin: false, bio: 'Sells botanical prints.' },
  { id: 6, username: 'henri', email: 'henri@aperture.test', first_name: 'Henri', last_name: 'Bresson', is_admin: false, is_super_admin: false, bio: 'Portfolio Pro member.' },
];

function literal(value: Row[string]): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

function insert(table: string, rows: Row[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const values = rows.map((row) => `(${columns.map((c) => literal(row[c] ?? null)).join(', ')})`);
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n  ${values.join(',\n  ')};`;
}

export async function demoSeedSql(now = Date.now()): Promise<string> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return [
    insert(
      'users',
      USERS.map((user) => ({ ...user, password_hash: passwordHash, email_verified_at: now })),
    ),
    insert(
      'feature_flags',
      DEFAULT_FLAGS.map((f) => ({ name: f.name, enabled: f.enabled, rollout_percentage: f.rolloutPercentage, description: f.description })),
    ),
    insert('mentor_profiles', [{ user_id: 4, profile_status: 'approved' }]),
    insert('subscriptions', [
      { user_id: 5, type: 'print_user', status: 'active', current_period_end: now + 30 * DAY },
      { user_id: 6, type: 'portfolio_pro', status: 'active', current_period_end: now + 30 * DAY },
    ]),
  ].join('\n\n');
}
