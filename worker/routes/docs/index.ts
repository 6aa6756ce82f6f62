import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { caller } from '../../middleware/caller';
import { apiRoute, routes } from '../openapi';

const document = apiRoute({
  method: 'get',
  path: '/openapi.json',
  summary: 'This document: every /api route with its request and answer schemas (OpenAPI 3.1)',
  middleware: [caller('visitor')],
  responses: {
    200: { description: 'The OpenAPI document', content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } },
  },
});

const reference = apiRoute({
  method: 'get',
  path: '/docs',
  summary: 'A readable reference built from the document (Swagger UI, served from this site)',
  middleware: [caller('visitor')],
  responses: { 200: { description: 'The reference page', content: { 'text/html': { schema: z.string() } } } },
});

// The reference's files come from our own build (dist/api-docs/, copied from swagger-ui-dist
// by site/integrations/api-docs-assets.mjs), so it works offline and under a strict policy.
const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference | Aperture Circle</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/api-docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api-docs/swagger-ui-bundle.js"></script>
    <script src="/api-docs/start.js"></script>
  </body>
</html>`;

// Swagger UI sets some styles from script (allowed) and a few as inline attributes; data:
// images are its icons. Nothing else is loosened, and the page itself may not be framed.
const REFERENCE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Aperture Circle API',
    version: '1',
    description:
      'Every failure answers `{ message, code }` (validation failures add `issues`). Writes from a browser must come from this site (Origin checked); sign-in is a session cookie.',
  },
};

type Operations = Record<string, { tags?: string[] }>;
type Document = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

// Each operation is filed under its resource (/api/{resource}/…), so the reference reads
// as one section per resource.
function byResource(doc: Document): Document {
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    const resource = path.split('/')[2] ?? 'api';
    for (const operation of Object.values(operations as Operations)) operation.tags ??= [resource];
  }
  return doc;
}

// The document is built once per isolate, from the app that mounts every route.
export function docsRoutes(app: () => OpenAPIHono<AppEnv>) {
  let built: Document | undefined;
  return routes()
    .openapi(document, (c) => {
      built ??= byResource(app().getOpenAPI31Document(INFO));
      return c.json(built, 200);
    })
    .openapi(reference, (c) => {
      c.header('Content-Security-Policy', REFERENCE_POLICY);
      return c.html(REFERENCE_PAGE, 200);
    });
}
