import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, mailOutbox, mailTemplateVersions } from '../../../db/schema';
import type { MailTemplateDetail, MailTemplateSummary } from '../../contract/mail-templates';
import { db, mailTo, makeUser, present, request, send } from '../../test/helpers';
import { enqueueMail } from './outbox';
import { sessionConfirmedMail, sessionReminderMail } from './session-templates';

const API = '/api/admin/email-templates';
let n = 0;
const address = () => `templates_${Date.now().toString(36)}_${n++}@example.com`;

const admin = () => makeUser({ isAdmin: true, emailVerifiedAt: new Date() });

async function detail(key: string, cookie: string) {
  const res = await request(`${API}/${key}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as MailTemplateDetail;
}

const auditRows = (action: string, key: string) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, key)));

// Saves a wording over whatever version is newest.
async function word(key: string, wording: { subject: string; body: string }, cookie: string) {
  const basedOn = (await detail(key, cookie)).version;
  expect((await send('POST', `${API}/${key}/versions`, { ...wording, basedOn }, cookie)).status).toBe(200);
}

const versionsOf = (key: string) => db().select().from(mailTemplateVersions).where(eq(mailTemplateVersions.template, key));

describe('the mail templates an admin edits', () => {
  it('lists every template, at first in its default wording', async () => {
    const { cookie } = await admin();
    const list = (await (await request(API, { cookie })).json()) as MailTemplateSummary[];
    expect(list.find((each) => each.key === 'verify_email')).toMatchObject({ edited: false, version: 0, group: 'Account' });
    const verify = await detail('verify_email', cookie);
    expect(verify.current).toEqual(verify.defaultWording);
    expect(verify.defaultWording.body).toContain('Verify your email: {{url}}');
    expect(verify.variables).toEqual([
      { name: 'name', sample: 'Rosa' },
      { name: 'url', sample: 'http://127.0.0.1/verify-email?token=sample' },
    ]);
    expect((await request(`${API}/no_such_mail`, { cookie })).status).toBe(404);
  });

  it('refuses a wording with a value the mail does not have, naming it, and saves nothing', async () => {
    const { cookie } = await admin();
    const res = await send(
      'POST',
      `${API}/mentor_rejected/versions`,
      { subject: 'About your application', body: 'Hi {{firstName}}', basedOn: 0 },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The body uses {{firstName}}, which this mail does not have. It can use {{name}}, {{note}}, {{profileUrl}}.',
    );
    expect(await versionsOf('mentor_rejected')).toEqual([]);
    expect(await auditRows('mail_template.save', 'mentor_rejected')).toEqual([]);
  });

  it('saves versions, refuses a save over one saved meanwhile or with nothing changed, and restores the default', async () => {
    const { cookie, user } = await admin();
    const key = 'password_changed';
    const wording = {
      subject: 'Password changed, {{name}}',
      body: 'Hi {{name}},\n\nYour password changed.\n\nSign in: {{signInUrl}}',
    };
    const saved = await send('POST', `${API}/${key}/versions`, { ...wording, basedOn: 0 }, cookie);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ edited: true, version: 1, current: wording, savedBy: user.username });
    expect(await auditRows('mail_template.save', key)).toEqual([
      expect.objectContaining({ adminId: user.id, targetType: 'mail_template', detail: { version: 1 } }),
    ]);

    const stale = await send('POST', `${API}/${key}/versions`, { ...wording, subject: 'Changed', basedOn: 0 }, cookie);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(
      `${user.username} saved version 1 of this mail while you were editing. Reload to see it.`,
    );
    const unchanged = await send('POST', `${API}/${key}/versions`, { ...wording, basedOn: 1 }, cookie);
    expect(unchanged.status).toBe(400);

    const restored = await send('POST', `${API}/${key}/restore`, { basedOn: 1 }, cookie);
    expect(restored.status).toBe(200);
    const after = (await restored.json()) as MailTemplateDetail;
    expect(after).toMatchObject({ edited: false, version: 2 });
    expect(after.current).toEqual(after.defaultWording);
    expect(after.history.map(({ version, subject }) => ({ version, subject }))).toEqual([
      { version: 2, subject: null },
      { version: 1, subject: wording.subject },
    ]);
    expect(await auditRows('mail_template.restore', key)).toHaveLength(1);
    expect((await send('POST', `${API}/${key}/restore`, { basedOn: 2 }, cookie)).status).toBe(400);
    expect(await versionsOf(key)).toHaveLength(2);
  });

  it('mails a test of the wording on screen, with the samples, to the asking admin', async () => {
    const { cookie, user } = await admin();
    const res = await send(
      'POST',
      `${API}/unread_messages/test`,
      { subject: '{{sender}} wrote', body: 'Hi {{reader}},\n\n{{preview}}\n\nReply: {{threadUrl}}' },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ to: user.email });
    const [mail] = await mailTo(user.email);
    expect(mail).toMatchObject({ subject: '[Test] Sam Lee wrote' });
    expect(mail?.textBody).toContain('Hi Rosa,\n\nAre you free this week?');
    expect(mail?.textBody).toContain('Stop these mails: http://127.0.0.1/unsubscribe?sample');
    expect(mail?.htmlBody).toContain('>Reply</a>');
    expect(await auditRows('mail_template.test', 'unread_messages')).toEqual([
      expect.objectContaining({ detail: { to: user.email } }),
    ]);
    expect((await send('POST', `${API}/unread_messages/test`, { subject: 'Hi', body: '{{nope}}' }, cookie)).status).toBe(400);
  });
});

describe('sending a mail whose template an admin worded', () => {
  const facts = (reader: string) => ({
    reader,
    other: 'Sam Lee',
    what: 'portfolio review session',
    startsAt: Date.parse('2026-12-07T15:00:00Z'),
    timeZone: 'UTC',
    inviteUrl: 'http://127.0.0.1/session/9',
  });

  it("sends the admin's words with the mail's own values, keeping its calendar file, then forgets the values", async () => {
    const { cookie } = await admin();
    const to = address();
    await enqueueMail(db(), to, 'session_confirmed', sessionConfirmedMail(facts('Ada'), 'BEGIN:VCALENDAR'));
    await word(
      'session_confirmed',
      {
        subject: 'Booked: {{what}} with {{other}}',
        body: 'Hello {{reader}},\n\nSee you on {{when}}.\n\nOpen Session: {{sessionUrl}}',
      },
      cookie,
    );

    const [mail] = await mailTo(to);
    expect(mail).toMatchObject({ subject: 'Booked: portfolio review session with Sam Lee' });
    expect(mail?.textBody).toBe(
      'Hello Ada,\n\nSee you on Monday, December 7, 2026 at 3:00 PM UTC.\n\nOpen Session: http://127.0.0.1/session/9',
    );
    expect(mail?.htmlBody).toContain('<h1 style="font-size:22px">Booked: portfolio review session with Sam Lee</h1>');
    expect(mail?.htmlBody).toContain('<a href="http://127.0.0.1/session/9" style="background:#f5a524');
    expect(mail?.attachments).toEqual([
      { filename: 'session.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
    ]);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(present(row, 'the outbox row')).toMatchObject({ status: 'sent', textBody: '', htmlBody: '', variables: null });
  });

  it("keeps a notice's way out, in the text, the HTML and the headers", async () => {
    const { cookie } = await admin();
    const to = address();
    const unsubscribe = {
      page: 'http://127.0.0.1/unsubscribe?u=1&k=session_soon&s=x',
      oneClick: 'http://127.0.0.1/api/unsubscribe?u=1&k=session_soon&s=x',
      about: 'sessions starting soon',
    };
    await enqueueMail(db(), to, 'session_reminder', sessionReminderMail(facts('Ada'), '1 hour', unsubscribe));
    await word('session_reminder', { subject: 'Soon: {{what}}', body: '{{reader}}, it starts in {{startsIn}}.' }, cookie);

    const [mail] = await mailTo(to);
    expect(mail?.subject).toBe('Soon: portfolio review session');
    expect(mail?.textBody).toBe(
      `Ada, it starts in 1 hour.\n\n--\nYou get this because of your mail settings for sessions starting soon. Stop these mails: ${unsubscribe.page}`,
    );
    expect(mail?.htmlBody).toContain('>Stop these mails</a>');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it("sends a mail queued without values in the code's words", async () => {
    const { cookie } = await admin();
    const to = address();
    const { variables: _, ...written } = sessionConfirmedMail(facts('Ada'), 'BEGIN:VCALENDAR');
    await enqueueMail(db(), to, 'session_confirmed', written);
    await word('session_confirmed', { subject: 'Booked: {{what}}', body: 'Hello {{reader}}' }, cookie);
    const [mail] = await mailTo(to);
    expect(mail?.subject).toBe('Confirmed: portfolio review session with Sam Lee');
  });
});
