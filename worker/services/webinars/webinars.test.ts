import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, payoutAccounts, webinarRegistrations, webinars } from '../../../db/schema';
import type { WebinarDto, WebinarList, WebinarPage } from '../../contract/webinars';
import { env } from 'cloudflare:workers';
import { db, mailTo, makeUser, present, request, send } from '../../test/helpers';
import { sendWebinarInvites } from './invites';
import { webinarReminders } from './reminders';
import { makeMentor } from '../../test/mentoring';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const verified = () => makeUser({ emailVerifiedAt: new Date() });
const admin = () => makeUser({ emailVerifiedAt: new Date(), isAdmin: true });

// A webinar written straight in, hosted by a fresh admin: by default free, 10 seats, in two days.
async function makeWebinar(fields: Partial<typeof webinars.$inferInsert> = {}) {
  const host = await admin();
  const [row] = await db()
    .insert(webinars)
    .values({
      title: 'Street light after dark',
      hostId: host.user.id,
      startsAt: new Date(Date.now() + 2 * DAY),
      durationMinutes: 60,
      capacity: 10,
      ...fields,
    })
    .returning();
  return { webinar: present(row), host };
}

const seats = async (webinarId: number) =>
  db()
    .select()
    .from(webinarRegistrations)
    .where(and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.status, 'registered')));

