import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app } from '../app';

// A database that fails every query, to stand in for an outage.
const brokenDb = new Proxy(env.DB, {
  get: (target, prop) =>
    prop === 'prepare' || prop === 'batch'
      ? () => {
          throw new Error('D1 is down: internal detail');
        }
      : Reflect.get(target, prop),
});

describe('unexpected failures', () => {
  let log: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    log = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(log).toHaveBeenCalledWith(expect.stringContaining('internal detail'));
    log.mockRestore();
  });

  it('serve the global error screen for a page, without the detail', async () => {
    const res = await app.request('/about', {}, { ...env, DB: brokenDb }, createExecutionContext());
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('Oops! Something went wrong');
    expect(html).toContain('Try Again');
    expect(html).toContain('Go Home');
    expect(html).not.toContain('internal detail');
  });

  it('serve the error screen with the page headers: its policy, no framing, no sniffing', async () => {
    const res = await app.request('/about', {}, { ...env, DB: brokenDb }, createExecutionContext());
    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), display-capture=()');
  });

  it('answer an API call with a generic 500 and a request id', async () => {
    const res = await app.request(
      '/api/feature-flags/print_sales_enabled',
      {},
      { ...env, DB: brokenDb },
      createExecutionContext(),
    );
    expect(res.status).toBe(500);
    const body = (await res.json()) as Record<string, string>;
    expect(body.code).toBe('INTERNAL');
    expect(body.requestId).toBe(res.headers.get('X-Request-Id'));
    expect(JSON.stringify(body)).not.toContain('internal detail');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
