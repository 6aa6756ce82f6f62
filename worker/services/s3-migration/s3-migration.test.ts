import { describe, expect, it } from 'vitest';
import { decryptCredentials, encryptCredentials } from './credentials';
import { parseListing } from './s3-client';

const KEYS = { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG' };

describe('the sealed keys', () => {
  it('open with the secret they were sealed with, and with no other', async () => {
    const sealed = await encryptCredentials('secret-one', KEYS);
    expect(sealed).not.toContain(KEYS.secretAccessKey);
    expect(await encryptCredentials('secret-one', KEYS)).not.toBe(sealed);
    expect(await decryptCredentials('secret-one', sealed)).toEqual(KEYS);
    expect(await decryptCredentials('secret-two', sealed)).toBeNull();
    expect(await decryptCredentials('secret-one', 'not sealed')).toBeNull();
  });
});

describe('a ListObjectsV2 answer', () => {
  it('gives its keys unescaped, their sizes and the next token only while truncated', () => {
    const xml = `<?xml version="1.0"?><ListBucketResult><IsTruncated>true</IsTruncated>
      <Contents><Key>a &amp; b/Caf&#233; &lt;1&gt;.jpg</Key><Size>12</Size></Contents>
      <Contents><Key>c.png</Key><Size>3</Size></Contents>
      <NextContinuationToken>tok+/=</NextContinuationToken></ListBucketResult>`;
    expect(parseListing(xml)).toEqual({
      objects: [
        { key: 'a & b/Café <1>.jpg', size: 12 },
        { key: 'c.png', size: 3 },
      ],
      nextToken: 'tok+/=',
    });
    expect(parseListing(xml.replace('<IsTruncated>true', '<IsTruncated>false')).nextToken).toBeNull();
  });
});
