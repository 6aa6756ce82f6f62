// Members an admin acted on, for /admin/users: rowan, suspended by the founder three days ago
// for ten days (signing in with the demo password tells him why and until when), and quinn,
// whose account the founder deleted five days ago (purged in 25 days unless restored). Each
// action is in the audit log, as the admin API writes it. No e2e test signs in as either.
import { insert, type Row } from './sql.ts';

const DAY = 24 * 3600_000;
const [ROWAN, QUINN] = [901, 902];
const FOUNDER = 1;

export function demoMembers(now: number, passwordHash: string): string[] {
  const suspendedAt = now - 3 * DAY;
  const deletedAt = now - 5 * DAY;
  const reason = "Entered other people's photos as his own";
  const members: Row[] = [
    {
      id: ROWAN,
      username: 'rowan',
      email: 'rowan@aperture.test',
      first_name: 'Rowan',
      last_name: 'Hale',
      bio: 'Weekend street shooter.',
      password_hash: passwordHash,
      email_verified_at: now - 60 * DAY,
      suspended_at: suspendedAt,
      suspended_until: suspendedAt + 10 * DAY,
      suspension_reason: reason,
      deleted_at: null,
      created_at: now - 60 * DAY,
    },
    {
      id: QUINN,
      username: 'quinn',
      email: 'quinn@aperture.test',
      first_name: 'Quinn',
      last_name: 'Avery',
      bio: 'Macro and moss.',
      password_hash: passwordHash,
      email_verified_at: now - 40 * DAY,
      suspended_at: null,
      suspended_until: null,
      suspension_reason: null,
      deleted_at: deletedAt,
      created_at: now - 40 * DAY,
    },
  ];
  const audit = (action: string, target: number, detail: unknown, at: number): Row => ({
    admin_id: FOUNDER,
    admin_name: 'founder',
    action,
    target_type: 'user',
    target_id: String(target),
    detail: JSON.stringify(detail),
    created_at: at,
  });
  return [
    insert('users', members),
    insert('admin_audit_log', [
      audit(
        'user.suspend',
        ROWAN,
        { body: { reason, until: new Date(suspendedAt + 10 * DAY).toISOString(), confirm: 'rowan' } },
        suspendedAt,
      ),
      audit('user.delete', QUINN, { body: { confirm: 'quinn' } }, deletedAt),
    ]),
  ];
}
