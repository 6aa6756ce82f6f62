import { layout, type MailContent } from './templates';

// The mail about messages a member has not read.

export function unreadMessagesMail(
  reader: string,
  sender: string,
  count: number,
  preview: string,
  threadUrl: string,
): MailContent {
  const lines = [
    `Hi ${reader},`,
    count === 1
      ? `${sender} sent you a message on Aperture Circle:`
      : `${sender} sent you ${count} messages on Aperture Circle. The latest:`,
    preview,
  ];
  return {
    subject: count === 1 ? `New message from ${sender}` : `${count} new messages from ${sender}`,
    text: `${lines.join('\n\n')}\n\nReply: ${threadUrl}`,
    html: layout(`Messages from ${sender}`, lines, { label: 'Reply', url: threadUrl }),
  };
}
