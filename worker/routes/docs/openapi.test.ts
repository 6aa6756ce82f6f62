import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import { request } from '../../test/helpers';

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

// Hono's `:id` (and a trailing `/*` for file paths) in OpenAPI's `{id}` form.
const asOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');

// Every endpoint the Worker mounts under /api: the routes a handler answers, not middleware.
function mountedEndpoints(): string[] {
  const seen = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api')) continue;
    seen.add(`${route.method.toLowerCase()} ${asOpenApiPath(route.path)}`);
  }
  return [...seen].sort();
}

describe('the OpenAPI document', () => {
  it('is served as OpenAPI 3.1 and lists every mounted /api route', async () => {
    const res = await request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Document;
    expect(doc.openapi).toBe('3.1.0');
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)));
    expect(mountedEndpoints().filter((endpoint) => !documented.has(endpoint))).toEqual([]);
  });

  it('is shown at /api/docs from files of our own build, under a policy that allows nothing else', async () => {
    const res = await request('/api/docs');
    expect(res.status).toBe(200);
    const policy = res.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await res.text();
    const files = [...html.matchAll(/(?:src|href)="(\/api-docs\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(files.length).toBe(3);
    for (const file of files) expect((await request(file)).status, file).toBe(200);
  });
});
