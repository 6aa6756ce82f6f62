import { parseResponse } from 'hono/client';
import { apiClients } from '../../worker/routes/clients';
import { throwIfNotOk } from './api-fetch';

// The page's own origin; island code that runs at build time (server rendering) never calls.
const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

// The API's typed clients (worker/routes/clients.ts), wrapped once: every call sends
// credentials, and a non-OK answer throws an HttpError whose message is `status: body`
// (spec §8).
export const api = apiClients(origin, {
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fetch(input, { ...init, credentials: 'include' });
    await throwIfNotOk(res);
    return res;
  },
});

// A typed call's successful answer, parsed (`answer(api.users.me.$get())`).
export const answer = parseResponse;
