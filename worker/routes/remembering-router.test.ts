import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RememberingRouter } from './remembering-router';

const app = () => {
  const hono = new Hono({ router: new RememberingRouter() });
  hono.get('/listings/mine', (c) => c.text('mine'));
  hono.get('/listings/:id', (c) => c.text(`listing ${c.req.param('id')}`));
  return hono;
};

describe('the remembering router', () => {
  it('answers a path it remembers as it did the first time, parameters included', async () => {
    const hono = app();
    for (let i = 0; i < 3; i++) {
      expect(await (await hono.request('/listings/mine')).text()).toBe('mine');
      expect(await (await hono.request('/listings/7')).text()).toBe('listing 7');
      expect(await (await hono.request('/listings/8')).text()).toBe('listing 8');
    }
  });

  it('remembers a path by its method too', async () => {
    const hono = app();
    expect(await (await hono.request('/listings/7')).text()).toBe('listing 7');
    expect((await hono.request('/listings/7', { method: 'POST' })).status).toBe(404);
    expect(await (await hono.request('/listings/7')).text()).toBe('listing 7');
  });
});
