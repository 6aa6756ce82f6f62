import { vi } from 'vitest';

// A small S3-compatible service answering fetch in place of the network: ListObjectsV2 (XML,
// `pageSize` keys a page, continued by token) and GetObject, for one bucket at one endpoint.
// Every call must carry a well-formed SigV4 Authorization header for `accessKeyId`, else it
// answers 403 as S3 does; `failing` keys answer 500.

export const FAKE_S3_ENDPOINT = 'https://s3.fake-storage.test';
export const FAKE_S3_BUCKET = 'old-photos';

const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

export type FakeS3 = {
  objects: Map<string, Uint8Array>;
  failing: Set<string>;
  calls: { method: string; path: string; query: string; authorized: boolean }[];
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const xmlError = (status: number, code: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`, {
    status,
    headers: { 'Content-Type': 'application/xml' },
  });

function authorized(request: Request, accessKeyId: string): boolean {
  const header = SIGV4.exec(request.headers.get('Authorization') ?? '');
  if (!header || header[1] !== accessKeyId) return false;
  const signed = (header[4] ?? '').split(';');
  const date = request.headers.get('X-Amz-Date') ?? '';
  return (
    /^\d{8}T\d{6}Z$/.test(date) &&
    date.startsWith(header[2] ?? '') &&
    signed.includes('host') &&
    signed.includes('x-amz-date') &&
    /^[0-9a-f]{64}$|^UNSIGNED-PAYLOAD$/.test(request.headers.get('X-Amz-Content-Sha256') ?? '')
  );
}

function listing(fake: FakeS3, url: URL, pageSize: number): Response {
  const prefix = url.searchParams.get('prefix') ?? '';
  const keys = [...fake.objects.keys()].filter((key) => key.startsWith(prefix)).sort();
  const token = url.searchParams.get('continuation-token');
  const from = token ? Number(atob(token)) : 0;
  const page = keys.slice(from, from + Math.min(pageSize, Number(url.searchParams.get('max-keys') ?? 1000)));
  const more = from + page.length < keys.length;
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${escapeXml(key)}</Key><LastModified>2026-01-01T00:00:00.000Z</LastModified><ETag>&quot;e&quot;</ETag><Size>${fake.objects.get(key)?.byteLength ?? 0}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    )
    .join('');
  const next = more ? `<NextContinuationToken>${btoa(String(from + page.length))}</NextContinuationToken>` : '';
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${FAKE_S3_BUCKET}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${more}</IsTruncated>${contents}${next}</ListBucketResult>`,
    { headers: { 'Content-Type': 'application/xml' } },
  );
}

// Installs the fake in place of fetch (other hosts still reach the real one); undo with
// vi.unstubAllGlobals().
export function fakeS3({ accessKeyId = 'AKIAFAKE', pageSize = 2 } = {}): FakeS3 {
  const fake: FakeS3 = { objects: new Map(), failing: new Set(), calls: [] };
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== FAKE_S3_ENDPOINT) return real(input, init);
    const ok = authorized(request, accessKeyId);
    fake.calls.push({ method: request.method, path: url.pathname, query: url.search, authorized: ok });
    if (!ok) return xmlError(403, 'SignatureDoesNotMatch');
    const [, bucket, ...rest] = url.pathname.split('/');
    if (bucket !== FAKE_S3_BUCKET) return xmlError(404, 'NoSuchBucket');
    if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) {
      return url.searchParams.get('list-type') === '2' ? listing(fake, url, pageSize) : xmlError(400, 'InvalidRequest');
    }
    const key = rest.map(decodeURIComponent).join('/');
    if (fake.failing.has(key)) return xmlError(500, 'InternalError');
    const bytes = fake.objects.get(key);
    return bytes ? new Response(bytes) : xmlError(404, 'NoSuchKey');
  });
  return fake;
}
