import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adminAuditLog, recoveryNotices } from '../../../db/schema';
import { ALREADY_OPEN, NOTICE_CLOSED, NOTICE_NOT_FOUND } from '../../services/recovery/notices';
import { db, makeUser, present, request, send } from '../../test/helpers';

const NOTICES = '/api/admin/recovery-notices';

const notice = (fields: Record<string, unknown> = {}) => ({
  title: 'Some photos from early March need their originals',
  whatHappened: 'A storage fault damaged some photos uploaded between March 3 and March 5.\nWe have restored most of them.',
  affectedFrom: '2025-03-03',
  affectedUntil: '2025-03-05',
  whatToDo: 'If one of your photos looks broken, bring its original to /recover-photos.',
  ...fields,
});

const admin = () => makeUser({ isAdmin: true, emailVerifiedAt: new Date() });

const openRows = () => db().select().from(recoveryNotices).where(isNull(recoveryNotices.closedAt));

// Each test's own admins' rows: the other tests (and their clean-up) write some too.
const auditRows = (action: string, ...admins: { id: number }[]) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.action, action),
        inArray(
          adminAuditLog.adminId,
          admins.map((a) => a.id),
        ),
      ),
    );

async function openOne(cookie: string, fields: Record<string, unknown> = {}) {
  const res = await send('POST', NOTICES, notice(fields), cookie);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; title: string; closedAt: string | null };
}

// Test files share one runtime and with it the banner: no test leaves a notice open.
afterEach(async () => {
  const { cookie } = await admin();
  for (const row of await openRows()) await send('POST', `${NOTICES}/${row.id}/close`, undefined, cookie);
});

describe('the incident notice', () => {
  it('is written, edited and closed by an admin, each change in the audit log', async () => {
    const { user, cookie } = await admin();
    const opened = await openOne(cookie);
    expect(opened).toMatchObject({ title: notice().title, closedAt: null });
    const [created] = await auditRows('recovery_notice.create', user);
    expect(created).toMatchObject({ adminId: user.id, targetType: 'recovery_notice' });
    expect(present(created, 'the create row').detail).toEqual({ body: notice() });

    const edited = await send(
      'PUT',
      `${NOTICES}/${opened.id}`,
      notice({ title: 'Photos from March 3–5', affectedUntil: null }),
      cookie,
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: opened.id, title: 'Photos from March 3–5', affectedUntil: null });
    expect(await auditRows('recovery_notice.update', user)).toEqual([
      expect.objectContaining({ adminId: user.id, targetId: String(opened.id) }),
    ]);

    const closed = await send('POST', `${NOTICES}/${opened.id}/close`, undefined, cookie);
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as { closedAt: string | null }).closedAt).not.toBeNull();
    expect(await auditRows('recovery_notice.close', user)).toEqual([
      expect.objectContaining({ adminId: user.id, targetId: String(opened.id) }),
    ]);

    const list = await request(NOTICES, { cookie });
    const listed = (await list.json()) as { open: unknown; closed: { id: number }[] };
    expect(listed.open).toBeNull();
    expect(listed.closed.map((n) => n.id)).toContain(opened.id);
  });

  it('is open once at most: of two written at the same moment, one is refused with 409 and leaves no trace', async () => {
    const [a, b] = [await admin(), await admin()];
    const answers = await Promise.all([
      send('POST', NOTICES, notice({ title: 'First' }), a.cookie),
      send('POST', NOTICES, notice({ title: 'Second' }), b.cookie),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = present(
      answers.find((res) => res.status === 409),
      'the refused answer',
    );
    expect(((await refused.json()) as { message: string }).message).toBe(ALREADY_OPEN);
    expect(await openRows()).toHaveLength(1);
    expect(await auditRows('recovery_notice.create', a.user, b.user)).toHaveLength(1);
  });

  it('refuses to change a closed notice or one that is not there', async () => {
    const { user, cookie } = await admin();
    const { id } = await openOne(cookie);
    await send('POST', `${NOTICES}/${id}/close`, undefined, cookie);
    const edit = await send('PUT', `${NOTICES}/${id}`, notice(), cookie);
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as { message: string }).message).toBe(NOTICE_CLOSED);
    const again = await send('POST', `${NOTICES}/${id}/close`, undefined, cookie);
    expect(again.status).toBe(409);
    const missing = await send('POST', `${NOTICES}/${id + 1000}/close`, undefined, cookie);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(NOTICE_NOT_FOUND);
    expect(await auditRows('recovery_notice.close', user)).toHaveLength(1);
    expect(await auditRows('recovery_notice.update', user)).toHaveLength(0);
  });

  it('refuses bad input with a message, and writes nothing', async () => {
    const { user, cookie } = await admin();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'title: Give the notice a title'],
      [{ title: 'Two\nlines' }, 'title: Use one line of plain text, without line breaks, tabs or other control characters'],
      [{ whatHappened: '' }, 'whatHappened: Say what happened'],
      [{ whatToDo: 'x'.repeat(4001) }, 'whatToDo: Keep it under 4,000 characters'],
      [{ affectedFrom: '2025-02-30' }, 'affectedFrom: Use a date like 2025-03-14'],
      [{ affectedFrom: '2025-03-06' }, 'affectedUntil: The period cannot end before it starts'],
    ];
    for (const [fields, expected] of cases) {
      const res = await send('POST', NOTICES, notice(fields), cookie);
      expect(res.status, expected).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(expected);
    }
    expect(await openRows()).toEqual([]);
    expect(await auditRows('recovery_notice.create', user)).toEqual([]);
  });

  it('is for admins only: a visitor is asked to sign in, a member refused', async () => {
    const member = await makeUser({ emailVerifiedAt: new Date() });
    expect((await request(NOTICES)).status).toBe(401);
    expect((await request(NOTICES, { cookie: member.cookie })).status).toBe(403);
    expect((await send('POST', NOTICES, notice())).status).toBe(401);
    expect((await send('POST', NOTICES, notice(), member.cookie)).status).toBe(403);
    expect(await openRows()).toEqual([]);
  });
});

