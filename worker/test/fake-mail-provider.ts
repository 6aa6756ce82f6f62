import { env } from 'cloudflare:workers';
import { request } from './helpers';

// The secret vitest.config.ts gives the Worker, so events signed here pass its webhook.
export const TEST_MAIL_SECRET = env.MAIL_WEBHOOK_SECRET ?? 'whsec_missing';

let events = 0;

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

// Signs as Svix does for Resend, written here from Svix's description rather than taken from
// the Worker's verifier, so the two are checked against each other: HMAC-SHA256 with the
// base64 key after `whsec_`, over "id.timestamp.body", sent as `v1,<base64>`.
export async function svixSignature(id: string, timestamp: number, body: string, secret = TEST_MAIL_SECRET) {
  const key = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (c) => c.charCodeAt(0));
  const hmac = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return `v1,${base64(await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(`${id}.${timestamp}.${body}`)))}`;
}

// A Resend event about mail to `to`: `bounce` only for 'email.bounced' ('Permanent' is hard).
export function resendEvent(type: string, to: string, bounce?: { type: string; subType?: string; message?: string }) {
  return JSON.stringify({
    type,
    created_at: new Date().toISOString(),
    data: {
      email_id: crypto.randomUUID(),
      from: 'hello@example.com',
      to: [to],
      subject: 'A mail',
      ...(bounce ? { bounce } : {}),
    },
  });
}

export type SignedMailEvent = { id: string; timestamp: number; body: string; signature: string };

export async function signedMailEvent(
  body: string,
  { id = `msg_test_${++events}`, at = new Date(), secret = TEST_MAIL_SECRET } = {},
): Promise<SignedMailEvent> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return { id, timestamp, body, signature: await svixSignature(id, timestamp, body, secret) };
}

// Posted as the provider posts: no Origin, no cookie, the raw body and Svix's headers.
export const postMailEvent = (event: SignedMailEvent, overrides: Record<string, string> = {}) =>
  request('/api/mail/events', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'svix-id': event.id,
      'svix-timestamp': String(event.timestamp),
      'svix-signature': event.signature,
      ...overrides,
    },
    body: event.body,
  });
