import { mailTemplate, type Unsubscribe } from './templates';

// The mail about messages a member has not read.

export const unreadMessagesTemplate = mailTemplate({
  key: 'unread_messages',
  name: 'Unread messages',
  description:
    'Sent when a member has messages they have not read and is not on the site, at most once an hour per conversation.',
  group: 'Messages',
  notice: true,
  samples: (origin) => ({
    reader: 'Rosa',
    sender: 'Sam Lee',
    messages: '2 messages',
    newMessages: '2 new messages',
    preview: 'Are you free this week? I would love a second look at my harbour series.',
    threadUrl: `${origin}/messages/42`,
  }),
  words: ({ reader, sender, messages, newMessages, preview, threadUrl }) => ({
    subject: `${newMessages} from ${sender}`,
    heading: `Messages from ${sender}`,
    lines: [`Hi ${reader},`, `${sender} sent you ${messages} on Aperture Circle:`, preview],
    action: { label: 'Reply', url: threadUrl },
  }),
});

export function unreadMessagesMail(
  reader: string,
  sender: string,
  count: number,
  preview: string,
  threadUrl: string,
  unsubscribe: Unsubscribe,
) {
  return unreadMessagesTemplate.mail(
    {
      reader,
      sender,
      messages: count === 1 ? 'a message' : `${count} messages`,
      newMessages: count === 1 ? 'New message' : `${count} new messages`,
      preview,
      threadUrl,
    },
    { unsubscribe },
  );
}
