import { excerpt } from '../../domain/notification-text';
import { layout, type MailContent, type Unsubscribe, unsubscribeHeaders, unsubscribeText } from './templates';

// The mail of a notification (the bell's line, mailed at once) and the daily digest of them.

export type MailedLine = { text: string; url: string };

const subjectOf = (text: string) => excerpt(text, 120);

export function noticeMail(reader: string, line: MailedLine, unsubscribe: Unsubscribe): MailContent {
  const lines = [`Hi ${reader},`, `${line.text}.`];
  return {
    subject: subjectOf(line.text),
    text: `${lines.join('\n\n')}\n\nSee it: ${line.url}${unsubscribeText(unsubscribe)}`,
    html: layout(line.text, lines, { label: 'See it on Aperture Circle', url: line.url }, unsubscribe),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

export function digestMail(reader: string, lines: MailedLine[], unsubscribe: Unsubscribe, notificationsUrl: string): MailContent {
  const count = lines.length === 1 ? 'One thing' : `${lines.length} things`;
  const intro = [`Hi ${reader},`, `${count} happened on Aperture Circle since your last digest:`];
  return {
    subject: lines.length === 1 ? subjectOf(lines[0]?.text ?? '') : `${lines.length} new notifications on Aperture Circle`,
    text: `${intro.join('\n\n')}\n\n${lines.map((line) => `- ${line.text}: ${line.url}`).join('\n')}\n\nAll your notifications: ${notificationsUrl}${unsubscribeText(unsubscribe)}`,
    html: layout(
      'Your daily digest',
      [...intro, ...lines.map((line) => `• ${line.text}`)],
      { label: 'See your notifications', url: notificationsUrl },
      unsubscribe,
    ),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
