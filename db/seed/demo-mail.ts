// Mail history for /admin/email and /admin/email/queue: two months of sent mail (bodies
// cleared, as the outbox keeps sent mail), one mail that failed with the provider's error, and
// a hard bounce and a soft one reported by the provider. Nothing is left queued, so the dev
// mailbox (which the end-to-end tests read) never receives any of it, and no demo member's
// address is blocked, so every demo account still gets its mail.
import { insert, type Row } from './sql.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const DAYS = 60;

const MEMBERS = ['ansel', 'dorothea', 'vivian', 'imogen', 'henri', 'maya'].map((name) => `${name}@aperture.test`);
// Someone a seat invite went to who never joined: the address the provider bounced.
const BOUNCED = 'old.address@example.net';

const MAILS: [template: string, subject: string][] = [
  ['verify_email', 'Verify your email address'],
  ['notice_digest', 'Your day on Aperture Circle'],
  ['notice_comment', 'New comment on your photo'],
  ['unread_messages', 'You have a new message'],
  ['session_confirmed', 'Your session is confirmed'],
  ['payment_receipt', 'Your receipt from Aperture Circle'],
  ['reset_password', 'Reset your password'],
];

// The same mail on every seed: a day's count and its mix follow from the day alone.
const spread = (n: number) => ((n * 2654435761) >>> 0) % 1000;
const pick = <T>(list: T[], n: number): T => list[spread(n) % list.length] as T;

export function demoMail(now: number): string[] {
  const sent: Row[] = [];
  for (let ago = DAYS; ago >= 1; ago--) {
    const count = 3 + (spread(ago) % 9);
    for (let i = 0; i < count; i++) {
      const [template, subject] = pick(MAILS, ago * 31 + i);
      const createdAt = now - ago * DAY + ((i * 97) % 20) * HOUR;
      sent.push({
        to_address: pick(MEMBERS, ago * 7 + i),
        template,
        subject,
        text_body: '',
        html_body: '',
        status: 'sent',
        attempts: 1,
        last_error: null,
        lease_until: null,
        created_at: createdAt,
        sent_at: createdAt + 4000,
      });
    }
  }
  const invitedAt = now - 3 * DAY;
  sent.push({
    ...sent.at(-1),
    to_address: BOUNCED,
    template: 'webinar_registered',
    subject: 'Your seat at “Light after dark”',
    created_at: invitedAt,
    sent_at: invitedAt + 3000,
  });
  const failedAt = now - 2 * DAY;
  const failed: Row = {
    to_address: 'henri@aperture.test',
    template: 'notice_comment',
    subject: 'New comment on your photo',
    text_body: 'Dorothea commented on “Harbour at noon”.',
    html_body: '<p>Dorothea commented on “Harbour at noon”.</p>',
    status: 'failed',
    attempts: 5,
    last_error: 'Error: Mail provider answered 422: The from address domain is not verified',
    // A failed try keeps its lease, which /admin/email reads the try's time from.
    lease_until: failedAt + 5 * HOUR + 5 * 60_000,
    created_at: failedAt,
    sent_at: null,
  };
  const events: Row[] = [
    {
      event_id: 'msg_demo_bounce_hard',
      type: 'email.bounced',
      bounce_kind: 'hard',
      address: BOUNCED,
      detail: 'General: The recipient’s mailbox does not exist',
      created_at: invitedAt + 60_000,
    },
    {
      event_id: 'msg_demo_bounce_soft',
      type: 'email.bounced',
      bounce_kind: 'soft',
      address: 'imogen@aperture.test',
      detail: 'MailboxFull: The mailbox is full',
      created_at: now - 9 * DAY,
    },
  ];
  return [insert('mail_outbox', [...sent, failed]), insert('mail_events', events)];
}
