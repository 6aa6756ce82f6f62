import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/api-fetch';
import { queryRetryDelay } from './query';

describe('query retry rules', () => {
  it('waits 1 s, then 2 s, then 4 s, and stops after three retries', () => {
    const offline = new TypeError('offline');
    expect([1, 2, 3, 4].map((n) => queryRetryDelay(offline, n))).toEqual([1000, 2000, 4000, null]);
  });

  it('retries server errors but never client errors', () => {
    expect(queryRetryDelay(new HttpError(503, '503: x'), 1)).toBe(1000);
    expect(queryRetryDelay(new HttpError(404, '404: x'), 1)).toBeNull();
    expect(queryRetryDelay(new HttpError(401, '401: x'), 1)).toBeNull();
  });
});
