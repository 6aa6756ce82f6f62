import { ApiError } from '../../errors';

// Another bucket's keys, kept only while its import runs and only encrypted: AES-GCM under a
// key derived (HKDF-SHA-256) from the MIGRATION_KEY secret, so a copy of the database alone
// never gives them away. docs/rules.md "Importing photos from S3".

export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

const INFO = new TextEncoder().encode('aperture-circle s3-migration credentials v1');

export const NO_MIGRATION_KEY =
  'Imports are not set up here: the MIGRATION_KEY secret is missing. Set it with `wrangler secret put MIGRATION_KEY` and try again.';

export function migrationKeyOf(env: { MIGRATION_KEY?: string }): string {
  if (!env.MIGRATION_KEY) throw new ApiError('UNAVAILABLE', NO_MIGRATION_KEY);
  return env.MIGRATION_KEY;
}

async function aesKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

// `iv.ciphertext`, both base64; a fresh 96-bit iv each time.
export async function encryptCredentials(secret: string, credentials: S3Credentials): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(credentials));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(secret), plain));
  return `${toBase64(iv)}.${toBase64(sealed)}`;
}

// Null when they cannot be read (the secret changed since the import started).
export async function decryptCredentials(secret: string, sealed: string): Promise<S3Credentials | null> {
  const [iv, body] = sealed.split('.');
  if (!iv || !body) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, await aesKey(secret), fromBase64(body));
    return JSON.parse(new TextDecoder().decode(plain)) as S3Credentials;
  } catch {
    return null;
  }
}
