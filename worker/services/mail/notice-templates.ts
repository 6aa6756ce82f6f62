import { excerpt } from '../../domain/notification-text';
import { type MailContent, noticeContent, type Unsubscribe } from './templates';

// The mail of a notification (the bell's line, mailed at once) and the daily digest of them.

export type MailedLine = { text: string; url: string };

const subjectOf = (text: string) => excerpt(text, 120);

export function noticeMail(reader: string, line: MailedLine, unsubscribe: Unsubscribe): MailContent {
  const lines = [`Hi ${reader},`, `${line.text}.`];
  return noticeContent(
    subjectOf(line.text),
    line.text,
    lines,
    { label: 'See it on Aperture Circle', url: line.url },
    unsubscribe,
  );
}

export function digestMail(reader: string, lines: MailedLine[], unsubscribe: Unsubscribe, notificationsUrl: string): MailContent {
  const count = lines.length === 1 ? 'One thing' : `${lines.length} things`;
  const intro = [`Hi ${reader},`, `${count} happened on Aperture Circle since your last digest:`];
  const subject = lines.length === 1 ? subjectOf(lines[0]?.text ?? '') : `${lines.length} new notifications on Aperture Circle`;
  const text = `${intro.join('\n\n')}\n\n${lines.map((line) => `- ${line.text}: ${line.url}`).join('\n')}\n\nAll your notifications: ${notificationsUrl}`;
  const action = { label: 'See your notifications', url: notificationsUrl };
  return noticeContent(
    subject,
    'Your daily digest',
    [...intro, ...lines.map((line) => `• ${line.text}`)],
    action,
    unsubscribe,
    text,
  );
}
