import { type MailContent, noticeContent, type Unsubscribe } from './templates';

// The mail about messages a member has not read.

export function unreadMessagesMail(
  reader: string,
  sender: string,
  count: number,
  preview: string,
  threadUrl: string,
  unsubscribe: Unsubscribe,
): MailContent {
  const lines = [
    `Hi ${reader},`,
    count === 1
      ? `${sender} sent you a message on Aperture Circle:`
      : `${sender} sent you ${count} messages on Aperture Circle. The latest:`,
    preview,
  ];
  const subject = count === 1 ? `New message from ${sender}` : `${count} new messages from ${sender}`;
  return noticeContent(subject, `Messages from ${sender}`, lines, { label: 'Reply', url: threadUrl }, unsubscribe);
}
