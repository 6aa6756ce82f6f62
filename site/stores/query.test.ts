import { describe, expect, it, vi } from 'vitest';

// The browser's stores, as a page has them (without a document they are a server render's).
vi.hoisted(() => {
  Object.assign(globalThis, { document: { hidden: false, getElementById: () => null } });
});
import { HttpError } from '../lib/api-fetch';
import { createFetcherStore, mutateCache, queryRetryDelay } from './query';

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

describe('a change answered while a read is under way', () => {
  it('is kept over the read, which may have been served before the change was saved', async () => {
    const answers: ((plan: string) => void)[] = [];
    const store = createFetcherStore<string>('race-test', { fetcher: () => new Promise((resolve) => answers.push(resolve)) });
    const stop = store.listen(() => undefined);
    // A change during the first read has nothing to write over: the read lands.
    mutateCache('race-test', 'portfolio_pro');
    answers[0]?.('print_user');
    await vi.waitFor(() => expect(store.get().data).toBe('print_user'));

    store.revalidate();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    mutateCache('race-test', 'portfolio_pro');
    answers[1]?.('print_user');
    await vi.waitFor(() => expect(store.get().loading).toBe(false));
    expect(store.get().data).toBe('portfolio_pro');

    // A later read, with no change during it, lands as usual.
    await vi.waitFor(() => {
      store.revalidate();
      expect(answers).toHaveLength(3);
    });
    answers[2]?.('none');
    await vi.waitFor(() => expect(store.get().data).toBe('none'));
    stop();
  });
});
