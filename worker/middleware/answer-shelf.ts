// Answers kept in this isolate's memory, each also kept gzipped (compressed once): a browser
// (which always accepts gzip) gets a long answer at a tenth of its size, and no request pays
// for building, serializing or compressing it again. Bounded, oldest out first.
const GZIP_FROM_BYTES = 1024;

export type Held = { body: ArrayBuffer; gzipped: ArrayBuffer | null; headers: Headers; expires: number };

function gzip(body: ArrayBuffer): Promise<ArrayBuffer> {
  return new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
}

// `gzip` named in Accept-Encoding and not refused with q=0.
function acceptsGzip(accept: string | undefined): boolean {
  return accept !== undefined && /(^|,)\s*gzip\s*(,|;(?!\s*q=0(\.0*)?\s*(,|$))|$)/i.test(accept);
}

export class AnswerShelf {
  private readonly held = new Map<string, Held>();
  private readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  async hold(key: string, body: ArrayBuffer, headers: Headers, seconds: number): Promise<Held> {
    const gzipped = body.byteLength >= GZIP_FROM_BYTES ? await gzip(body) : null;
    headers.set('Vary', 'Accept-Encoding');
    // Each answer names its own request (see `answer`).
    headers.delete('X-Request-Id');
    this.held.delete(key);
    const oldest = this.held.keys().next();
    if (this.held.size >= this.size && !oldest.done) this.held.delete(oldest.value);
    const kept = { body, gzipped, headers, expires: Date.now() + seconds * 1000 };
    this.held.set(key, kept);
    return kept;
  }

  find(key: string): Held | null {
    const found = this.held.get(key);
    if (found && found.expires <= Date.now()) this.held.delete(key);
    return found && found.expires > Date.now() ? found : null;
  }
}

export function answerFromShelf(found: Held, accept: string | undefined, requestId: string | undefined): Response {
  const headers = new Headers(found.headers);
  if (requestId) headers.set('X-Request-Id', requestId);
  if (!found.gzipped || !acceptsGzip(accept)) return new Response(found.body, { headers });
  headers.set('Content-Encoding', 'gzip');
  // `manual`: the body is already encoded; the runtime sends it as it is.
  return new Response(found.gzipped, { headers, encodeBody: 'manual' });
}
