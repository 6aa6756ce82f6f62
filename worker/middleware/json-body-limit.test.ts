import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { errorResponse } from '../errors';
import { JPEG } from '../test/images';
import { jpegSegment, jpegWith } from '../test/image-metadata';
import { ORIGIN, db, makeUser, request, send } from '../test/helpers';
import { JSON_BODY_LIMIT, jsonBodyLimit, rawBodyLimit } from './json-body-limit';

const KB = 1024;

// A body that arrives in chunks, with no Content-Length for the Worker to check first.
function streamed(bytes: number, chunk = 8 * KB): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      controller.enqueue(new TextEncoder().encode(' '.repeat(size)));
      sent += size;
    },
  });
}

describe('the 64 KB cap on API request bodies', () => {
  it('refuses a 65 KB sign-up with 413 before reading it, and creates no account', async () => {
    const username = `big_${Date.now().toString(36)}`;
    const body = { username, email: `${username}@example.com`, password: 'long enough password', firstName: 'A', lastName: 'B' };
    const res = await send('POST', '/api/auth/register', { ...body, padding: 'x'.repeat(65 * KB) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request body is larger than 64 KB', code: 'PAYLOAD_TOO_LARGE' });
    expect(await db().select().from(users).where(eq(users.username, username))).toEqual([]);
  });

  it('refuses a 65 KB sign-in with 413', async () => {
    const res = await send('POST', '/api/auth/login', {
      identifier: 'someone',
      password: 'secret',
      padding: 'x'.repeat(65 * KB),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('lets a 60 KB body through to validation', async () => {
    const res = await send('POST', '/api/auth/login', { identifier: 'x'.repeat(60 * KB), password: 'secret' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('cuts off a streamed body without Content-Length once it passes 64 KB', async () => {
    const res = await request('/api/auth/login', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: streamed(JSON_BODY_LIMIT + KB),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('lets a streamed body under the cap through to validation', async () => {
    const res = await request('/api/auth/login', {
      method: 'POST',
      headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
      body: streamed(10 * KB),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
  });

  it('leaves a file upload over 64 KB to its own route', async () => {
    const { cookie } = await makeUser();
    const comment = jpegSegment(0xfe, new Uint8Array(40 * KB).fill(0x20));
    const photo = jpegWith(JPEG, comment, comment);
    expect(photo.length).toBeGreaterThan(JSON_BODY_LIMIT);
    const form = new FormData();
    form.append('avatar', new Blob([photo], { type: 'image/jpeg' }), 'me.jpg');
    const res = await request('/api/users/me/avatar', { method: 'POST', cookie, headers: { Origin: ORIGIN }, body: form });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ profileImageUrl: expect.stringMatching(/\.jpg$/) });
  });
});

describe('a route that declares a raw body', () => {
  const app = new Hono()
    .use(jsonBodyLimit)
    .post('/webhook', rawBodyLimit(1024 * KB), async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }))
    .post('/json', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }))
    .onError(errorResponse);
  const post = (path: string, bytes: number) => app.request(path, { method: 'POST', body: 'x'.repeat(bytes) });

  it('takes a body over 64 KB up to its own cap, and no more', async () => {
    expect(await (await post('/webhook', 200 * KB)).json()).toEqual({ bytes: 200 * KB });
    const over = await post('/webhook', 1025 * KB);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: 'The request body is larger than 1024 KB', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('does not lift the cap for the routes beside it', async () => {
    expect((await post('/json', 200 * KB)).status).toBe(413);
  });
});
