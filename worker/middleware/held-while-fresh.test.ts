import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { heldWhileFresh } from './held-while-fresh';

// A route behind the middleware that counts how often it really ran, answering with the
// status and Cache-Control it is given.
function countingApp(status: 200 | 404, control: string | null) {
  let runs = 0;
  const app = new Hono<AppEnv>().get('/probe', heldWhileFresh(), (c) => {
    runs++;
    if (control) c.header('Cache-Control', control);
    return c.json({ runs }, status);
  });
  const call = async () => (await app.request('http://example.com/probe', {}, env)).json();
  return { call, runs: () => runs };
}

describe('answers held while fresh', () => {
  it('answers from memory for as long as the answer says it stays true', async () => {
    const { call, runs } = countingApp(200, 'private, max-age=60');
    expect(await call()).toEqual({ runs: 1 });
    expect(await call()).toEqual({ runs: 1 });
    expect(runs()).toBe(1);
  });

  it('never keeps an answer without a max-age, with max-age=0, or that is not a 200', async () => {
    for (const [status, control] of [
      [200, null],
      [200, 'private, max-age=0'],
      [404, 'private, max-age=60'],
    ] as const) {
      const { call, runs } = countingApp(status, control);
      await call();
      await call();
      expect(runs(), `${status} ${control}`).toBe(2);
    }
  });
});
