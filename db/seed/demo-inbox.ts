// /admin/inbox for the demo: a visitor's question the founder answered (still open, his),
// a new one no admin has opened or taken, and a member's that was answered and closed. The
// founder's replies went out through the outbox (sent, bodies cleared as sent mail's are).
import { insert, type Row } from './sql.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const [FOUNDER, ANSEL] = [1, 2];
const FOUNDER_NAME = 'Alex Rivera';

export function demoInbox(now: number): string[] {
  const answeredAt = now - 2 * DAY;
  const newAt = now - 3 * HOUR;
  const closedAt = now - 8 * DAY;
  const threads: Row[] = [
    {
      id: 1,
      kind: 'contact',
      name: 'Maria Santos',
      address: 'maria.santos@example.net',
      user_id: null,
      subject: 'A membership as a gift?',
      status: 'open',
      assignee_id: FOUNDER,
      read_at: answeredAt,
      last_message_at: answeredAt,
      created_at: now - 3 * DAY,
    },
    {
      id: 2,
      kind: 'contact',
      name: 'Tom Becker',
      address: 'tom.becker@example.org',
      user_id: null,
      subject: 'My photo on your home page',
      status: 'open',
      assignee_id: null,
      read_at: null,
      last_message_at: newAt,
      created_at: newAt,
    },
    {
      id: 3,
      kind: 'contact',
      name: 'Ansel Park',
      address: 'ansel@aperture.test',
      user_id: ANSEL,
      subject: 'Changing my username',
      status: 'closed',
      assignee_id: FOUNDER,
      read_at: closedAt,
      last_message_at: closedAt,
      created_at: now - 9 * DAY,
    },
  ];
  const messages: Row[] = [
    {
      thread_id: 1,
      direction: 'in',
      author_id: null,
      author_name: 'Maria Santos',
      body: 'Hello! My father has just retired and wants to get serious about photography.\nCan I buy him a Portfolio Pro membership as a gift, or does he have to sign up himself?\n\nThank you,\nMaria',
      created_at: now - 3 * DAY,
    },
    {
      thread_id: 1,
      direction: 'out',
      author_id: FOUNDER,
      author_name: FOUNDER_NAME,
      body: "Hi Maria,\n\nWhat a lovely idea. Memberships can't be bought for someone else yet, but he can join for free and enter the daily challenges straight away.\nIf he'd like Portfolio Pro later, he can start it from his profile, and you're welcome to write to us again if you'd like us to set something up for him.\n\nAlex",
      created_at: answeredAt,
    },
    {
      thread_id: 2,
      direction: 'in',
      author_id: null,
      author_name: 'Tom Becker',
      body: "One of the photos in your home page's hero looks very much like mine (a lighthouse at dusk, 2019). Could you tell me where it came from, and credit me or take it down?",
      created_at: newAt,
    },
    {
      thread_id: 3,
      direction: 'in',
      author_id: ANSEL,
      author_name: 'Ansel Park',
      body: 'Is there a way to change my username? I picked it in a hurry.',
      created_at: now - 9 * DAY,
    },
    {
      thread_id: 3,
      direction: 'out',
      author_id: FOUNDER,
      author_name: FOUNDER_NAME,
      body: 'Hi Ansel,\n\nUsernames stay as they are for now, since links to your photos use them. Your display name can be changed any time on your profile.\n\nAlex',
      created_at: closedAt,
    },
  ];
  const replies: Row[] = [
    { to: 'maria.santos@example.net', subject: 'Re: A membership as a gift?', at: answeredAt },
    { to: 'ansel@aperture.test', subject: 'Re: Changing my username', at: closedAt },
  ].map(({ to, subject, at }) => ({
    to_address: to,
    template: 'inbox_reply',
    subject,
    text_body: '',
    html_body: '',
    status: 'sent',
    attempts: 1,
    created_at: at,
    sent_at: at + 3000,
  }));
  return [insert('inbox_threads', threads), insert('inbox_messages', messages), insert('mail_outbox', replies)];
}
