// Recovery for the demo: imogen's request from /emergency-recovery (she lost the address on her
// account), open in /admin/inbox and listed on her page on /admin/users, and a notice about an
// incident that is over. No notice is open, so the demo shows no banner.
import { insert, type Row } from './sql.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const FOUNDER = 1;
const NEW_ADDRESS = 'imogen.cole@example.net';

// A New York day `days` before `now`, as the notice keeps it.
const dayBefore = (now: number, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(now - days * DAY));

export function demoRecoveryNotice(now: number): string[] {
  const askedAt = now - 5 * HOUR;
  const thread: Row = {
    kind: 'recovery',
    name: 'imogen',
    address: NEW_ADDRESS,
    user_id: null,
    subject: 'Lost access to my email',
    status: 'open',
    assignee_id: null,
    read_at: null,
    last_message_at: askedAt,
    created_at: askedAt,
  };
  const body =
    "My old work address was closed when I changed jobs, so I can't reset my password. I sell botanical prints here: a fern series and the pressed poppies, and I entered the spring macro challenge.";
  const notice: Row = {
    title: 'Some thumbnails showed as blank',
    what_happened:
      'A fault in our image service left the small previews of some photos blank. The photos themselves were never touched, and every preview has been made again.',
    affected_from: dayBefore(now, 42),
    affected_until: dayBefore(now, 41),
    what_to_do: 'Nothing: your photos are as you uploaded them.',
    by_user_id: FOUNDER,
    closed_at: now - 40 * DAY,
    updated_at: now - 40 * DAY,
    created_at: now - 41 * DAY,
  };
  return [
    insert('inbox_threads', [thread]),
    // The message belongs to the thread just written, whatever id it was given.
    `INSERT INTO inbox_messages (thread_id, direction, author_id, author_name, body, created_at)
  SELECT id, 'in', NULL, 'imogen', '${body.replace(/'/g, "''")}', ${askedAt} FROM inbox_threads WHERE address = '${NEW_ADDRESS}';`,
    insert('recovery_notices', [notice]),
  ];
}
