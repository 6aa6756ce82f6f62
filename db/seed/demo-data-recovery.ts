// The quarantine for /admin/data-recovery: the old file of an entry whose member sent a better
// export (replaced four days ago, restorable for 26 more), an old cover three days from its
// purge, and a cover file the founder restored last week with its audit row, so the history
// shows what came back. The files under quarantine/ go into the local R2 with the demo photos
// (scripts/demo-photos.mjs).
import { insert, type Row } from './sql.ts';

const DAY = 24 * 3600_000;
const QUARANTINE_DAYS = 30;
const FOUNDER = 1;

export const DEMO_QUARANTINE_KEYS = [
  'quarantine/demo-replaced-entry/photos/demo-replaced-entry.jpg',
  'quarantine/demo-old-cover/photos/demo-old-cover.jpg',
  'quarantine/demo-restored-cover/photos/demo-restored-cover.jpg',
];

export function demoDataRecovery(now: number, entries: Row[]): string[] {
  const entry = entries[2];
  if (!entry) throw new Error('The demo has no entry 3');
  const replacedAt = now - 4 * DAY;
  const coverAt = now - 27 * DAY;
  const restoredAt = now - 7 * DAY;
  const [replacedKey, coverKey, restoredKey] = DEMO_QUARANTINE_KEYS as [string, string, string];
  // Ids of their own, well apart from rows other demo files add, so the audit row can name one.
  const quarantined: Row[] = [
    {
      id: 901,
      key: 'photos/demo-replaced-entry.jpg',
      quarantine_key: replacedKey,
      kind: 'photo',
      user_id: entry.user_id ?? null,
      subject_type: 'submission',
      subject_id: entry.id ?? null,
      reason: 'The member sent a better export',
      by_user_id: FOUNDER,
      size: 182_344,
      sha256: null,
      purge_after: replacedAt + QUARANTINE_DAYS * DAY,
      restored_at: null,
      restored_by: null,
      purged_at: null,
      created_at: replacedAt,
    },
    {
      id: 902,
      key: 'photos/demo-old-cover.jpg',
      quarantine_key: coverKey,
      kind: 'cover',
      user_id: null,
      subject_type: 'challenge',
      subject_id: 1,
      reason: 'A sharper cover',
      by_user_id: FOUNDER,
      size: 240_112,
      sha256: null,
      purge_after: coverAt + QUARANTINE_DAYS * DAY,
      restored_at: null,
      restored_by: null,
      purged_at: null,
      created_at: coverAt,
    },
    {
      id: 903,
      key: 'photos/demo-restored-cover.jpg',
      quarantine_key: restoredKey,
      kind: 'theme_image',
      user_id: null,
      subject_type: 'evergreen_theme',
      subject_id: 1,
      reason: 'Replaced by mistake',
      by_user_id: FOUNDER,
      size: 198_020,
      sha256: null,
      purge_after: restoredAt - DAY + QUARANTINE_DAYS * DAY,
      restored_at: restoredAt,
      restored_by: FOUNDER,
      purged_at: null,
      created_at: restoredAt - DAY,
    },
  ];
  const audit: Row[] = [
    {
      admin_id: FOUNDER,
      admin_name: 'founder',
      action: 'quarantine.restore',
      target_type: 'quarantine',
      target_id: '903',
      detail: JSON.stringify({
        key: 'photos/demo-restored-cover.jpg',
        kind: 'theme_image',
        reason: 'Replaced by mistake',
        files: ['photos/demo-restored-cover.jpg'],
      }),
      created_at: restoredAt,
    },
  ];
  return [insert('quarantined_objects', quarantined), insert('admin_audit_log', audit)];
}