describe('GET /api/recovery-notice', () => {
  it('shows anyone the open notice, and null once it is closed', async () => {
    const none = await request('/api/recovery-notice');
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({ notice: null });

    const { cookie } = await admin();
    const { id } = await openOne(cookie);
    const open = (await (await request('/api/recovery-notice')).json()) as { notice: Record<string, unknown> };
    expect(open.notice).toMatchObject({ id, ...notice(), closedAt: null });

    await send('POST', `${NOTICES}/${id}/close`, undefined, cookie);
    expect(await (await request('/api/recovery-notice')).json()).toEqual({ notice: null });
  });
});

function edgeState(html: string) {
  return JSON.parse(/<script type="application\/json" id="edge-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
}

describe('the banner and /recovery-notification', () => {
  it('puts the banner on every page while a notice is open, and takes it off when it closes', async () => {
    const before = await (await request('/about')).text();
    expect(before).not.toContain('Recovery in progress:');
    expect(edgeState(before).recoveryNotice).toBeNull();

    const { cookie } = await admin();
    const { id } = await openOne(cookie, { title: 'Photos from March 3–5 <need> a look' });
    for (const [path, who] of [
      ['/about', undefined],
      ['/challenges', cookie],
    ] as const) {
      const html = await (await request(path, { cookie: who })).text();
      expect(html, path).toContain('Recovery in progress:');
      expect(html, path).toContain('href="/recovery-notification"');
      expect(html, path).toContain('Photos from March 3–5 &lt;need&gt; a look');
      expect(edgeState(html).recoveryNotice, path).toEqual({ title: 'Photos from March 3–5 <need> a look' });
    }

    await send('POST', `${NOTICES}/${id}/close`, undefined, cookie);
    const after = await (await request('/about')).text();
    expect(after).not.toContain('Recovery in progress:');
  });

  it('paints the open notice, or that no recovery is in progress, before any script runs', async () => {
    const quiet = await request('/recovery-notification');
    expect(quiet.status).toBe(200);
    const quietHtml = await quiet.text();
    expect(quietHtml).toContain('<title>Recovery Notification | Aperture Circle</title>');
    expect(quietHtml).toContain('No recovery in progress');

    const { cookie } = await admin();
    await openOne(cookie);
    const html = await (await request('/recovery-notification')).text();
    expect(html).toContain('<title>Recovery Notification | Aperture Circle</title>');
    expect(html).toContain(notice().title);
    expect(html).toContain('A storage fault damaged some photos');
    expect(html).toContain('Mar 3, 2025 to Mar 5, 2025');
    expect(html).toContain('bring its original to /recover-photos');
    expect(html).not.toContain('No recovery in progress');
  });
});
