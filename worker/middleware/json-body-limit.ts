import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { ApiError } from '../errors';

// No API request needs a body over 64 KB, so a bigger one is refused before anything reads
// it: by its Content-Length when it has one, else while it streams in. File uploads
// (multipart/form-data) keep their own caps in their routes. A route that reads a larger raw
// body declares it with `rawBodyLimit(bytes)` in its handler list, which sets its own cap.
export const JSON_BODY_LIMIT = 64 * 1024;

const RAW_BODY_LIMIT = Symbol.for('aperture.rawBodyLimit');

const refuse = (maxSize: number) => (): never => {
  throw new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${maxSize / 1024} KB`);
};

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: refuse(JSON_BODY_LIMIT) });

const isMultipart = (c: Context) => c.req.header('Content-Type')?.toLowerCase().startsWith('multipart/form-data') ?? false;

const declaresRawBody = (c: Context) => matchedRoutes(c).some(({ handler }) => RAW_BODY_LIMIT in handler);

// A request without a body (every GET) has nothing to limit: it skips the route lookup.
export const jsonBodyLimit = createMiddleware((c, next) =>
  !c.req.raw.body || isMultipart(c) || declaresRawBody(c) ? next() : jsonLimit(c, next),
);

// For a route that reads a raw body over the JSON cap (a payment provider's webhook):
// `.post('/webhook', caller('signature'), rawBodyLimit(1024 * 1024), handler)`.
export function rawBodyLimit(maxSize: number): MiddlewareHandler {
  return Object.assign(bodyLimit({ maxSize, onError: refuse(maxSize) }), { [RAW_BODY_LIMIT]: maxSize });
}

// For a multipart upload: the file's own cap plus room for the form's other fields, refused
// with the upload's own words (e.g. 'Photos must be 15 MB or smaller').
export function fileBodyLimit(maxFileBytes: number, message: string, formBytes = 64 * 1024): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxFileBytes + formBytes,
    onError: () => {
      throw new ApiError('PAYLOAD_TOO_LARGE', message);
    },
  });
}
