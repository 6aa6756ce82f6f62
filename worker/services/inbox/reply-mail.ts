import { mailTemplate } from '../mail/templates';

// Where someone writes to us again: the footer's 'Contact us' opens on this address
// (site/scripts/contact.ts). The site reads no mail sent back to its own address.
export const contactUrl = (origin: string) => `${origin}/#contact`;

// An admin's answer from /admin/inbox, in the words the admin wrote: each line of theirs a
// paragraph of the mail (the layout escapes them: no markup of theirs survives).
export const inboxReplyTemplate = mailTemplate({
  key: 'inbox_reply',
  name: 'Reply from the inbox',
  description: "An admin's answer to a message sent with 'Contact us', written on /admin/inbox.",
  group: 'Messages',
  notice: false,
  samples: (origin) => ({
    name: 'Rosa',
    subject: 'Framed prints',
    reply: 'Yes, we ship framed prints to Canada. They take about a week to arrive.',
    contactUrl: contactUrl(origin),
  }),
  words: ({ name, subject, reply, contactUrl: url }) => {
    const after = "To answer, write to us again with 'Contact us' at the foot of any page.";
    return {
      subject: `Re: ${subject}`,
      heading: `Re: ${subject}`,
      lines: [`Hi ${name},`, ...reply.split('\n').filter((line) => line.trim() !== ''), after],
      action: { label: 'Contact us', url },
      text: `Hi ${name},\n\n${reply}\n\n--\n${after}\nContact us: ${url}`,
    };
  },
});

export const INBOX_REPLY_TEMPLATE = inboxReplyTemplate.key;

export const inboxReplyMail = (name: string, subject: string, reply: string, origin: string) =>
  inboxReplyTemplate.mail({ name, subject, reply, contactUrl: contactUrl(origin) });
