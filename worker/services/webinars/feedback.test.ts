import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webinarAttendance, webinarFeedback, webinars } from '../../../db/schema';
import type { FeedbackPage } from '../../contract/webinars';
import { db, makeUser, present, request, send } from '../../test/helpers';

const HOUR = 3600_000;

// A webinar that ended an hour ago, its host an admin, with `attended` members who were there.
async function pastWebinar(attended: number) {
  const host = await makeUser({ isAdmin: true });
  const [row] = await db()
    .insert(webinars)
    .values({
      title: 'Light on faces',
      hostId: host.user.id,
      startsAt: new Date(Date.now() - 3 * HOUR),
      durationMinutes: 60,
      capacity: 10,
      startedAt: new Date(Date.now() - 3 * HOUR),
      endedAt: new Date(Date.now() - 2 * HOUR),
    })
    .returning();
  const webinar = present(row);
  const people = [];
  for (let i = 0; i < attended; i++) {
    const person = await makeUser({ firstName: `Guest${i}`, lastName: 'Lens' });
    await db()
      .insert(webinarAttendance)
      .values({ webinarId: webinar.id, userId: person.user.id, joinedAt: new Date(Date.now() - 3 * HOUR) });
    people.push(person);
  }
  return { webinar, host, people };
}

const give = (id: number, cookie: string, body: unknown) => send('POST', `/api/webinars/${id}/feedback`, body, cookie);
const pageOf = async (id: number, cookie: string) =>
  (await (await request(`/api/webinars/${id}/feedback`, { cookie })).json()) as FeedbackPage;
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('webinar feedback', () => {
  it('is given once by those who attended, and the host and admins read it with the averages', async () => {
    const { webinar, host, people } = await pastWebinar(2);
    const [a, b] = [present(people[0]), present(people[1])];
    expect((await pageOf(webinar.id, a.cookie)).mayGive).toBe(true);
    // A double click: one feedback.
    const twice = await Promise.all(
      [1, 2].map(() => give(webinar.id, a.cookie, { webinarRating: 5, hostRating: 4, comment: ' Clear and kind. ' })),
    );
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await messageOf(present(twice.find((r) => r.status === 409)))).toBe('You have already given feedback on this webinar');
    expect((await give(webinar.id, b.cookie, { webinarRating: 2, hostRating: 5 })).status).toBe(201);

    const mine = await pageOf(webinar.id, a.cookie);
    expect([mine.mine?.comment, mine.mayGive, mine.summary]).toEqual(['Clear and kind.', false, null]);
    const summary = present((await pageOf(webinar.id, host.cookie)).summary);
    expect([summary.count, summary.webinarAverage, summary.hostAverage]).toEqual([2, 3.5, 4.5]);
    expect(summary.feedback.map((f) => f.name).sort()).toEqual(['Guest0 Lens', 'Guest1 Lens']);
  });

  it('is refused, writing nothing, to those who did not attend, to the host, and with ratings out of range', async () => {
    const { webinar, host, people } = await pastWebinar(1);
    const stranger = await makeUser();
    const cases: [string, unknown, number, string][] = [
      [stranger.cookie, { webinarRating: 4, hostRating: 4 }, 403, 'Only those who attended this webinar can give feedback on it'],
      [host.cookie, { webinarRating: 5, hostRating: 5 }, 403, 'Only those who attended this webinar can give feedback on it'],
      [present(people[0]).cookie, { webinarRating: 0, hostRating: 4 }, 400, 'webinarRating: Rate the webinar from 1 to 5'],
      [present(people[0]).cookie, { webinarRating: 4, hostRating: 6 }, 400, 'hostRating: Rate the host from 1 to 5'],
    ];
    for (const [cookie, body, status, message] of cases) {
      const res = await give(webinar.id, cookie, body);
      expect([res.status, await messageOf(res)]).toEqual([status, message]);
    }
    expect(await db().select().from(webinarFeedback).where(eq(webinarFeedback.webinarId, webinar.id))).toEqual([]);
    expect((await give(987_654_321, stranger.cookie, { webinarRating: 4, hostRating: 4 })).status).toBe(404);
  });
});
