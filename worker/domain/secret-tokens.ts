// Secrets handed to a person (session cookies, links in mail): 32 random bytes as base64url.
// Only their SHA-256, as hex, is stored, so a leaked table cannot be replayed. Pure WebCrypto,
// so the Worker and `npm run promote-admin` (db/admin-command-sql.ts) make them alike.

const encoder = new TextEncoder();
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

// Every signed-in request hashes its cookie: a loop over a table of byte pairs, where mapping
// and joining the bytes cost more than the digest.
export async function hashToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token)));
  let hex = '';
  for (const byte of digest) hex += HEX[byte];
  return hex;
}

const TOKEN_BYTES = 32;
// base64url without padding: four characters per three bytes, rounded up.
export const TOKEN_LENGTH = Math.ceil((TOKEN_BYTES * 4) / 3);

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
