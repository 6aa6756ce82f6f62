import { z } from 'zod';
import { mailEvents } from '../../../db/schema';
import type { Db } from '../../env';
import { blockStatement, type MailBlockReason } from './suppression';

// What the mail provider tells us after a message left: Resend's event webhook, signed the
// Svix way. The svix-id header is the event's id: a redelivered event is recorded once.

// Svix refuses events signed more than five minutes from now either way: an old, captured
// request cannot be replayed later.
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export class BadMailSignature extends Error {}

export type SignedHeaders = { id?: string; timestamp?: string; signature?: string };

// The secret as the provider shows it: `whsec_` and the key in base64.
function keyBytes(secret: string): Uint8Array {
  const encoded = secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret;
  return Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
}

function base64Bytes(value: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

// The raw body exactly as received: parsing it first would change the signed bytes. The
// header may carry several signatures (`v1,<base64> v1,<base64>` while a secret is rolled);
// one that matches is enough. crypto.subtle.verify compares in constant time.
export async function verifyMailEvent(rawBody: string, headers: SignedHeaders, secret: string, now: Date): Promise<string> {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature)
    throw new BadMailSignature('The svix-id, svix-timestamp and svix-signature headers are required');
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (!Number.isFinite(seconds) || Math.abs(now.getTime() - seconds * 1000) > SIGNATURE_TOLERANCE_MS) {
    throw new BadMailSignature('The event is too old or too far in the future');
  }
  const key = await crypto.subtle.importKey('raw', keyBytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${rawBody}`);
  for (const part of signature.split(' ')) {
    const [version, value] = part.split(',');
    const bytes = version === 'v1' && value ? base64Bytes(value) : null;
    if (bytes && (await crypto.subtle.verify('HMAC', key, bytes, signed))) return id;
  }
  throw new BadMailSignature('The signature does not match the event');
}

// The parts of Resend's event we use; anything else in it is ignored.
const resendEventSchema = z.object({
  type: z.string(),
  data: z.object({
    to: z.union([z.array(z.string()), z.string()]).transform((to) => (Array.isArray(to) ? to : [to])),
    // Bounces only: 'Permanent' (the address does not exist or refuses us for good),
    // 'Transient' (a full mailbox, a server down) or 'Undetermined'.
    bounce: z.object({ type: z.string().optional(), subType: z.string().optional(), message: z.string().optional() }).optional(),
  }),
});

const RECORDED = ['email.bounced', 'email.complained', 'email.delivered'] as const;
type RecordedType = (typeof RECORDED)[number];

export type MailEventOutcome = 'recorded' | 'duplicate' | 'ignored';

// What a verified event does: a bounce, complaint or delivery is recorded; a hard bounce or
// a complaint also blocks the member with that address, in the same batch, and only the
// first time the event arrives (the block's `changes() = 1` follows the event's own insert).
export async function applyMailEvent(db: Db, eventId: string, rawBody: string, now: Date): Promise<MailEventOutcome> {
  let parsed: z.infer<typeof resendEventSchema>;
  try {
    parsed = resendEventSchema.parse(JSON.parse(rawBody));
  } catch {
    // Signed by the provider but not an event we read: answered 200, so it is not resent.
    return 'ignored';
  }
  const type = RECORDED.find((t) => t === parsed.type);
  // The site mails one recipient per message.
  const address = parsed.data.to[0]?.trim().toLowerCase();
  if (!type || !address) return 'ignored';
  const bounceKind = type === 'email.bounced' ? (parsed.data.bounce?.type === 'Permanent' ? 'hard' : 'soft') : null;
  const block = blockReason(type, bounceKind);
  const detail = [parsed.data.bounce?.subType, parsed.data.bounce?.message].filter(Boolean).join(': ').slice(0, 500) || null;
  const insert = db
    .insert(mailEvents)
    .values({ eventId, type, bounceKind, address, detail, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: mailEvents.id });
  const [inserted] = block ? await db.batch([insert, blockStatement(db, address, block, now)]) : [await insert];
  return inserted.length > 0 ? 'recorded' : 'duplicate';
}

function blockReason(type: RecordedType, bounceKind: 'hard' | 'soft' | null): MailBlockReason | null {
  if (type === 'email.complained') return 'complaint';
  if (bounceKind === 'hard') return 'bounce';
  return null;
}
