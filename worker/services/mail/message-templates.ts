import { layout, type MailContent, type Unsubscribe, unsubscribeHeaders, unsubscribeText } from './templates';

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
  return {
    subject: count === 1 ? `New message from ${sender}` : `${count} new messages from ${sender}`,
    text: `${lines.join('\n\n')}\n\nReply: ${threadUrl}${unsubscribeText(unsubscribe)}`,
    html: layout(`Messages from ${sender}`, lines, { label: 'Reply', url: threadUrl }, unsubscribe),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
