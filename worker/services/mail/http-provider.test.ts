import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../../db/schema';
import { db } from '../../test/helpers';
import { httpProviderTransport } from './http-provider';
import { LEASE_MS, drainOutbox, enqueueMail } from './outbox';

afterEach(() => vi.restoreAllMocks());

describe('the HTTP mail provider', () => {
  it('sends the same Idempotency-Key when a mail is retried, so the provider delivers it once', async () => {
    const to = `provider_${Date.now().toString(36)}@example.com`;
    await enqueueMail(db(), to, 'verify_email', { subject: 'Verify', text: 'Open the link', html: '<p>Open</p>' });
    const answers = [new Response('down', { status: 503 }), new Response('{}', { status: 200 })];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answers.shift() ?? new Response('{}'));
    const transport = httpProviderTransport('https://mail.example.com/send', 'key');
    const start = Date.now();

    await drainOutbox(db(), transport, 'us@example.com', new Date(start));
    await drainOutbox(db(), transport, 'us@example.com', new Date(start + LEASE_MS + 1000));

    const calls = fetchSpy.mock.calls.filter(([, init]) => JSON.parse(String(init?.body)).to === to);
    expect(calls).toHaveLength(2);
    const keys = calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^outbox-\d+-\d+$/);
    expect(keys[1]).toBe(keys[0]);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
