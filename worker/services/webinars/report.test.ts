import { describe, expect, it } from 'vitest';
import { webinarAttendance, webinarFeedback, webinarRegistrations, webinars } from '../../../db/schema';
import type { WebinarReport } from '../../contract/webinar-report';
import { db, makeUser, present, request } from '../../test/helpers';
import { webinarReport } from './report';

const MINUTE = 60_000;

// A webinar run from 180 to 120 minutes ago, hosted by an admin.
async function endedWebinar() {
  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
  const host = await makeUser({ isAdmin: true });
  const [row] = await db()
    .insert(webinars)
    .values({
      title: 'Reading the light',
      hostId: host.user.id,
      startsAt: ago(180),
      durationMinutes: 60,
      capacity: 10,
      startedAt: ago(180),
      endedAt: ago(120),
    })
    .returning();
  return { webinar: present(row), host, ago };
}

describe("a webinar's report", () => {
  it('counts minutes present once for overlapping visits, closes a lost leave at the end, and finds the peak', async () => {
    const { webinar, host, ago } = await endedWebinar();
    const [twoTabs, lostLeave, neverCame] = [await makeUser(), await makeUser(), await makeUser()];
    await db()
      .insert(webinarRegistrations)
      .values(
        [twoTabs, lostLeave, neverCame].map((m) => ({ webinarId: webinar.id, userId: m.user.id, status: 'registered' as const })),
      );
    await db()
      .insert(webinarAttendance)
      .values([
        // 180→150 and 165→135 overlap: 45 minutes, in two visits.
        { webinarId: webinar.id, userId: twoTabs.user.id, joinedAt: ago(180), leftAt: ago(150) },
        { webinarId: webinar.id, userId: twoTabs.user.id, joinedAt: ago(165), leftAt: ago(135) },
        // Never left, as the room wrote it: until the host ended it, 30 minutes.
        { webinarId: webinar.id, userId: lostLeave.user.id, joinedAt: ago(150) },
        { webinarId: webinar.id, userId: host.user.id, joinedAt: ago(180), leftAt: ago(120) },
      ]);
    await db()
      .insert(webinarFeedback)
      .values({ webinarId: webinar.id, userId: twoTabs.user.id, webinarRating: 4, hostRating: 5, comment: '=SUM(A1)' });

    const asked = ago(160);
    const report = await webinarReport(
      db(),
      async () => ({
        questions: [
          {
            id: 1,
            userId: lostLeave.user.id,
            name: 'Ana',
            text: 'Which lens?',
            at: asked.getTime(),
            votes: 3,
            answered: true,
            pinned: false,
          },
        ],
        polls: [{ id: 1, question: 'Film or digital?', options: ['Film', 'Digital'], counts: [2, 1], open: false }],
      }),
      webinar.id,
    );
    const byUser = new Map(report.attendance.attendees.map((a) => [a.userId, a]));
    expect([byUser.get(twoTabs.user.id)?.minutes, byUser.get(twoTabs.user.id)?.visits]).toEqual([45, 2]);
    expect([byUser.get(lostLeave.user.id)?.minutes, byUser.get(lostLeave.user.id)?.lastLeftAt]).toEqual([30, null]);
    expect([byUser.get(host.user.id)?.minutes, byUser.get(host.user.id)?.seat]).toEqual([60, null]);
    expect(byUser.has(neverCame.user.id)).toBe(false);
    const { registered, attendedOfRegistered, peak, averageMinutes } = report.attendance;
    // At 150 minutes ago: both tabs' member, the one who never left and the host.
    expect({ registered, attendedOfRegistered, peak, averageMinutes }).toEqual({
      registered: 3,
      attendedOfRegistered: 2,
      peak: 3,
      averageMinutes: 38,
    });
    expect(report.questions).toEqual([
      { id: 1, name: 'Ana', text: 'Which lens?', askedAt: asked.toISOString(), votes: 3, answered: true, pinned: false },
    ]);
    expect(report.polls).toEqual([
      {
        id: 1,
        question: 'Film or digital?',
        options: [
          { text: 'Film', votes: 2 },
          { text: 'Digital', votes: 1 },
        ],
        open: false,
      },
    ]);
    expect([report.feedback.count, report.feedback.webinarAverage]).toEqual([1, 4]);
  });

  it('is for admins, answers 404 for an unknown webinar, and reads the live room', async () => {
    const { webinar, host } = await endedWebinar();
    const member = await makeUser();
    expect((await request(`/api/admin/webinars/${webinar.id}/report`, { cookie: member.cookie })).status).toBe(403);
    expect((await request('/api/admin/webinars/987654321/report', { cookie: host.cookie })).status).toBe(404);
    const res = await request(`/api/admin/webinars/${webinar.id}/report`, { cookie: host.cookie });
    expect(res.status).toBe(200);
    const report = (await res.json()) as WebinarReport;
    expect([report.questions, report.polls, report.attendance.attendees]).toEqual([[], [], []]);
  });
});
