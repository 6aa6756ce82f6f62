import { describe, expect, it, vi } from 'vitest';
import { HttpError, isClientError, serverMessage, throwIfNotOk, withMutationRetry } from './api-fetch';

describe('the fetch wrapper', () => {
  it('turns a non-OK answer into "status: body"', async () => {
    await expect(throwIfNotOk(new Response('{"message":"nope"}', { status: 403 }))).rejects.toThrow('403: {"message":"nope"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(throwIfNotOk(new Response(null, { status: 502, statusText: 'Bad Gateway' }))).rejects.toThrow(
      '502: Bad Gateway',
    );
  });

  it("reads the server's message from a JSON error body, else uses the fallback", async () => {
    const fail = (body: string) => throwIfNotOk(new Response(body, { status: 400 })).catch((e: unknown) => e);
    expect(serverMessage(await fail('{"message":"Token expired","code":"BAD_REQUEST"}'), 'Failed')).toBe('Token expired');
    expect(serverMessage(await fail('<html>oops</html>'), 'Failed to reset password')).toBe('Failed to reset password');
    expect(serverMessage(new TypeError('offline'), 'Failed to send reset email')).toBe('Failed to send reset email');
  });

  it('knows a client error from a server error', () => {
    expect(isClientError(new HttpError(404, '404: x'))).toBe(true);
    expect(isClientError(new HttpError(503, '503: x'))).toBe(false);
    expect(isClientError(new TypeError('offline'))).toBe(false);
  });
});

describe('mutation retries', () => {
  const noWait = async () => {};

  it('retries a failed request once', async () => {
    const run = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce('ok');
    await expect(withMutationRetry(run, noWait)).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never retries an error answer from the server', async () => {
    const run = vi.fn().mockRejectedValue(new HttpError(500, '500: boom'));
    await expect(withMutationRetry(run, noWait)).rejects.toThrow('500: boom');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives up after the one retry', async () => {
    const run = vi.fn().mockRejectedValue(new TypeError('offline'));
    await expect(withMutationRetry(run, noWait)).rejects.toThrow('offline');
    expect(run).toHaveBeenCalledTimes(2);
  });
});
