// The integrity scans for /admin/file-integrity and /admin/orphaned-uploads: last week's
// scheduled pass, clean, and the founder's 'Scan now' two days ago, which found one entry's
// photo missing, another's with changed bytes, and a stray upload no record points at. Rows
// only: the local R2 holds the demo photos as they are, so the next scan the cron makes finds
// them whole, and moving the stray file answers that it is no longer in storage.
import { insert, type Row } from './sql.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FOUNDER = 1;

const entryAt = (entries: Row[], index: number) => {
  const entry = entries[index];
  if (!entry) throw new Error(`The demo has no entry ${index + 1}`);
  return entry;
};

export function demoIntegrity(now: number, entries: Row[]): string[] {
  const weekly = now - 9 * DAY;
  const manual = now - 2 * DAY;
  const lost = entryAt(entries, 0);
  const changed = entryAt(entries, 5);
  const scans: Row[] = [
    {
      id: 1,
      trigger: 'scheduled',
      status: 'done',
      by_user_id: null,
      cursor: 'variants/thumb/demo-urban-6.jpg.webp',
      checked: 412,
      missing: 0,
      damaged: 0,
      error: null,
      started_at: weekly,
      finished_at: weekly + 35 * MINUTE,
    },
    {
      id: 2,
      trigger: 'manual',
      status: 'done',
      by_user_id: FOUNDER,
      cursor: 'variants/thumb/demo-urban-6.jpg.webp',
      checked: 418,
      missing: 1,
      damaged: 1,
      error: null,
      started_at: manual,
      finished_at: manual + 12 * MINUTE,
    },
  ];
  const findings: Row[] = [
    {
      scan_id: 2,
      key: `photos/${lost.filename}`,
      kind: 'photo',
      user_id: lost.user_id ?? null,
      problem: 'missing',
      expected: 'c0a8e2f9d1b74e6a9f3c5d7e1b2a4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c',
      found: null,
      created_at: manual + 3 * MINUTE,
    },
    {
      scan_id: 2,
      key: `photos/${changed.filename}`,
      kind: 'photo',
      user_id: changed.user_id ?? null,
      problem: 'hash',
      expected: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
      found: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      created_at: manual + 4 * MINUTE,
    },
    {
      scan_id: 2,
      key: 'uploads-tmp/3f2b9c1e-7a4d-4e0b-9c55-1d2e3f4a5b6c.jpg',
      kind: 'other',
      user_id: null,
      problem: 'orphan',
      expected: null,
      found: '2483112',
      created_at: manual + 9 * MINUTE,
    },
  ];
  return [insert('integrity_scans', scans), insert('integrity_findings', findings)];
}
