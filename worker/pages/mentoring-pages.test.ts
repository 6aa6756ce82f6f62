import { beforeAll, describe, expect, it } from 'vitest';
import { edgeState } from '../test/community-helpers';
import { makeUser, request, setFlag } from '../test/helpers';
import { hourAhead, makeMentor, makeSession } from '../test/mentoring';

// Mentoring's pages at the edge: a mentor's by id or slug, and a session's for its two people only.
describe('mentoring pages', () => {
  beforeAll(() => setFlag('mentor_program_access', true));

  it('send discovery’s first page, for the filters in the URL, with the HTML', async () => {
    const mentor = await makeMentor({ specialties: ['macro'], headline: 'Macro work up close' });
    const html = await (await request('/mentor-discovery?specialty=macro&sort=price')).text();
    const answers = Object.entries(edgeState(html).api ?? {});
    expect(answers).toHaveLength(1);
    const [key, answer] = answers[0] ?? [];
    expect(key).toContain('specialty=macro');
    expect(key).toContain('sort=price');
    expect((answer as { mentors: { userId: number }[] }).mentors.map((m) => m.userId)).toContain(mentor.user.id);
  });

  it('serve a listed mentor by id or slug with their name as the title, and 404 for anyone else', async () => {
    const mentor = await makeMentor({ slug: `pat-lens-${Date.now().toString(36)}` });
    const byId = await request(`/mentors/${mentor.user.id}`);
    expect(byId.status).toBe(200);
    expect(await byId.text()).toContain('<title>Test User | Aperture Circle</title>');
    const { cookie } = await makeUser();
    const book = await request(`/mentors/${mentor.user.id}/book`, { cookie });
    expect(await book.text()).toContain('<title>Book a Session with Test User | Aperture Circle</title>');
    const member = await makeUser();
    expect((await request(`/mentors/${member.user.id}`)).status).toBe(404);
    expect((await request('/mentors/no-such-mentor')).status).toBe(404);
  });

  it('send visitors to sign in from a session page, and show it to its two people only', async () => {
    const mentor = await makeMentor();
    const student = await makeUser();
    const session = await makeSession(mentor.user.id, student.user.id, hourAhead(2));
    const visitor = await request(`/session-invite/${session.id}`, { redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('Location')).toBe(`/auth?tab=login&next=/session-invite/${session.id}`);
    for (const cookie of [student.cookie, mentor.cookie]) {
      expect((await request(`/session-invite/${session.id}`, { cookie })).status).toBe(200);
    }
    const other = await makeUser();
    expect((await request(`/session-invite/${session.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await request(`/checkout/${session.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await request(`/checkout/${session.id}`, { cookie: student.cookie })).status).toBe(200);
  });
});
