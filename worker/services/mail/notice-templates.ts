import { type ChosenKind, CHOSEN_KINDS, KIND_MAIL, type NotificationData } from '../../contract/notification-kinds';
import { excerpt, notificationText } from '../../domain/notification-text';
import { layout, type MailGroup, mailTemplate, type Unsubscribe } from './templates';

// The mail of a notification (the bell's line, mailed at once) and the daily digest of them.

export type MailedLine = { text: string; url: string };

const subjectOf = (text: string) => excerpt(text, 120);

const GROUPS: Record<ChosenKind, MailGroup> = {
  result: 'Challenges',
  like: 'Challenges',
  comment: 'Challenges',
  voting_open: 'Challenges',
  entries_closing: 'Challenges',
  voting_closing: 'Challenges',
  content_removed: 'Challenges',
  content_restored: 'Challenges',
  message: 'Messages',
  session_soon: 'Mentoring',
  review: 'Mentoring',
  print_sold: 'Prints',
  order_shipped: 'Prints',
  payout_sent: 'Prints',
  webinar_soon: 'Webinars',
  webinar_replay: 'Webinars',
  critique: 'Critiques',
  critique_rated: 'Critiques',
};

// What a sample line of each kind is about, for the preview and a test mail.
const SAMPLE_TITLES: Record<ChosenKind, string> = {
  result: 'Harbour at dawn',
  like: 'Harbour at dawn',
  comment: 'Harbour at dawn',
  voting_open: 'Golden Hour',
  entries_closing: 'Golden Hour',
  voting_closing: 'Golden Hour',
  content_removed: 'Harbour at dawn',
  content_restored: 'Harbour at dawn',
  message: '',
  session_soon: 'portfolio review session',
  review: 'portfolio review session',
  print_sold: 'Harbour at dawn',
  order_shipped: '#1042',
  payout_sent: '',
  webinar_soon: 'Night skies',
  webinar_replay: 'Night skies',
  critique: 'Harbour at dawn',
  critique_rated: 'Harbour at dawn',
};

const sampleData = (kind: ChosenKind): NotificationData => ({
  title: SAMPLE_TITLES[kind],
  place: 2,
  score: kind === 'review' ? 5 : 8.4,
  challenge: 'Golden Hour',
  prints: 2,
  amountCents: 12_000,
  messages: 2,
  hours: 3,
  left: 4,
  what: 'photo',
  reason: 'it shows a person who asked not to be shown',
  helpfulness: 5,
  earned: true,
});

const noticeTemplate = (kind: ChosenKind) =>
  mailTemplate({
    key: `notice_${kind}`,
    name: `Notice: ${KIND_MAIL[kind].label.toLowerCase()}`,
    description: `A notification of this kind, mailed at once to members who keep “${KIND_MAIL[kind].label}” by mail. The notice is the bell's line.`,
    group: GROUPS[kind],
    notice: true,
    samples: (origin) => ({
      reader: 'Rosa',
      notice: notificationText(kind, sampleData(kind), 1, 'sam_lee'),
      url: `${origin}/notifications`,
    }),
    words: ({ reader, notice, url }) => ({
      subject: subjectOf(notice),
      heading: notice,
      lines: [`Hi ${reader},`, `${notice}.`],
      action: { label: 'See it on Aperture Circle', url },
    }),
  });

export const NOTICE_TEMPLATES = CHOSEN_KINDS.map(noticeTemplate);

// Every kind is written alike in code; the key its caller queues it under (`notice_<kind>`)
// picks the kind's own wording when an admin wrote one.
const anyNotice = noticeTemplate('result');

export const noticeMail = (reader: string, line: MailedLine, unsubscribe: Unsubscribe) =>
  anyNotice.mail({ reader, notice: line.text, url: line.url }, { unsubscribe });

export const digestTemplate = mailTemplate({
  key: 'notice_digest',
  name: 'Daily digest',
  description: 'One mail a day, at the hour each member chose, with the notifications they keep for the digest.',
  group: 'Challenges',
  notice: true,
  samples: (origin) => ({
    reader: 'Rosa',
    things: '2 things',
    summary: '2 new notifications on Aperture Circle',
    notices: `- 3 people liked your photo “Harbour at dawn”: ${origin}/photo/7\n- sam_lee commented on your photo “Fog and ferries”: ${origin}/photo/9`,
    notificationsUrl: `${origin}/notifications`,
  }),
  words: ({ reader, things, summary, notices, notificationsUrl }) => ({
    subject: summary,
    heading: 'Your daily digest',
    lines: [`Hi ${reader},`, `${things} happened on Aperture Circle since your last digest:`, notices],
    action: { label: 'See your notifications', url: notificationsUrl, inText: 'All your notifications' },
  }),
});

export function digestMail(reader: string, lines: MailedLine[], unsubscribe: Unsubscribe, notificationsUrl: string) {
  const values = {
    reader,
    things: lines.length === 1 ? 'One thing' : `${lines.length} things`,
    summary: lines.length === 1 ? subjectOf(lines[0]?.text ?? '') : `${lines.length} new notifications on Aperture Circle`,
    notices: lines.map((line) => `- ${line.text}: ${line.url}`).join('\n'),
    notificationsUrl,
  };
  const {
    heading,
    lines: [greeting = '', intro = ''],
    action,
  } = digestTemplate.words(values);
  // The HTML gives each line a paragraph of its own, without its address: the button leads to them all.
  const html = layout(heading, [greeting, intro, ...lines.map((line) => `• ${line.text}`)], action, unsubscribe);
  return { ...digestTemplate.mail(values, { unsubscribe }), html };
}
