// Community challenges for /admin/challenges/user-generated: 'Quiet Corners' (demo.ts) is on
// the home page while the challenges flag is off; 'Neon Nights' is running with two members'
// reports waiting; 'Best Selfie Ever' was hidden from the lists after a report. The founder's
// feature and hide are in the audit log.
import { insert } from './sql.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const FOUNDER = 1;
const [ANSEL, DOROTHEA, IMOGEN, HENRI] = [2, 3, 5, 6];

const idOf = (title: string) => `(SELECT id FROM challenges WHERE title = '${title}' AND creator_id IS NOT NULL)`;

export function demoCommunityAdmin(now: number): string[] {
  const running = {
    start_date: now - DAY,
    end_date: now + 2 * DAY,
    voting_start_date: now + 2 * DAY,
    voting_end_date: now + 3 * DAY,
  };
  return [
    insert('challenges', [
      {
        title: 'Neon Nights',
        category: 'street',
        creator_id: HENRI,
        privacy_type: 'public',
        description: 'Signs, shop windows and puddles after dark. Join my paid night-shooting workshop first!',
        ...running,
        hidden_at: null,
        created_at: now - DAY,
      },
      {
        title: 'Best Selfie Ever',
        category: 'portrait',
        creator_id: IMOGEN,
        privacy_type: 'public',
        description: 'Your best selfie, filters welcome.',
        ...running,
        hidden_at: now - 6 * HOUR,
        created_at: now - DAY,
      },
    ]),
    `UPDATE challenges SET featured_at = ${now - 2 * HOUR} WHERE id = ${idOf('Quiet Corners')};`,
    `INSERT INTO reports (target_type, challenge_id, reporter_id, reason, created_at) VALUES
  ('challenge', ${idOf('Neon Nights')}, ${ANSEL}, 'The description advertises a paid workshop.', ${now - 5 * HOUR}),
  ('challenge', ${idOf('Neon Nights')}, ${DOROTHEA}, 'Looks like an advert rather than a challenge.', ${now - 3 * HOUR}),
  ('challenge', ${idOf('Best Selfie Ever')}, ${DOROTHEA}, 'Not really a photography theme.', ${now - 8 * HOUR});`,
    `INSERT INTO admin_audit_log (admin_id, admin_name, action, target_type, target_id, detail, created_at) VALUES
  (${FOUNDER}, 'founder', 'community-challenge.hide', 'community-challenge', CAST(${idOf('Best Selfie Ever')} AS TEXT), NULL, ${now - 6 * HOUR}),
  (${FOUNDER}, 'founder', 'community-challenge.feature', 'community-challenge', CAST(${idOf('Quiet Corners')} AS TEXT), NULL, ${now - 2 * HOUR});`,
  ];
}
