import type { MailAttachment } from '../../../db/schema';

// A message as a transport sends it, and what a transport is (transport.ts picks one).
// `outboxId` and `queuedAt` name the message for good: a retry of the same row must be
// recognised as the same message, never sent twice.
export type OutgoingMail = {
  outboxId: number;
  queuedAt: Date;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  // Besides From, To and Subject: a notice's List-Unsubscribe and List-Unsubscribe-Post.
  headers: Record<string, string>;
};

export type MailTransport = { name: string; send(mail: OutgoingMail): Promise<void> };
