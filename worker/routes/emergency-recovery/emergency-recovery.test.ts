import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inboxMessages, inboxThreads } from '../../../db/schema';
import type { MemberDetail } from '../../contract/admin-users';
import { EMERGENCY_SUBJECT } from '../../services/recovery/emergency';
import { db, makeUser, present, request, send } from '../../test/helpers';
import { EMERGENCY_THANKS } from '.';

let n = 0;
const unique = () => `${Date.now().toString(36)}${n++}`;

const ask = (fields: Record<string, unknown> = {}) => ({
  username: 'nobody_here',
  email: `new.${unique()}@example.com`,
  details: 'I entered the lighthouse photo in the coastal challenge last spring, and joined in 2023.',
  ...fields,
});

const threadsTo = (address: string) => db().select().from(inboxThreads).where(eq(inboxThreads.address, address));

describe('POST /api/emergency-recovery', () => {
  it("files the request in the admins' inbox as an open recovery thread, answered at the new address", async () => {
    const { user } = await makeUser();
    const sent = ask({ username: ` ${user.username.toUpperCase()} `, email: ` New.${unique()}@Example.com` });
    const res = await send('POST', '/api/emergency-recovery', sent);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: EMERGENCY_THANKS });

    const [thread] = await threadsTo(String(sent.email).trim().toLowerCase());
    const written = present(thread, 'the new thread');
    expect(written).toMatchObject({
      kind: 'recovery',
      name: user.username,
      subject: EMERGENCY_SUBJECT,
      status: 'open',
      userId: null,
      assigneeId: null,
    });
    const messages = await db().select().from(inboxMessages).where(eq(inboxMessages.threadId, written.id));
    expect(messages).toEqual([
      expect.objectContaining({ direction: 'in', authorId: null, authorName: user.username, body: String(sent.details) }),
    ]);
  });

  it('answers the same, and files the same, for a username no account has', async () => {
    const { user } = await makeUser();
    const known = ask({ username: user.username });
    const unknown = ask({ username: `ghost_${unique()}`.slice(0, 30) });
    const [a, b] = [await send('POST', '/api/emergency-recovery', known), await send('POST', '/api/emergency-recovery', unknown)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await b.json()).toEqual(await a.json());
    expect(await threadsTo(String(known.email))).toHaveLength(1);
    expect(await threadsTo(String(unknown.email))).toHaveLength(1);
  });

  it('refuses a bad username, address or description with a message, and writes nothing', async () => {
    const email = `bad.${unique()}@example.com`;
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, 'username: Username must be 3–30 letters, digits or underscores'],
      [{ username: 'not a name' }, 'username: Username must be 3–30 letters, digits or underscores'],
      [{ email: 'nowhere' }, 'email: Please enter a valid email address'],
      [{ details: 'My photos' }, 'details: Tell us a little more about your photos: at least 20 characters'],
      [{ details: 'x'.repeat(5001) }, 'details: Keep it under 5,000 characters'],
      [
        { details: 'Tabs\tare not welcome in this text' },
        'details: Use plain text: line breaks are fine, tabs and other control characters are not',
      ],
    ];
    for (const [fields, expected] of cases) {
      const res = await send('POST', '/api/emergency-recovery', ask({ email, ...fields }));
      expect(res.status, expected).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(expected);
    }
    expect(await threadsTo(email)).toEqual([]);
  });

  it('takes 3 requests a day for one new address, and 5 an hour from one network address', async () => {
    const email = `busy.${unique()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await send('POST', '/api/emergency-recovery', ask({ email }))).status).toBe(201);
    const refused = await send('POST', '/api/emergency-recovery', ask({ email }));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait \d+ minutes/);
    expect(await threadsTo(email)).toHaveLength(3);

    const ip = `198.18.${n % 250}.9`;
    for (let i = 0; i < 5; i++) expect((await send('POST', '/api/emergency-recovery', ask(), undefined, ip)).status).toBe(201);
    const fromSameNetwork = ask();
    expect((await send('POST', '/api/emergency-recovery', fromSameNetwork, undefined, ip)).status).toBe(429);
    expect(await threadsTo(String(fromSameNetwork.email))).toEqual([]);
  });
});

describe('/emergency-recovery', () => {
  it('is a form anyone can open, painted with the page', async () => {
    const res = await request('/emergency-recovery');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Emergency Recovery | Aperture Circle</title>');
    for (const label of ['Your username', 'Your new email address', 'What can you tell us about your photos?']) {
      expect(html).toContain(label);
    }
  });
});

describe("a member's open recovery requests on /admin/users/{userId}", () => {
  it('lists the open requests naming their username, with the thread to answer, and not closed ones', async () => {
    const { user } = await makeUser();
    const other = await makeUser();
    const boss = await makeUser({ isAdmin: true, emailVerifiedAt: new Date() });
    const first = ask({ username: user.username });
    const second = ask({ username: user.username.toUpperCase() });
    await send('POST', '/api/emergency-recovery', first);
    await send('POST', '/api/emergency-recovery', second);
    await send('POST', '/api/emergency-recovery', ask({ username: other.user.username }));
    const [closed] = await threadsTo(String(first.email));
    await db()
      .update(inboxThreads)
      .set({ status: 'closed' })
      .where(eq(inboxThreads.id, present(closed, 'the first thread').id));

    const res = await request(`/api/admin/users/${user.id}`, { cookie: boss.cookie });
    expect(res.status).toBe(200);
    const { recoveryRequests } = (await res.json()) as MemberDetail;
    const [open] = await threadsTo(String(second.email));
    expect(recoveryRequests).toEqual([
      expect.objectContaining({ threadId: present(open, 'the second thread').id, address: second.email }),
    ]);
  });
});
