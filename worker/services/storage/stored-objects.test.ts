import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedObjects } from '../../../db/schema';
import { db, makeUser, present } from '../../test/helpers';
import { putObject, sha256Hex, sha256OfStream } from './stored-objects';

const bytes = (text: string) => new TextEncoder().encode(text);
const rowOf = async (key: string) => (await db().select().from(storedObjects).where(eq(storedObjects.key, key)))[0];

describe('fingerprints', () => {
  it('hashes bytes as hex SHA-256', async () => {
    expect(await sha256Hex(bytes('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex(bytes('abc').buffer as ArrayBuffer)).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('hashes a stream read once, with its size', async () => {
    const data = new Uint8Array(300_000).map((_, i) => i % 251);
    expect(await sha256OfStream(new Blob([data]).stream())).toEqual({ sha256: await sha256Hex(data), size: 300_000 });
  });

  it('stores an object with its hash handed to R2 and records its row', async () => {
    const { user } = await makeUser();
    const key = `tests/${crypto.randomUUID()}.txt`;
    const stored = await putObject(db(), env.PHOTOS, key, bytes('hello'), {
      kind: 'other',
      userId: user.id,
      contentType: 'text/plain',
    });
    expect(stored).toEqual({ sha256: await sha256Hex(bytes('hello')), size: 5 });
    const object = present(await env.PHOTOS.head(key), 'the stored object');
    expect(object.httpMetadata?.contentType).toBe('text/plain');
    expect(
      object.checksums.sha256 &&
        [...new Uint8Array(object.checksums.sha256)].map((b) => b.toString(16).padStart(2, '0')).join(''),
    ).toBe(stored.sha256);
    expect(await rowOf(key)).toMatchObject({ kind: 'other', userId: user.id, size: 5, sha256: stored.sha256, partSha256: null });
  });

  it('takes the new fingerprint when the same key is stored again, to be checked afresh', async () => {
    const key = `tests/${crypto.randomUUID()}.txt`;
    await putObject(db(), env.PHOTOS, key, bytes('first'), { kind: 'other', contentType: 'text/plain' });
    await db().update(storedObjects).set({ checkedAt: new Date() }).where(eq(storedObjects.key, key));
    const again = await putObject(db(), env.PHOTOS, key, bytes('second!'), { kind: 'variant', contentType: 'text/plain' });
    expect(await rowOf(key)).toMatchObject({ kind: 'variant', size: 7, sha256: again.sha256, checkedAt: null });
  });

  it('leaves nothing behind when R2 refuses the bytes', async () => {
    const key = `tests/${crypto.randomUUID()}.txt`;
    const refusing = {
      put: (k: string, value: Uint8Array, options: R2PutOptions) =>
        env.PHOTOS.put(k, value, { ...options, sha256: '00'.repeat(32) }),
    } as unknown as R2Bucket;
    await expect(putObject(db(), refusing, key, bytes('hello'), { kind: 'other', contentType: 'text/plain' })).rejects.toThrow();
    expect(await env.PHOTOS.head(key)).toBeNull();
    expect(await rowOf(key)).toBeUndefined();
  });
});
