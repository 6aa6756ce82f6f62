import { env } from 'cloudflare:workers';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../contract/errors';
import { ApiError, errorResponse } from '../errors';
import { apiRoute, jsonAnswer, routes } from '../routes/openapi';
import { caller } from './caller';
import { answerDrift } from './check-answer';

const shape = z.object({ id: z.number().int(), title: z.string() });

// A resource whose handler answers whatever the test asks of it.
function resource(answer: () => Response | Promise<Response>) {
  const route = apiRoute({
    method: 'get',
    path: '/thing',
    middleware: [caller('visitor')],
    responses: { 200: jsonAnswer(shape, 'A thing') },
  });
  const app = routes().openapi(route, answer as never);
  app.onError(errorResponse);
  return app;
}

const call = (app: ReturnType<typeof resource>, checking = 'true') =>
  app.request('/thing', {}, { ...env, CHECK_ANSWERS: checking });

describe('answers checked against their declared schema', () => {
  // The drifts made here on purpose are not the contract's failures (test/setup.ts).
  afterEach(() => {
    answerDrift.splice(0);
  });

  it('passes an answer of the declared shape', async () => {
    const res = await call(resource(() => Response.json({ id: 1, title: 'Dunes' })));
    expect(res.status).toBe(200);
  });

  it('turns a drifted answer into a 500 naming the route and the field', async () => {
    const res = await call(resource(() => Response.json({ id: '1', title: 'Dunes' })));
    expect(res.status).toBe(500);
    const body = (await res.json()) as { message: string };
    expect(body.message).toContain('GET /thing answered 200');
    expect(body.message).toContain('id:');
  });

  it('refuses a status the route does not declare', async () => {
    const res = await call(resource(() => Response.json({ id: 1, title: 'Dunes' }, { status: 202 })));
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toContain('does not declare');
  });

  it('checks error answers against the shared error schema', async () => {
    const good = await call(
      resource(() => {
        throw new ApiError('NOT_FOUND', 'No such thing');
      }),
    );
    expect(good.status).toBe(ERROR_STATUS.NOT_FOUND);
    const bad = await call(resource(() => Response.json({ error: 'nope' }, { status: 404 })));
    expect(bad.status).toBe(500);
  });

  it('leaves answers alone outside tests', async () => {
    const res = await call(
      resource(() => Response.json({ id: '1' })),
      'false',
    );
    expect(res.status).toBe(200);
  });
});
