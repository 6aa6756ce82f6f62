// How mail leaves the outbox. Production posts JSON to the configured provider
// (MAIL_API_URL with the MAIL_API_KEY secret); local development keeps every message
// readable at /dev/mailbox instead. Without either, nothing is sent and mail stays queued.
export type OutgoingMail = { from: string; to: string; subject: string; text: string; html: string };

export type MailTransport = { name: string; send(mail: OutgoingMail): Promise<void> };

const devMailbox: MailTransport = { name: 'dev-mailbox', send: async () => {} };

function httpProvider(url: string, apiKey: string): MailTransport {
  return {
    name: 'http',
    async send(mail) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(mail),
      });
      if (!res.ok) throw new Error(`Mail provider answered ${res.status}`);
    },
  };
}

export function mailTransport(env: Env): MailTransport | null {
  if (env.MAIL_API_URL && env.MAIL_API_KEY) return httpProvider(env.MAIL_API_URL, env.MAIL_API_KEY);
  if (env.DEV_MAILBOX === 'true') return devMailbox;
  return null;
}