const register = (id: number, cookie?: string) => send('POST', `/api/webinars/${id}/registration`, undefined, cookie);
const giveBack = (id: number, cookie?: string) => send('DELETE', `/api/webinars/${id}/registration`, undefined, cookie);
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('webinar seats', () => {
  it('go to exactly one of many members asking for the last seat at once, and a double click holds one seat', async () => {
    const { webinar } = await makeWebinar({ capacity: 1 });
    const people = await Promise.all(Array.from({ length: 8 }, verified));
    const answers = await Promise.all(people.map((p) => register(webinar.id, p.cookie)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const refused = answers.find((r) => r.status === 409);
    expect(await messageOf(present(refused))).toBe('This webinar is full');
    expect(await seats(webinar.id)).toHaveLength(1);

    const roomy = (await makeWebinar()).webinar;
    const member = await verified();
    const twice = await Promise.all([register(roomy.id, member.cookie), register(roomy.id, member.cookie)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await messageOf(present(twice.find((r) => r.status === 409)))).toBe('You are already registered for this webinar');
    expect(await seats(roomy.id)).toHaveLength(1);
    const page = (await (await request(`/api/webinars/${roomy.id}`, { cookie: member.cookie })).json()) as WebinarPage;
    expect(page.registration?.mayCancel).toBe(true);
    expect(page.webinar.seatsLeft).toBe(9);
  });

  it('are refused, writing nothing, for a paid, cancelled, ended or unknown webinar, the host, and the unverified', async () => {
    const member = await verified();
    const paid = (await makeWebinar({ priceCents: 2500 })).webinar;
    const cancelled = (await makeWebinar({ cancelledAt: new Date() })).webinar;
    const ended = (await makeWebinar({ startsAt: new Date(Date.now() - 3 * HOUR) })).webinar;
    const cases: [number, string, number][] = [
      [paid.id, 'This webinar is paid: reserve your seat on its payment page', 409],
      [cancelled.id, 'This webinar was cancelled', 409],
      [ended.id, 'This webinar has ended', 409],
      [987_654_321, 'Webinar not found', 404],
    ];
    for (const [id, message, status] of cases) {
      const res = await register(id, member.cookie);
      expect([res.status, await messageOf(res)]).toEqual([status, message]);
      expect(await seats(id)).toHaveLength(0);
    }
    const { webinar, host } = await makeWebinar();
    const own = await register(webinar.id, host.cookie);
    expect([own.status, await messageOf(own)]).toEqual([409, 'You are hosting this webinar']);
    const unverified = await makeUser();
    const unproven = await register(webinar.id, unverified.cookie);
    expect([unproven.status, await messageOf(unproven)]).toEqual([403, 'Verify your email address to continue']);
    expect((await register(webinar.id)).status).toBe(401);
    expect(await seats(webinar.id)).toHaveLength(0);
  });

  it('are given back before the start (paid ones until 24 hours before), and taken again under the same invite', async () => {
    const { webinar } = await makeWebinar({ capacity: 1 });
    const member = await verified();
    expect((await register(webinar.id, member.cookie)).status).toBe(200);
    const [seat] = await seats(webinar.id);
    const back = await giveBack(webinar.id, member.cookie);
    expect(back.status).toBe(200);
    expect(((await back.json()) as WebinarPage).webinar.seatsLeft).toBe(1);
    const again = await giveBack(webinar.id, member.cookie);
    expect([again.status, await messageOf(again)]).toEqual([404, 'You are not registered for this webinar']);
    expect((await register(webinar.id, member.cookie)).status).toBe(200);
    expect((await seats(webinar.id)).map((s) => s.uid)).toEqual([present(seat).uid]);

    // A paid seat (as a payment leaves it) a day away, and a free one at a webinar under way.
    const paid = (await makeWebinar({ priceCents: 2500, startsAt: new Date(Date.now() + 20 * HOUR) })).webinar;
    const live = (await makeWebinar({ startsAt: new Date(Date.now() - 10 * MINUTE) })).webinar;
    for (const id of [paid.id, live.id]) {
      await db().insert(webinarRegistrations).values({ webinarId: id, userId: member.user.id, status: 'registered' });
    }
    const late = await giveBack(paid.id, member.cookie);
    expect([late.status, await messageOf(late)]).toEqual([409, 'Paid seats can be given back until 24 hours before the start']);
    const started = await giveBack(live.id, member.cookie);
    expect([started.status, await messageOf(started)]).toEqual([409, 'This webinar has already started']);
    expect(await seats(paid.id)).toHaveLength(1);
    expect(await seats(live.id)).toHaveLength(1);
  });
});

describe('the webinar list', () => {
  it('has live, upcoming (soonest first) and past webinars with their seats left, and leaves cancelled ones out', async () => {
    const now = Date.now();
    const soon = (await makeWebinar({ startsAt: new Date(now + 400 * DAY), capacity: 3 })).webinar;
    const later = (await makeWebinar({ startsAt: new Date(now + 401 * DAY) })).webinar;
    const live = (await makeWebinar({ startsAt: new Date(now - 5 * MINUTE) })).webinar;
    const past = (await makeWebinar({ startsAt: new Date(now - HOUR), durationMinutes: 30 })).webinar;
    const cancelled = (await makeWebinar({ startsAt: new Date(now + 400 * DAY), cancelledAt: new Date() })).webinar;
    expect((await register(soon.id, (await verified()).cookie)).status).toBe(200);

    const list = (await (await request('/api/webinars')).json()) as WebinarList;
    const ids = (items: WebinarDto[]) => items.map((w) => w.id);
    expect(ids(list.live)).toContain(live.id);
    const upcoming = ids(list.upcoming);
    expect(upcoming.indexOf(soon.id)).toBeLessThan(upcoming.indexOf(later.id));
    expect(ids(list.past)).toContain(past.id);
    expect([...ids(list.live), ...upcoming, ...ids(list.past)]).not.toContain(cancelled.id);
    const listed = present(list.upcoming.find((w) => w.id === soon.id));
    expect(listed).toMatchObject({ seatsLeft: 2, capacity: 3, phase: 'upcoming', priceCents: 0 });
    expect(listed.host.name).toBe('Test User');
  });
});

describe('admins', () => {
  const input = (hostId: number, fields: Record<string, unknown> = {}) => ({
    title: 'Portraits with one light',
    description: 'Bring a lamp.',
    hostId,
    startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
    durationMinutes: 45,
    capacity: 2,
    priceCents: 0,
    ...fields,
  });

  it('create webinars hosted by an admin or a mentor with payouts, and refuse any other host or a past start', async () => {
    const boss = await admin();
    const created = await send('POST', '/api/admin/webinars', input(boss.user.id), boss.cookie);
    expect(created.status).toBe(201);
    expect(((await created.json()) as WebinarDto).phase).toBe('upcoming');

    const mentor = await makeMentor();
    const refusedMentor = await send('POST', '/api/admin/webinars', input(mentor.user.id), boss.cookie);
    expect([refusedMentor.status, await messageOf(refusedMentor)]).toEqual([
      400,
      'The host must be an admin, or an approved mentor whose payouts are set up',
    ]);
    await db()
      .insert(payoutAccounts)
      .values({ userId: mentor.user.id, providerAccountId: `acct_${mentor.user.id}`, payoutsEnabled: true });
    expect((await send('POST', '/api/admin/webinars', input(mentor.user.id), boss.cookie)).status).toBe(201);

    const past = await send(
      'POST',
      '/api/admin/webinars',
      input(boss.user.id, { startsAt: new Date(Date.now() - HOUR).toISOString() }),
      boss.cookie,
    );
    expect([past.status, await messageOf(past)]).toEqual([400, 'The start must be in the future']);
    const badPrice = await send('POST', '/api/admin/webinars', input(boss.user.id, { priceCents: 50 }), boss.cookie);
    expect(badPrice.status).toBe(400);
    expect(await messageOf(badPrice)).toContain('A paid webinar costs from $1 to $1000');
    const member = await verified();
    expect((await send('POST', '/api/admin/webinars', input(member.user.id), member.cookie)).status).toBe(403);
  });

  it("list every webinar, the hosts they may name, and each webinar's registrants", async () => {
    const boss = await admin();
    const mentor = await makeMentor();
    await db()
      .insert(payoutAccounts)
      .values({ userId: mentor.user.id, providerAccountId: `acct_${mentor.user.id}`, payoutsEnabled: true });
    const unpaidMentor = await makeMentor();
    const hosts = (await (await request('/api/admin/webinars/hosts', { cookie: boss.cookie })).json()) as { userId: number }[];
    const hostIds = hosts.map((h) => h.userId);
    expect(hostIds).toEqual(expect.arrayContaining([boss.user.id, mentor.user.id]));
    expect(hostIds).not.toContain(unpaidMentor.user.id);

    const { webinar } = await makeWebinar({ cancelledAt: new Date() });
    const listed = (await (await request('/api/admin/webinars', { cookie: boss.cookie })).json()) as WebinarDto[];
    expect(listed.find((w) => w.id === webinar.id)?.phase).toBe('cancelled');

    const roomy = (await makeWebinar()).webinar;
    const [one, two] = [await verified(), await verified()];
    for (const p of [one, two]) expect((await register(roomy.id, p.cookie)).status).toBe(200);
    expect((await giveBack(roomy.id, one.cookie)).status).toBe(200);
    const seats = (await (await request(`/api/admin/webinars/${roomy.id}/registrants`, { cookie: boss.cookie })).json()) as {
      email: string;
      status: string;
    }[];
    expect(seats.map((r) => [r.email, r.status])).toEqual([
      [one.user.email, 'cancelled'],
      [two.user.email, 'registered'],
    ]);
    expect((await request(`/api/admin/webinars/${roomy.id}/registrants`, { cookie: two.cookie })).status).toBe(403);
  });

  it('edit a webinar within its seats and price, moving its invite on, and cancel it once', async () => {
    const boss = await admin();
    const created = (await (await send('POST', '/api/admin/webinars', input(boss.user.id), boss.cookie)).json()) as WebinarDto;
    const one = await verified();
    const two = await verified();
    for (const p of [one, two]) expect((await register(created.id, p.cookie)).status).toBe(200);

    const fewer = await send('PUT', `/api/admin/webinars/${created.id}`, input(boss.user.id, { capacity: 1 }), boss.cookie);
    expect([fewer.status, await messageOf(fewer)]).toEqual([400, '2 people hold seats: keep at least 2 seats']);
    const priced = await send('PUT', `/api/admin/webinars/${created.id}`, input(boss.user.id, { priceCents: 1500 }), boss.cookie);
    expect([priced.status, await messageOf(priced)]).toEqual([409, 'The price cannot change once people have registered']);

    const startsAt = new Date(Date.now() + 5 * DAY).toISOString();
    const moved = await send(
      'PUT',
      `/api/admin/webinars/${created.id}`,
      input(boss.user.id, { startsAt, capacity: 5 }),
      boss.cookie,
    );
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ capacity: 5, seatsLeft: 3, startsAt });
    const row = present(await db().query.webinars.findFirst({ where: eq(webinars.id, created.id) }));
    expect(row.sequence).toBe(1);

    const cancel = () => send('POST', `/api/admin/webinars/${created.id}/cancel`, undefined, boss.cookie);
    const first = await cancel();
    expect(first.status).toBe(200);
    expect(((await first.json()) as WebinarDto).phase).toBe('cancelled');
    const second = await cancel();
    expect([second.status, await messageOf(second)]).toEqual([409, 'This webinar is already cancelled']);
    const edit = await send('PUT', `/api/admin/webinars/${created.id}`, input(boss.user.id), boss.cookie);
    expect([edit.status, await messageOf(edit)]).toEqual([409, 'A cancelled webinar cannot be changed']);
  });
});

describe('calendar invites', () => {
  // Unfolded: long lines (an attendee's address) continue on the next line.
  const unfold = (ics: string) => ics.replace(/\r\n /g, '');
  const calendarOf = (mail: { attachments: { content: string }[] | null }) => unfold(present(mail.attachments?.[0]).content);

  it('go once to each seat: on registering, when the time moves, and when the webinar is cancelled', async () => {
    const boss = await admin();
    const startsAt = new Date(Math.ceil((Date.now() + 10 * DAY) / HOUR) * HOUR);
    const body = {
      title: 'Night skies',
      description: '',
      hostId: boss.user.id,
      durationMinutes: 60,
      capacity: 10,
      priceCents: 0,
    };
    const created = await send('POST', '/api/admin/webinars', { ...body, startsAt: startsAt.toISOString() }, boss.cookie);
    const { id } = (await created.json()) as WebinarDto;
    const member = await verified();
    expect((await register(id, member.cookie)).status).toBe(200);
    // However many passes run at once, the seat's invite goes once.
    await Promise.all([1, 2, 3].map(() => sendWebinarInvites(db(), 'http://example.com', env.MAIL_FROM)));
    const [registered, ...others] = await mailTo(member.user.email);
    expect(others).toEqual([]);
    expect(present(registered).subject).toBe("You're registered: Night skies");
    const first = calendarOf(present(registered));
    expect(first).toContain('METHOD:REQUEST');
    expect(first).toContain('SEQUENCE:0');
    expect(first).toContain('ORGANIZER;CN=Aperture Circle:mailto:');
    expect(first).toContain(`ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${member.user.email}`);
    const uid = /UID:(.+)/.exec(first)?.[1];
    // 'Add to calendar' hands the member the same invite; others have none.
    const own = await request(`/api/webinars/${id}/calendar.ics`, { cookie: member.cookie });
    expect(own.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(/UID:(.+)/.exec(unfold(await own.text()))?.[1]).toBe(uid);
    const stranger = await verified();
    expect((await request(`/api/webinars/${id}/calendar.ics`, { cookie: stranger.cookie })).status).toBe(404);

    const later = new Date(startsAt.getTime() + DAY).toISOString();
    expect((await send('PUT', `/api/admin/webinars/${id}`, { ...body, startsAt: later }, boss.cookie)).status).toBe(200);
    await sendWebinarInvites(db(), 'http://example.com', env.MAIL_FROM);
    const [moved] = await mailTo(member.user.email);
    expect(present(moved).subject).toBe('New time: Night skies');
    expect(calendarOf(present(moved))).toContain('SEQUENCE:1');
    expect(/UID:(.+)/.exec(calendarOf(present(moved)))?.[1]).toBe(uid);

    expect((await send('POST', `/api/admin/webinars/${id}/cancel`, undefined, boss.cookie)).status).toBe(200);
    await sendWebinarInvites(db(), 'http://example.com', env.MAIL_FROM);
    const mails = await mailTo(member.user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Cancelled: Night skies',
      'New time: Night skies',
      "You're registered: Night skies",
    ]);
    const cancelled = calendarOf(present(mails[0]));
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('SEQUENCE:2');
    expect(/UID:(.+)/.exec(cancelled)?.[1]).toBe(uid);
    expect(await sendWebinarInvites(db(), 'http://example.com', env.MAIL_FROM)).toBe(0);
  });
  it('take a seat given back off the calendar, and put it back when it is taken again', async () => {
    const { webinar } = await makeWebinar({ title: 'Fog and ferries' });
    const member = await verified();
    const invite = () => sendWebinarInvites(db(), 'http://example.com', env.MAIL_FROM);
    expect((await register(webinar.id, member.cookie)).status).toBe(200);
    await invite();
    expect((await giveBack(webinar.id, member.cookie)).status).toBe(200);
    await invite();
    expect((await register(webinar.id, member.cookie)).status).toBe(200);
    await invite();
    const mails = (await mailTo(member.user.email)).reverse();
    expect(mails.map((m) => m.subject)).toEqual([
      "You're registered: Fog and ferries",
      'Seat given back: Fog and ferries',
      "You're registered: Fog and ferries",
    ]);
    const files = mails.map((m) => calendarOf(m));
    expect(files.map((f) => [/METHOD:(\w+)/.exec(f)?.[1], /SEQUENCE:(\d+)/.exec(f)?.[1]])).toEqual([
      ['REQUEST', '0'],
      ['CANCEL', '1'],
      ['REQUEST', '2'],
    ]);
    expect(new Set(files.map((f) => /UID:(.+)/.exec(f)?.[1])).size).toBe(1);

    // Given back for good, the seat hears nothing of the webinar's later changes.
    expect((await giveBack(webinar.id, member.cookie)).status).toBe(200);
    await invite();
    await db().update(webinars).set({ sequence: 5 }).where(eq(webinars.id, webinar.id));
    await invite();
    expect((await mailTo(member.user.email)).map((m) => m.subject)[0]).toBe('Seat given back: Fog and ferries');
    expect(await mailTo(member.user.email)).toHaveLength(4);
  });
});

describe('webinar reminders', () => {
  const remindersOf = async (userId: number) =>
    (await db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id)).filter(
      (n) => n.kind === 'webinar_soon',
    );

  it('come a day and an hour before, once each under doubled runs, to seats taken before their moment', async () => {
    const start = Math.ceil((Date.now() + 3 * DAY) / HOUR) * HOUR;
    const { webinar } = await makeWebinar({ startsAt: new Date(start), title: 'Moonlit harbours' });
    const early = await verified();
    const late = await verified();
    const seat = (userId: number, at: number) =>
      db()
        .insert(webinarRegistrations)
        .values({ webinarId: webinar.id, userId, status: 'registered', createdAt: new Date(at) });
    await seat(early.user.id, start - 2 * DAY);
    // Taken after the day-ahead moment: only the hour-ahead reminder.
    await seat(late.user.id, start - 20 * HOUR);

    await webinarReminders(db(), new Date(start - 25 * HOUR));
    expect(await remindersOf(early.user.id)).toEqual([]);
    const dayAhead = new Date(start - 24 * HOUR + 5 * MINUTE);
    await Promise.all([webinarReminders(db(), dayAhead), webinarReminders(db(), dayAhead)]);
    const [first, ...none] = await remindersOf(early.user.id);
    expect(none).toEqual([]);
    expect(first?.data).toEqual({ title: 'Moonlit harbours', hours: 24 });
    expect(first?.link).toBe(`/webinar/${webinar.id}`);
    expect(await remindersOf(late.user.id)).toEqual([]);

    const hourAhead = new Date(start - 55 * MINUTE);
    await webinarReminders(db(), hourAhead);
    await webinarReminders(db(), hourAhead);
    expect((await remindersOf(early.user.id)).map((n) => n.data)).toEqual([
      { title: 'Moonlit harbours', hours: 24 },
      { title: 'Moonlit harbours', hours: 1 },
    ]);
    expect((await remindersOf(late.user.id)).map((n) => n.data)).toEqual([{ title: 'Moonlit harbours', hours: 1 }]);
  });

  it('are not sent for a cancelled webinar', async () => {
    const start = Math.ceil((Date.now() + 3 * DAY) / HOUR) * HOUR;
    const { webinar } = await makeWebinar({ startsAt: new Date(start), cancelledAt: new Date() });
    const member = await verified();
    await db()
      .insert(webinarRegistrations)
      .values({ webinarId: webinar.id, userId: member.user.id, status: 'registered', createdAt: new Date(start - 2 * DAY) });
    await webinarReminders(db(), new Date(start - 30 * MINUTE));
    expect(await remindersOf(member.user.id)).toEqual([]);
  });
});

