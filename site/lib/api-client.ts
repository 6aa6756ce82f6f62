import { hc } from 'hono/client';
import type { AppType } from '../../worker/routes/api';
import { throwIfNotOk } from './api-fetch';

// Hono's typed client over the API's own route types (type-only import: no server code
// reaches the bundle). Every call sends credentials and throws on a non-OK answer.
export const api = hc<AppType>('/api', {
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fetch(input, { ...init, credentials: 'include' });
    await throwIfNotOk(res);
    return res;
  },
});
