import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, mentorProfiles } from '../../../db/schema';
import type { AdminMentor } from '../../contract/admin-mentors';
import type { MentorApplication, MentorCard, MentorDetail, MyMentorProfile } from '../../contract/mentors';
import { db, mailTo, makeUser, present, request, send, setFlag } from '../../test/helpers';
import { makeMentor } from '../../test/mentoring';

beforeAll(() => setFlag('mentor_program_access', true));

const application = (extra: Partial<MentorApplication> = {}): MentorApplication => ({
  headline: 'Portrait photographer and teacher',
  bio: 'Twelve years of magazine portraits. I help people direct their subjects and shape light on location.',
  specialties: ['portrait', 'lighting'],
  yearsExperience: 12,
  portfolioLinks: ['https://example.com/portfolio'],
  hourlyRateCents: 9_000,
  sessionOffers: [
    { type: 'one_on_one', durations: [30, 60] },
    { type: 'portfolio_review', durations: [45] },
  ],
  timeZone: 'Europe/Berlin',
  languages: ['English', 'German'],
  ...extra,
});

const verified = (extra = {}) => makeUser({ emailVerifiedAt: new Date(), ...extra });
const admin = () => makeUser({ isAdmin: true });

async function applied(extra: Partial<MentorApplication> = {}, userFields = {}) {
  const member = await verified(userFields);
  const res = await send('PUT', '/api/mentors/profile/me', application(extra), member.cookie);
  expect(res.status).toBe(200);
  return { ...member, profile: (await res.json()) as MyMentorProfile };
}

async function approved(extra: Partial<MentorApplication> = {}, userFields = {}) {
  const mentor = await applied(extra, userFields);
  const { cookie } = await admin();
  const res = await send('POST', `/api/admin/mentors/${mentor.user.id}/review`, { decision: 'approve', note: '' }, cookie);
  expect(res.status).toBe(200);
  return mentor;
}

