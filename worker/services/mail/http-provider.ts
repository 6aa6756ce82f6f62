import type { MailTransport, OutgoingMail } from './outgoing-mail';

// The provider drops a second request with a key it has seen, so a mail that was sent
// but not yet marked sent (the run died in between) is not delivered twice when its
// lease runs out and another run retries it. The queue time joins the id because two
// databases (staging, production) sharing one provider account both have an outbox row 1.
export const idempotencyKey = (mail: Pick<OutgoingMail, 'outboxId' | 'queuedAt'>) =>
  `outbox-${mail.outboxId}-${mail.queuedAt.getTime()}`;

export function httpProviderTransport(url: string, apiKey: string): MailTransport {
  return {
    name: 'http',
    async send(mail) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey(mail),
        },
        body: JSON.stringify({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          // Base64, as mail APIs (Resend, Postmark, SendGrid) take attachments.
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: btoa(String.fromCharCode(...new TextEncoder().encode(file.content))),
          })),
        }),
      });
      if (!res.ok) throw new Error(`Mail provider answered ${res.status}`);
    },
  };
}
