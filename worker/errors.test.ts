import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './env';
import { ApiError, errorResponse } from './errors';
import { caller } from './middleware/caller';
import { apiRoute, jsonAnswer, jsonBody, routes } from './routes/openapi';
import { ORIGIN, makeUser, request, send } from './test/helpers';

describe('API error conventions', () => {
  it('answers unknown API paths with JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await send(method, '/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'No such API endpoint', code: 'NOT_FOUND' });
    }
  });

  it('tags every answer with a request id', async () => {
    const res = await request('/api/auth/user');
    expect(res.headers.get('X-Request-Id')).toMatch(/.+/);
  });

  it('refuses state-changing requests without our Origin', async () => {
    const missing = await request('/api/auth/logout', { method: 'POST' });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ message: 'Cross-site request refused', code: 'FORBIDDEN' });
    const foreign = await request('/api/auth/logout', { method: 'POST', headers: { Origin: 'https://evil.test' } });
    expect(foreign.status).toBe(403);
    const same = await request('/api/auth/logout', { method: 'POST', headers: { Origin: ORIGIN } });
    expect(same.status).toBe(200);
  });

  it('takes a null Origin (a form under no-referrer) as same-origin only when Sec-Fetch-Site says so', async () => {
    const post = (site: string) =>
      request('/api/auth/logout', { method: 'POST', headers: { Origin: 'null', 'Sec-Fetch-Site': site } });
    expect((await post('cross-site')).status).toBe(403);
    expect((await post('same-origin')).status).toBe(200);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const admin = await makeUser({ isAdmin: true });
    const res = await request('/api/admin/feature-flags/print_sales_enabled', {
      method: 'PUT',
      cookie: admin.cookie,
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: '{"enabled": tru',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('gives every validation failure one shape', async () => {
    const things = apiRoute({
      method: 'post',
      path: '/things',
      middleware: [caller('visitor')],
      request: { body: jsonBody(z.object({ name: z.string().min(2), age: z.number() })) },
      responses: { 200: jsonAnswer(z.object({}), 'Nothing') },
    });
    const app = routes().openapi(things, (c) => c.json({}, 200));
    app.onError(errorResponse);
    const res = await app.request(
      '/things',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'x' }),
      },
      env,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; code: string; issues: { path: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^name: /);
    expect(body.issues.map((issue) => issue.path)).toEqual(['name', 'age']);
  });

  it('answers ApiErrors with their status and hides unexpected errors behind a generic 500', async () => {
    const app = new Hono<AppEnv>()
      .get('/conflict', () => {
        throw new ApiError('CONFLICT', 'Already taken');
      })
      .get('/boom', () => {
        throw new Error('secret database detail');
      })
      .onError(errorResponse);
    const conflict = await app.request('/conflict');
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ message: 'Already taken', code: 'CONFLICT' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = await app.request('/boom');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('secret database detail'));
    log.mockRestore();
    expect(boom.status).toBe(500);
    const text = await boom.text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('errors.test');
    expect(JSON.parse(text)).toMatchObject({ code: 'INTERNAL' });
  });
});

describe('ids that no row could have', () => {
  it('are refused with 400 instead of reaching the database', async () => {
    for (const path of ['/api/challenges/100000000000000000000', '/api/users/1e300', '/api/submissions/-1']) {
      const res = await request(path);
      expect(res.status, path).toBe(400);
    }
  });
});
