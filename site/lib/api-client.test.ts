import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from './api-client';
import { HttpError } from './api-fetch';

afterEach(() => vi.unstubAllGlobals());

const sent = (fetchMock: ReturnType<typeof vi.fn>) => {
  const [input, init] = fetchMock.mock.calls[0] as [RequestInfo | URL, RequestInit];
  return { key: keyOf(new URL(String(input))), init };
};

describe('the typed clients', () => {
  it('send credentials and JSON', async () => {
    const fetchMock = vi.fn(async () => Response.json({ liked: true }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await answer(api.likes.index.$post({ json: { submissionId: 3 } }))).toEqual({ liked: true });
    const { key, init } = sent(fetchMock);
    expect(key).toBe('/api/likes');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"submissionId":3}');
  });

  it('ask under the key the query cache names the call by', async () => {
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal('fetch', fetchMock);
    const query = { limit: '13', offset: '0', status: undefined };
    await api.challenges.index.$get({ query });
    expect(sent(fetchMock).key).toBe(keyOf(api.challenges.index.$url({ query })));
    expect(sent(fetchMock).key).toBe('/api/challenges?limit=13&offset=0');
  });

  it('throw an HttpError whose message is "status: body"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"nope"}', { status: 403 })),
    );
    const failed = await api.auth.user.$get().catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(HttpError);
    expect((failed as HttpError).status).toBe(403);
    expect((failed as HttpError).message).toBe('403: {"message":"nope"}');
  });
});
