// Secrets handed to a person (session cookies, links in mail): 32 random bytes as base64url.
// Only their SHA-256, as hex, is stored, so a leaked table cannot be replayed. Pure WebCrypto,
// so the Worker and `npm run promote-admin` (db/admin-command-sql.ts) make them alike.

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
