import { AwsClient } from 'aws4fetch';
import type { S3Credentials } from './credentials';

// The two S3 calls an import needs, ListObjectsV2 and GetObject, signed with SigV4 by
// aws4fetch. Path-style addresses (`{endpoint}/{bucket}/{key}`), which every S3-compatible
// service answers (R2, MinIO, Backblaze, Wasabi, AWS itself).

export type S3Bucket = { endpoint: string; bucket: string; region: string };
export type ListedObject = { key: string; size: number };
export type ListedPage = { objects: ListedObject[]; nextToken: string | null };

// An answer the other bucket gave that is not a page: 4xx means the job's details are wrong
// (the keys, the bucket), which trying again will not fix.
export class S3Error extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'S3Error';
    this.status = status;
  }
}

const client = (bucket: S3Bucket, credentials: S3Credentials) =>
  // One retry of a 5xx: the next tick tries the page again anyway.
  new AwsClient({ ...credentials, service: 's3', region: bucket.region, retries: 1 });

const bucketUrl = ({ endpoint, bucket }: S3Bucket) => `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) =>
    entity.startsWith('#x') || entity.startsWith('#X')
      ? String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
      : entity.startsWith('#')
        ? String.fromCodePoint(Number(entity.slice(1)))
        : (ENTITIES[entity.toLowerCase()] ?? ''),
  );

const element = (xml: string, name: string) => {
  const found = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return found ? unescapeXml(found[1] ?? '') : null;
};

// ListObjectsV2's answer is small, flat XML: read with patterns (Workers have no DOMParser).
export function parseListing(xml: string): ListedPage {
  const objects: ListedObject[] = [];
  for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = element(contents, 'Key');
    if (key !== null) objects.push({ key, size: Number(element(contents, 'Size') ?? 0) });
  }
  const truncated = element(xml, 'IsTruncated') === 'true';
  return { objects, nextToken: truncated ? element(xml, 'NextContinuationToken') : null };
}

async function refusal(response: Response, what: string): Promise<S3Error> {
  const body = await response.text().catch(() => '');
  const code = element(body, 'Code');
  return new S3Error(response.status, `${what}: ${response.status}${code ? ` ${code}` : ''}`);
}

export async function listPage(
  bucket: S3Bucket,
  credentials: S3Credentials,
  prefix: string,
  token: string | null,
  maxKeys: number,
): Promise<ListedPage> {
  const url = new URL(bucketUrl(bucket));
  url.searchParams.set('list-type', '2');
  url.searchParams.set('max-keys', String(maxKeys));
  if (prefix) url.searchParams.set('prefix', prefix);
  if (token) url.searchParams.set('continuation-token', token);
  const response = await client(bucket, credentials).fetch(url.href);
  if (!response.ok) throw await refusal(response, 'Listing the bucket failed');
  return parseListing(await response.text());
}

export async function getObject(bucket: S3Bucket, credentials: S3Credentials, key: string): Promise<ArrayBuffer> {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const response = await client(bucket, credentials).fetch(`${bucketUrl(bucket)}/${path}`);
  if (!response.ok) throw await refusal(response, 'Reading it failed');
  return response.arrayBuffer();
}