describe('the host', () => {
  const mark = (id: number, what: 'start' | 'end', cookie: string) =>
    send('POST', `/api/webinars/${id}/${what}`, undefined, cookie);

  it('starts from 15 minutes before the time, ends once live, and nobody else may', async () => {
    const early = await makeWebinar({ startsAt: new Date(Date.now() + 20 * MINUTE) });
    const tooSoon = await mark(early.webinar.id, 'start', early.host.cookie);
    expect([tooSoon.status, await messageOf(tooSoon)]).toEqual([409, 'A webinar can be started from 15 minutes before its time']);
    const notYet = await mark(early.webinar.id, 'end', early.host.cookie);
    expect([notYet.status, await messageOf(notYet)]).toEqual([409, 'This webinar has not started yet']);

    const { webinar, host } = await makeWebinar({ startsAt: new Date(Date.now() + 10 * MINUTE) });
    const member = await verified();
    const stranger = await mark(webinar.id, 'start', member.cookie);
    expect([stranger.status, await messageOf(stranger)]).toEqual([403, 'Only the host can do that']);
    const started = await mark(webinar.id, 'start', host.cookie);
    expect(started.status).toBe(200);
    expect(((await started.json()) as WebinarPage).webinar.phase).toBe('live');
    const twice = await mark(webinar.id, 'start', host.cookie);
    expect([twice.status, await messageOf(twice)]).toEqual([409, 'This webinar has already started']);

    const boss = await admin();
    const ended = await mark(webinar.id, 'end', boss.cookie);
    expect(((await ended.json()) as WebinarPage).webinar.phase).toBe('ended');
    const again = await mark(webinar.id, 'end', host.cookie);
    expect([again.status, await messageOf(again)]).toEqual([409, 'This webinar has ended']);
  });
});
