import { eq } from 'drizzle-orm';
import { siteKeys } from '../../../db/schema';
import type { ChosenKind } from '../../contract/notification-kinds';
import type { Db } from '../../env';

// A notice mail's one-click unsubscribe (RFC 8058): a link naming the member and the kind
// (or `digest`), signed with the site's own key, so it works signed out and for nothing else.

export type UnsubscribeTarget = ChosenKind | 'digest';

const encoder = new TextEncoder();

// Made on first use by whichever request comes first; the insert that loses changes nothing.
async function linkKey(db: Db): Promise<CryptoKey> {
  const name = 'unsubscribe_links';
  const fresh = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
  const [, [row]] = await db.batch([
    db.insert(siteKeys).values({ name, secret: fresh }).onConflictDoNothing(),
    db.select({ secret: siteKeys.secret }).from(siteKeys).where(eq(siteKeys.name, name)),
  ]);
  return crypto.subtle.importKey('raw', encoder.encode(row?.secret ?? fresh), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const signed = (userId: number, target: UnsubscribeTarget) => encoder.encode(`${userId}:${target}`);

// Signs links for one pass of mail (the key read once): the query every unsubscribe link
// carries, `u`, `k` and the signature `s`.
export async function unsubscribeSigner(db: Db) {
  const key = await linkKey(db);
  return async (userId: number, target: UnsubscribeTarget): Promise<string> => {
    const signature = await crypto.subtle.sign('HMAC', key, signed(userId, target));
    return new URLSearchParams({ u: String(userId), k: target, s: base64url(signature) }).toString();
  };
}

export async function verifyUnsubscribe(db: Db, userId: number, target: UnsubscribeTarget, signature: string): Promise<boolean> {
  const expected = base64url(await crypto.subtle.sign('HMAC', await linkKey(db), signed(userId, target)));
  // Compared in constant time: the signature is the whole secret of the link.
  const a = encoder.encode(expected);
  const b = encoder.encode(signature);
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b);
}

// The two links of a mail about `target` (services/mail/templates.ts `Unsubscribe`).
export function unsubscribeLinks(origin: string, query: string, about: string) {
  return { page: `${origin}/unsubscribe?${query}`, oneClick: `${origin}/api/notifications/unsubscribe?${query}`, about };
}