// As a signed-in member sees it, fresh: a visitor's answer may come from the edge cache.
let reader: Promise<{ cookie: string }> | undefined;
async function listed(query: string): Promise<MentorCard[]> {
  reader ??= makeUser();
  const res = await request(`/api/mentors?limit=48&${query}`, { cookie: (await reader).cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { mentors: MentorCard[] }).mentors;
}

describe('applying to mentor', () => {
  it('answers 404 for a member with no profile, then their pending application', async () => {
    const member = await verified();
    expect((await request('/api/mentors/profile/me', { cookie: member.cookie })).status).toBe(404);
    const res = await send('PUT', '/api/mentors/profile/me', application(), member.cookie);
    expect(res.status).toBe(200);
    const mine = (await (await request('/api/mentors/profile/me', { cookie: member.cookie })).json()) as MyMentorProfile;
    expect(mine).toMatchObject({ profileStatus: 'pending', hourlyRateCents: 9_000, timeZone: 'Europe/Berlin', suspended: false });
    expect(mine.slug).toMatch(/^test-user/);
  });

  it('refuses visitors, unverified members, bad fields, and everyone while the program is off', async () => {
    expect((await send('PUT', '/api/mentors/profile/me', application())).status).toBe(401);
    const unverified = await makeUser();
    const res = await send('PUT', '/api/mentors/profile/me', application(), unverified.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Verify your email address before applying to mentor' });
    const member = await verified();
    const cases: [Partial<MentorApplication>, string][] = [
      [{ hourlyRateCents: 1_499 }, 'Hourly rate must be at least $15'],
      [{ timeZone: 'Mars/Olympus' }, 'Choose a time zone from the list'],
      [{ sessionOffers: [{ type: 'one_on_one', durations: [20 as 15] }] }, 'sessionOffers'],
      [{ specialties: [] }, 'Pick at least one specialty'],
      [{ portfolioLinks: ['javascript:alert(1)'] }, 'Portfolio links must be web addresses'],
    ];
    for (const [fields, message] of cases) {
      const bad = await send('PUT', '/api/mentors/profile/me', application(fields), member.cookie);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toContain(message);
    }
    expect((await request('/api/mentors/profile/me', { cookie: member.cookie })).status).toBe(404);
    await setFlag('mentor_program_access', false);
    try {
      const off = await send('PUT', '/api/mentors/profile/me', application(), member.cookie);
      expect(off.status).toBe(403);
      expect(await off.json()).toMatchObject({ message: 'Feature Not Available' });
    } finally {
      await setFlag('mentor_program_access', true);
    }
  });

  it('sends a rejected application back to pending when it is submitted again', async () => {
    const mentor = await applied();
    const { cookie } = await admin();
    const noNote = await send('POST', `/api/admin/mentors/${mentor.user.id}/review`, { decision: 'reject' }, cookie);
    expect(noNote.status).toBe(400);
    const note = 'Please add portfolio links that show your own portraits.';
    const rejected = await send('POST', `/api/admin/mentors/${mentor.user.id}/review`, { decision: 'reject', note }, cookie);
    expect(((await rejected.json()) as AdminMentor).profileStatus).toBe('rejected');
    const [mail] = await mailTo(mentor.user.email);
    expect(mail?.subject).toBe('Your mentor application');
    expect(mail?.textBody).toContain(note);
    const again = await send(
      'PUT',
      '/api/mentors/profile/me',
      application({ headline: 'Portraits, lighting and posing' }),
      mentor.cookie,
    );
    expect(((await again.json()) as MyMentorProfile).profileStatus).toBe('pending');
  });
});

describe('a mentor reading their own profile', () => {
  it('gets it as stored, even when it is emptier than an application may be today', async () => {
    const mentor = await makeMentor();
    const res = await request('/api/mentors/profile/me', { cookie: mentor.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ profileStatus: 'approved', headline: '', specialties: [] });
  });
});

describe('reviewing applications', () => {
  it('is for admins only, decides a pending application once, mails it and writes the audit log', async () => {
    const mentor = await applied();
    const member = await verified();
    const path = `/api/admin/mentors/${mentor.user.id}/review`;
    expect((await send('POST', path, { decision: 'approve' }, member.cookie)).status).toBe(403);
    const { user, cookie } = await admin();
    const pending = (await (await request('/api/admin/mentors?filter=pending', { cookie })).json()) as { mentors: AdminMentor[] };
    expect(pending.mentors.map((m) => m.userId)).toContain(mentor.user.id);
    const [first, second] = await Promise.all([
      send('POST', path, { decision: 'approve', note: 'Welcome aboard' }, cookie),
      send('POST', path, { decision: 'reject', note: 'Too late' }, cookie),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const decided = present(await db().query.mentorProfiles.findFirst({ where: eq(mentorProfiles.userId, mentor.user.id) }));
    const [mail] = await mailTo(mentor.user.email);
    expect(mail?.subject).toBe(
      decided.profileStatus === 'approved' ? 'You are now an Aperture Circle mentor' : 'Your mentor application',
    );
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.adminId, user.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'mentor.review', targetId: String(mentor.user.id) });
  });

  it('suspends and restores an approved mentor, who keeps their profile but leaves the list', async () => {
    const mentor = await approved();
    const { cookie } = await admin();
    expect((await listed('sort=price')).map((m) => m.userId)).toContain(mentor.user.id);
    const path = `/api/admin/mentors/${mentor.user.id}/suspension`;
    expect(((await (await send('PUT', path, { suspended: true }, cookie)).json()) as AdminMentor).suspended).toBe(true);
    expect((await listed('sort=price')).map((m) => m.userId)).not.toContain(mentor.user.id);
    expect((await request(`/api/mentors/${mentor.user.id}`)).status).toBe(404);
    const mine = (await (await request('/api/mentors/profile/me', { cookie: mentor.cookie })).json()) as MyMentorProfile;
    expect(mine).toMatchObject({ profileStatus: 'approved', suspended: true });
    await send('PUT', path, { suspended: false }, cookie);
    expect((await request(`/api/mentors/${mentor.user.id}`)).status).toBe(200);
    const pendingOne = await applied();
    const refused = await send('PUT', `/api/admin/mentors/${pendingOne.user.id}/featured`, { featured: true }, cookie);
    expect(refused.status).toBe(409);
  });
});

describe('finding mentors', () => {
  it('lists approved mentors only, searched by name or specialty and filtered by price and session type', async () => {
    const tag = `Zed${Date.now().toString(36)}`;
    const cheap = await approved(
      { hourlyRateCents: 2_000, specialties: ['macro'], sessionOffers: [{ type: 'technical_help', durations: [15] }] },
      { lastName: tag },
    );
    const dear = await approved({ hourlyRateCents: 40_000, specialties: ['macro'] }, { lastName: tag });
    const waiting = await applied({ specialties: ['macro'] }, { lastName: tag });
    const ids = (mentors: MentorCard[]) => mentors.map((m) => m.userId);
    expect(ids(await listed(`q=${tag}&sort=price`))).toEqual([cheap.user.id, dear.user.id]);
    expect(ids(await listed(`q=${tag}`))).not.toContain(waiting.user.id);
    expect(ids(await listed(`q=${tag}&maxRateCents=5000`))).toEqual([cheap.user.id]);
    expect(ids(await listed(`q=${tag}&sessionType=portfolio_review`))).toEqual([dear.user.id]);
    expect(ids(await listed(`specialty=macro&minRateCents=30000&q=${tag}`))).toEqual([dear.user.id]);
    expect(ids(await listed(`q=${tag}&minRating=4`))).toEqual([]);
    expect((await request('/api/mentors?sort=cheapest')).status).toBe(400);
  });

  it('shows a profile by id or slug with a price for every session type and duration', async () => {
    const mentor = await approved({ hourlyRateCents: 8_999 });
    const byId = (await (await request(`/api/mentors/${mentor.user.id}`)).json()) as MentorDetail;
    const bySlug = (await (await request(`/api/mentors/${present(mentor.profile.slug)}`)).json()) as MentorDetail;
    expect(bySlug.userId).toBe(mentor.user.id);
    // $89.99 an hour: 30 minutes is 44.995, rounded half up to 45.00; 45 minutes 67.4925 → 67.49.
    expect(byId.offers).toEqual([
      {
        type: 'one_on_one',
        prices: [
          { durationMinutes: 30, priceCents: 4_500 },
          { durationMinutes: 60, priceCents: 8_999 },
        ],
      },
      { type: 'portfolio_review', prices: [{ durationMinutes: 45, priceCents: 6_749 }] },
    ]);
    expect((await request('/api/mentors/no-such-mentor')).status).toBe(404);
    expect((await request('/api/mentors/Bad%20Slug')).status).toBe(400);
  });

  it('offers free times from the weekly hours, and none when the mentor has set none', async () => {
    const mentor = await approved();
    const from = new Date(Date.now() + 86_400_000).toISOString();
    const none = await request(`/api/mentors/${mentor.user.id}/slots?durationMinutes=30&from=${from}&days=7`);
    expect(await none.json()).toEqual({ mentorTimeZone: 'Europe/Berlin', slots: [] });
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '09:00', end: '12:00' }));
    await db().update(mentorProfiles).set({ weeklyHours: everyDay }).where(eq(mentorProfiles.userId, mentor.user.id));
    const res = await request(`/api/mentors/${mentor.user.id}/slots?durationMinutes=60&from=${from}&days=7`);
    const { slots } = (await res.json()) as { slots: string[] };
    // Five hour-long starts each morning (9:00 to 11:00, every 30 minutes), seven days.
    expect(slots.length).toBeGreaterThanOrEqual(5 * 6);
    expect(slots.length).toBeLessThanOrEqual(5 * 8);
    expect((await request(`/api/mentors/${mentor.user.id}/slots?durationMinutes=20&from=${from}`)).status).toBe(400);
  });
});

