// The backup list for /admin/backup-system: three nightly backups, one taken with 'Back up
// now' by the founder before a schedule change, and a nightly one that failed (storage was
// unavailable) and was tried again on the next tick. Rows only: their files are not in the
// local R2, so their downloads and drills answer that the files are missing; the cron's first
// tick after 3 AM New York time takes a real one.
import { insert, type Row } from './sql.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FOUNDER = 1;
const MIGRATION = '0031_recovery.sql';
const STORAGE_DOWN = 'R2 answered 503 Service Unavailable while writing submissions.ndjson.gz';

export function demoBackups(now: number): string[] {
  const night = (daysAgo: number) => Math.floor((now - daysAgo * DAY) / DAY) * DAY + 8 * 60 * MINUTE + 2 * MINUTE;
  const backup = (startedAt: number, ms: number, fields: Partial<Row>): Row => ({
    trigger: 'daily',
    status: 'done',
    by_user_id: null,
    migration: MIGRATION,
    tables: 75,
    rows: 18_240,
    bytes: 1_912_000,
    manifest_sha256: null,
    error: null,
    started_at: startedAt,
    finished_at: startedAt + ms,
    pruned_at: null,
    ...fields,
  });
  return [
    insert('backups', [
      backup(night(4), 6 * MINUTE, {
        status: 'failed',
        tables: 0,
        rows: 0,
        bytes: 0,
        error: STORAGE_DOWN,
        pruned_at: night(4) + 6 * MINUTE,
      }),
      backup(night(4) + 5 * MINUTE, 41_000, { rows: 18_102, bytes: 1_897_400 }),
      backup(night(3), 39_500, { rows: 18_166, bytes: 1_903_900 }),
      backup(night(2) + 9 * 60 * MINUTE, 44_000, { trigger: 'manual', by_user_id: FOUNDER, rows: 18_201, bytes: 1_907_300 }),
      backup(night(1), 42_800, {}),
    ]),
  ];
}
