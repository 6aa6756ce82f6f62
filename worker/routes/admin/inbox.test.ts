import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, inboxMessages, inboxThreads, mailOutbox } from '../../../db/schema';
import type { InboxAdmin, InboxPage, InboxThread } from '../../contract/inbox';
import { createDb } from '../../db';
import { replyToThread } from '../../services/inbox/admin';
import { createContactThread } from '../../services/inbox/contact';
import { failingTable } from '../../test/failing-d1';
import { db, makeUser, present, request, send } from '../../test/helpers';

let n = 0;

// A thread as 'Contact us' writes it, its latest activity `minutesAgo`.
async function makeThread(minutesAgo = 0, subject = 'A question') {
  const address = `writer.${Date.now().toString(36)}${n++}@example.com`;
  const input = { name: 'Rosa Diaz', email: address, subject, message: 'Do you ship framed prints to Canada?' };
  const id = await createContactThread(db(), input, { address, memberId: null }, new Date(Date.now() - minutesAgo * 60_000));
  return { id, address };
}

const get = async <T>(path: string, cookie: string) => {
  const res = await request(path, { cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

const act = async (cookie: string, id: number, action: string, body?: unknown) => {
  const res = await send('POST', `/api/admin/inbox/${id}/${action}`, body, cookie);
  return { status: res.status, body: (await res.json()) as InboxThread & { message?: string } };
};

// Every page of a filter, through the cursors, in order.
async function everyThread(cookie: string, filter: string) {
  const seen: number[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `filter=${filter}&limit=2${cursor ? `&before=${cursor}` : ''}`;
    const page: InboxPage = await get<InboxPage>(`/api/admin/inbox?${query}`, cookie);
    seen.push(...page.threads.map((t) => t.id));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

const auditOf = (threadId: number) =>
  db()
    .select({ action: adminAuditLog.action, adminId: adminAuditLog.adminId, detail: adminAuditLog.detail })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, 'inbox'), eq(adminAuditLog.targetId, String(threadId))));

describe('/admin/inbox', () => {
  it('lists threads by latest activity, a page at a time, with the filters and their counts', async () => {
    const admin = await makeUser({ isAdmin: true });
    const older = await makeThread(30);
    const newer = await makeThread(10);
    const newest = await makeThread(1);
    // Same minute as `newer`: the id breaks the tie, and paging neither skips nor repeats.
    const tied = await createContactThread(
      db(),
      { name: 'Sam', email: 'sam@example.com', subject: 'Tie', message: 'Written in the same moment' },
      { address: 'sam@example.com', memberId: null },
      present((await db().select().from(inboxThreads).where(eq(inboxThreads.id, newer.id)))[0]).lastMessageAt,
    );
    const open = await everyThread(admin.cookie, 'open');
    expect(open.filter((id) => [older.id, newer.id, newest.id, tied].includes(id))).toEqual([
      newest.id,
      tied,
      newer.id,
      older.id,
    ]);
    expect(new Set(open).size).toBe(open.length);

    const first = await get<InboxPage>('/api/admin/inbox', admin.cookie);
    expect(first.threads[0]).toMatchObject({
      id: newest.id,
      kind: 'contact',
      name: 'Rosa Diaz',
      address: newest.address,
      status: 'open',
      assignee: null,
      unread: true,
      preview: 'Do you ship framed prints to Canada?',
    });
    const { counts } = first;
    expect(counts.open).toBe(open.length);
    expect(counts.unassigned).toBe(open.length);

    expect((await act(admin.cookie, older.id, 'assign', { assigneeId: admin.user.id })).status).toBe(200);
    expect((await act(admin.cookie, newer.id, 'close')).status).toBe(200);
    expect(await everyThread(admin.cookie, 'mine')).toEqual([older.id]);
    expect(await everyThread(admin.cookie, 'unassigned')).not.toContain(older.id);
    expect(await everyThread(admin.cookie, 'closed')).toContain(newer.id);
    expect(await everyThread(admin.cookie, 'open')).not.toContain(newer.id);
    const after = await get<InboxPage>('/api/admin/inbox', admin.cookie);
    expect(after.counts).toEqual({ open: counts.open - 1, mine: 1, unassigned: counts.unassigned - 2 });

    const bad = await request('/api/admin/inbox?before=yesterday', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'before: Cursors are the nextCursor of the page before' });
  });

  it('shows a thread with its messages, marks it read (audited), and answers a missing one with 404', async () => {
    const admin = await makeUser({ isAdmin: true });
    const { id } = await makeThread();
    const shown = await get<InboxThread>(`/api/admin/inbox/${id}`, admin.cookie);
    expect(shown).toMatchObject({ unread: true, member: null, subject: 'A question' });
    expect(shown.messages).toEqual([
      expect.objectContaining({ direction: 'in', authorName: 'Rosa Diaz', body: 'Do you ship framed prints to Canada?' }),
    ]);

    const read = await act(admin.cookie, id, 'read');
    expect(read.status).toBe(200);
    expect(read.body.unread).toBe(false);
    expect(await auditOf(id)).toEqual([{ action: 'inbox.read', adminId: admin.user.id, detail: null }]);

    expect((await request('/api/admin/inbox/999999', { cookie: admin.cookie })).status).toBe(404);
    const missing = await act(admin.cookie, 999999, 'read');
    expect(missing.status).toBe(404);
    expect(await auditOf(999999)).toEqual([]);
  });

  it('gives a thread to an admin or back to no one, and refuses a member as assignee, writing nothing', async () => {
    const admin = await makeUser({ isAdmin: true });
    const colleague = await makeUser({ isSuperAdmin: true, firstName: 'Grace', lastName: 'Hopper' });
    const member = await makeUser();
    const { id } = await makeThread();

    const picker = await get<InboxAdmin[]>('/api/admin/inbox/admins', admin.cookie);
    expect(picker).toContainEqual({ id: colleague.user.id, name: 'Grace Hopper', username: colleague.user.username });
    expect(picker.map((a) => a.id)).not.toContain(member.user.id);

    const given = await act(admin.cookie, id, 'assign', { assigneeId: colleague.user.id });
    expect(given.body.assignee).toEqual({ id: colleague.user.id, name: 'Grace Hopper' });
    expect(await everyThread(colleague.cookie, 'mine')).toEqual([id]);

    const refused = await act(admin.cookie, id, 'assign', { assigneeId: member.user.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Choose an admin to give this thread to');
    expect((await get<InboxThread>(`/api/admin/inbox/${id}`, admin.cookie)).assignee?.id).toBe(colleague.user.id);

    expect((await act(admin.cookie, id, 'assign', { assigneeId: null })).body.assignee).toBeNull();
    expect(await auditOf(id)).toEqual([
      { action: 'inbox.assign', adminId: admin.user.id, detail: { body: { assigneeId: colleague.user.id } } },
      { action: 'inbox.assign', adminId: admin.user.id, detail: { body: { assigneeId: null } } },
    ]);
  });

  it('mails a reply to the sender through the outbox and keeps it in the thread, audited', async () => {
    const admin = await makeUser({ isAdmin: true, firstName: 'Alex', lastName: 'Rivera' });
    const { id, address } = await makeThread(5, 'Framed prints');
    const replied = await act(admin.cookie, id, 'reply', { body: 'Yes, we do.\r\n\r\nShipping takes a week.' });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ unread: false, assignee: { id: admin.user.id, name: 'Alex Rivera' } });
    expect(replied.body.messages.map((m) => [m.direction, m.authorName, m.body])).toEqual([
      ['in', 'Rosa Diaz', 'Do you ship framed prints to Canada?'],
      ['out', 'Alex Rivera', 'Yes, we do.\n\nShipping takes a week.'],
    ]);
    expect(Date.parse(replied.body.lastMessageAt)).toBeGreaterThan(Date.now() - 60_000);

    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    expect(mail).toMatchObject({ template: 'inbox_reply', subject: 'Re: Framed prints' });
    expect(present(mail).textBody).toContain('Hi Rosa Diaz,\n\nYes, we do.\n\nShipping takes a week.');
    expect(present(mail).textBody).toContain(`${env.SITE_ORIGIN}/#contact`);
    expect(present(mail).htmlBody).toContain('<p style="margin:0 0 16px">Shipping takes a week.</p>');
    expect(await auditOf(id)).toEqual([{ action: 'inbox.reply', adminId: admin.user.id, detail: null }]);

    const empty = await act(admin.cookie, id, 'reply', { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('body: Write your reply');
  });

  it('closes and reopens a thread (each audited), refuses a reply to a closed one and a second close', async () => {
    const admin = await makeUser({ isAdmin: true });
    const { id, address } = await makeThread();
    expect((await act(admin.cookie, id, 'close')).body.status).toBe('closed');
    const again = await act(admin.cookie, id, 'close');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This thread is already closed');

    const reply = await act(admin.cookie, id, 'reply', { body: 'Too late?' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe('This thread is closed. Reopen it to reply.');
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address))).toEqual([]);

    expect((await act(admin.cookie, id, 'reopen')).body.status).toBe('open');
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['inbox.close', 'inbox.reopen']);
  });

  it('writes nothing of a reply when its audit row cannot be written: message, mail and log are one batch', async () => {
    const admin = await makeUser({ isAdmin: true });
    const { id, address } = await makeThread();
    const failingAudit = failingTable(env.DB, 'admin_audit_log');
    const record = {
      admin: { id: admin.user.id, username: admin.user.username },
      action: 'inbox.reply',
      target: { type: 'inbox', id: String(id) },
      detail: null,
    };
    await expect(
      replyToThread(createDb(failingAudit), id, { id: admin.user.id, name: 'Alex' }, 'Hello', 'https://example.com', record),
    ).rejects.toThrow();
    expect(await db().select().from(inboxMessages).where(eq(inboxMessages.threadId, id))).toHaveLength(1);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address))).toEqual([]);
    const [thread] = await db().select().from(inboxThreads).where(eq(inboxThreads.id, id));
    expect(thread).toMatchObject({ assigneeId: null, readAt: null });
  });

  it('is for admins only', async () => {
    const member = await makeUser();
    expect((await request('/api/admin/inbox')).status).toBe(401);
    expect((await request('/api/admin/inbox', { cookie: member.cookie })).status).toBe(403);
  });
});
