import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFeatureFlag } from './flags';

const noWait = async () => {};
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checking a feature flag', () => {
  it('asks the API with the user id and reads enabled', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json({ enabled: true }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkFeatureFlag('ai_coach_access', 7, noWait)).toBe(true);
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(`${asked.pathname}${asked.search}`).toBe('/api/feature-flags/ai_coach_access?userId=7');
  });

  it('retries once, then treats the feature as disabled and logs the failure', async () => {
    const fetchMock = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await checkFeatureFlag('ai_coach_access', undefined, noWait)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith('Failed to check feature flag', expect.any(Error));
  });

  it('succeeds on the retry', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(Response.json({ enabled: true }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkFeatureFlag('print_sales_enabled', undefined, noWait)).toBe(true);
  });
});
