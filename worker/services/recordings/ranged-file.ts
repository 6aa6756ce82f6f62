// An R2 object served with HTTP Range (RFC 9110 §14): a player asks for the part it needs to
// start or to seek, never the whole file. One range per request, as players ask.

type Wanted = { offset: number; length: number } | 'whole' | 'unsatisfiable';

export function wantedRange(header: string | null, size: number): Wanted {
  if (!header) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  const [, from, to] = match;
  if (from === '') {
    const suffix = Math.min(Number(to), size);
    return suffix === 0 ? 'unsatisfiable' : { offset: size - suffix, length: suffix };
  }
  const offset = Number(from);
  if (offset >= size) return 'unsatisfiable';
  const last = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (last < offset) return 'whole';
  return { offset, length: last - offset + 1 };
}

export async function rangedFile(
  bucket: R2Bucket,
  key: string,
  request: Request,
  cacheControl: string,
): Promise<Response | null> {
  const head = await bucket.head(key);
  if (!head) return null;
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'Content-Type': head.httpMetadata?.contentType ?? 'application/octet-stream',
    ETag: head.httpEtag,
  });
  const wanted = wantedRange(request.headers.get('Range'), head.size);
  if (wanted === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${head.size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await bucket.get(key, wanted === 'whole' ? {} : { range: wanted });
  if (!object) return null;
  if (wanted === 'whole') {
    headers.set('Content-Length', String(head.size));
    return new Response(object.body, { status: 200, headers });
  }
  headers.set('Content-Length', String(wanted.length));
  headers.set('Content-Range', `bytes ${wanted.offset}-${wanted.offset + wanted.length - 1}/${head.size}`);
  return new Response(object.body, { status: 206, headers });
}
