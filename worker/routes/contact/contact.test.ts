import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxMessages, inboxThreads } from '../../../db/schema';
import { db, makeUser, present, send } from '../../test/helpers';
import { CONTACT_THANKS } from '.';

let n = 0;
const unique = () => `${Date.now().toString(36)}${n++}`;

const message = (fields: Record<string, unknown> = {}) => ({
  name: 'Rosa Diaz',
  email: `rosa.${unique()}@example.com`,
  subject: 'A question about prints',
  message: 'Do you ship framed prints to Canada?\r\nThanks!',
  ...fields,
});

const threadsTo = (address: string) => db().select().from(inboxThreads).where(eq(inboxThreads.address, address));

const messagesOf = (threadId: number) => db().select().from(inboxMessages).where(eq(inboxMessages.threadId, threadId));

describe('POST /api/contact', () => {
  it("puts a visitor's message in the inbox as a new open thread, and thanks them", async () => {
    const sent = message({ email: `  Rosa.${unique()}@Example.com ` });
    const res = await send('POST', '/api/contact', sent);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: CONTACT_THANKS });

    const [thread] = await threadsTo(String(sent.email).trim().toLowerCase());
    const written = present(thread, 'the new thread');
    expect(written).toMatchObject({
      kind: 'contact',
      name: 'Rosa Diaz',
      subject: 'A question about prints',
      status: 'open',
      userId: null,
      assigneeId: null,
      readAt: null,
    });
    const [first] = await messagesOf(written.id);
    expect(first).toMatchObject({
      direction: 'in',
      authorId: null,
      authorName: 'Rosa Diaz',
      body: 'Do you ship framed prints to Canada?\nThanks!',
    });
  });

  it("answers a member at their account's address, whatever the form sent", async () => {
    const { user, cookie } = await makeUser();
    const res = await send('POST', '/api/contact', message({ email: 'someone.else@example.com' }), cookie);
    expect(res.status).toBe(201);
    expect(await threadsTo('someone.else@example.com')).toEqual([]);
    const [thread] = await threadsTo(user.email);
    expect(thread).toMatchObject({ userId: user.id, name: 'Rosa Diaz' });
    const [first] = await messagesOf(present(thread, 'the thread').id);
    expect(first).toMatchObject({ authorId: user.id });
  });

  it('refuses a missing or overlong field, or a control character, with a message, and writes nothing', async () => {
    const email = `bad.${unique()}@example.com`;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name: Tell us your name'],
      [{ email: 'not an address' }, 'email: Please enter a valid email address'],
      [{ subject: '' }, 'subject: Add a subject'],
      [{ subject: 'Hello\nthere' }, 'subject: Use one line of plain text, without line breaks, tabs or other control characters'],
      [{ message: 'Hi' }, 'message: Tell us a little more: at least 10 characters'],
      [{ message: 'x'.repeat(5001) }, 'message: Keep your message under 5,000 characters'],
    ];
    for (const [fields, expected] of cases) {
      const res = await send('POST', '/api/contact', message({ email, ...fields }));
      expect(res.status, expected).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(expected);
    }
    expect(await threadsTo(email)).toEqual([]);
  });

  it('takes 5 messages a day from one address, and 10 an hour from one network address', async () => {
    const email = `busy.${unique()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await send('POST', '/api/contact', message({ email }))).status).toBe(201);
    const refused = await send('POST', '/api/contact', message({ email }));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait \d+ minutes/);
    expect(await threadsTo(email)).toHaveLength(5);

    const ip = `198.19.${n % 250}.7`;
    for (let i = 0; i < 10; i++) expect((await send('POST', '/api/contact', message(), undefined, ip)).status).toBe(201);
    const fromSameNetwork = message();
    expect((await send('POST', '/api/contact', fromSameNetwork, undefined, ip)).status).toBe(429);
    expect(await threadsTo(String(fromSameNetwork.email))).toEqual([]);
  });
});