describe('availability settings', () => {
  const rules = {
    timeZone: 'Europe/Berlin',
    weeklyHours: [{ day: 1, start: '09:00', end: '12:00' }],
    overrides: [{ date: '2026-12-24', hours: [] }],
    timeOff: [{ from: '2026-12-28', to: '2027-01-03' }],
    bufferMinutes: 10,
    minNoticeMinutes: 720,
    bookingWindowDays: 60,
  };

  it('saves the rules, moves the zone with them, and refreshes the next free time', async () => {
    const mentor = await approved();
    expect((await request('/api/mentors/availability/me', { cookie: mentor.cookie })).status).toBe(200);
    const saved = await send('PUT', '/api/mentors/availability/me', { ...rules, timeZone: 'America/New_York' }, mentor.cookie);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ timeZone: 'America/New_York', weeklyHours: rules.weeklyHours });
    const card = (await (await request(`/api/mentors/${mentor.user.id}`)).json()) as MentorDetail;
    expect(card.timeZone).toBe('America/New_York');
    expect(card.nextAvailableAt).not.toBeNull();
  });

  it('refuses overlapping ranges, a range that ends before it starts, and members with no profile', async () => {
    const mentor = await approved();
    const cases: [object, string][] = [
      [
        {
          weeklyHours: [
            { day: 1, start: '09:00', end: '12:00' },
            { day: 1, start: '11:00', end: '13:00' },
          ],
        },
        'must not overlap',
      ],
      [{ weeklyHours: [{ day: 2, start: '12:00', end: '09:00' }] }, 'must end after it starts'],
      [{ timeOff: [{ from: '2027-01-03', to: '2026-12-28' }] }, 'must end on or after'],
      [{ weeklyHours: [{ day: 2, start: '9:00', end: '10:00' }] }, 'HH:MM'],
    ];
    for (const [change, message] of cases) {
      const res = await send('PUT', '/api/mentors/availability/me', { ...rules, ...change }, mentor.cookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    const member = await verified();
    expect((await send('PUT', '/api/mentors/availability/me', rules, member.cookie)).status).toBe(404);
  });
});

describe('the home page’s featured mentors', () => {
  it('are the approved mentors admins feature, longest-featured first, and never a suspended one', async () => {
    const { cookie } = await admin();
    const [a, b] = [await approved(), await approved()];
    for (const mentor of [a, b]) await send('PUT', `/api/admin/mentors/${mentor.user.id}/featured`, { featured: true }, cookie);
    const featuredIds = async () => {
      const html = await (await request('/')).text();
      const state = JSON.parse(html.match(/<script[^>]*id="edge-state"[^>]*>(.*?)<\/script>/s)?.[1] ?? '{}');
      return (state.page.mentors as MentorCard[]).map((m) => m.userId);
    };
    expect(await featuredIds()).toEqual([a.user.id, b.user.id]);
    await send('PUT', `/api/admin/mentors/${a.user.id}/suspension`, { suspended: true }, cookie);
    expect(await featuredIds()).toEqual([b.user.id]);
  });
});
