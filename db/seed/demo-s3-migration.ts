// Two past imports for /admin/s3-migration: the founder's import of the old site's bucket
// last month, which matched two entries and could not bring over three files, and one
// stopped early. Rows only, ended, so no keys are kept and the cron has nothing to carry on.
import { insert, type Row } from './sql.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FOUNDER = 1;

// Its match is a demo entry's own photo, already here, so it was left as it was.
const matchOf = (entries: Row[], index: number) => {
  const entry = entries[index];
  if (!entry) throw new Error(`The demo has no entry ${index + 1}`);
  return {
    key: `archive/2020/${entry.filename}`,
    submissionId: Number(entry.id),
    storedAs: `photos/${entry.filename}`,
    copied: false,
  };
};

export function demoS3Migration(now: number, entries: Row[]): string[] {
  const first = now - 31 * DAY;
  const second = now - 6 * DAY;
  const report = {
    failures: [
      { key: 'archive/2019/IMG_0412.CR2', reason: 'Photos must be JPEG, PNG or WebP images' },
      { key: 'archive/2019/panorama-full.jpg', reason: 'Photos must be 15 MB or smaller' },
      { key: 'archive/2020/harbour-night.jpg', reason: 'Reading it failed: 500 InternalError' },
    ],
    matches: [matchOf(entries, 0), matchOf(entries, 6)],
  };
  const rows: Row[] = [
    {
      id: 1,
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      bucket: 'old-aperture-photos',
      prefix: 'archive/',
      region: 'us-east-1',
      credentials: null,
      status: 'done',
      continuation_token: null,
      listed: 148,
      copied: 143,
      matched: 2,
      failed: 3,
      report: JSON.stringify(report),
      error: null,
      by_user_id: FOUNDER,
      started_at: first,
      finished_at: first + 42 * MINUTE,
    },
    {
      id: 2,
      endpoint: 'https://s3.eu-central-003.backblazeb2.com',
      bucket: 'club-scans',
      prefix: '',
      region: 'eu-central-003',
      credentials: null,
      status: 'cancelled',
      continuation_token: null,
      listed: 25,
      copied: 25,
      matched: 0,
      failed: 0,
      report: JSON.stringify({ failures: [], matches: [] }),
      error: null,
      by_user_id: FOUNDER,
      started_at: second,
      finished_at: second + 9 * MINUTE,
    },
  ];
  return [insert('s3_migrations', rows)];
}
