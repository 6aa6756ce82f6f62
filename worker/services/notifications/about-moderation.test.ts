import { describe, expect, it } from 'vitest';
import { bellOf, makeChallenge, makeEntry, makeUser, present, request, send } from '../../test/helpers';
import { makeMentor } from '../../test/mentoring';

const admin = () => makeUser({ isAdmin: true });
const verified = () => makeUser({ emailVerifiedAt: new Date() });

describe("notices of an admin's action on a member's work", () => {
  it('tell the maker of a removed entry why, once, whether removed directly or through a report', async () => {
    const challenge = await makeChallenge('active');
    const author = await verified();
    const [direct, reported] = [
      await makeEntry(challenge.id, author.user.id, 'Harbour at dawn'),
      await makeEntry(challenge.id, author.user.id, 'Night market'),
    ];
    const { cookie } = await admin();
    const removal = { reason: 'It was entered in two challenges' };
    expect((await send('POST', `/api/admin/submissions/${direct.id}/remove`, removal, cookie)).status).toBe(200);
    expect((await send('POST', `/api/admin/submissions/${direct.id}/remove`, removal, cookie)).status).toBe(200);

    const reporter = await verified();
    await send('POST', `/api/submissions/${reported.id}/report`, { reason: 'Not their own work' }, reporter.cookie);
    const [report] = (await (await request('/api/admin/reports', { cookie })).json()) as { id: number }[];
    const resolved = await send(
      'POST',
      `/api/admin/reports/${present(report, 'the report').id}/resolve`,
      { resolution: 'remove', reason: 'Not your own work' },
      cookie,
    );
    expect(resolved.status).toBe(200);

    expect(await bellOf(author.user.id)).toEqual([
      { kind: 'content_removed', text: 'An admin removed your photo “Night market”: Not your own work', link: '/rules' },
      {
        kind: 'content_removed',
        text: 'An admin removed your photo “Harbour at dawn”: It was entered in two challenges',
        link: '/rules',
      },
    ]);
  });

  it('tell a commenter and a community challenge’s creator, and refuse a reason too long', async () => {
    const creator = await verified();
    const challenge = await makeChallenge('active', { creatorId: creator.user.id, title: 'Rainy streets' });
    const entry = await makeEntry(challenge.id, creator.user.id);
    const commenter = await verified();
    const posted = await send(
      'POST',
      `/api/submissions/${entry.id}/comments`,
      { body: 'Buy cheap lenses at my shop' },
      commenter.cookie,
    );
    const { id: commentId } = (await posted.json()) as { id: number };
    const { cookie } = await admin();

    const tooLong = await send('DELETE', `/api/admin/comments/${commentId}`, { reason: 'x'.repeat(301) }, cookie);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ message: 'reason: Keep the reason under 300 characters' });
    expect(await bellOf(commenter.user.id)).toEqual([]);

    const deleted = await send('DELETE', `/api/admin/comments/${commentId}`, { reason: 'Advertising' }, cookie);
    expect(await deleted.json()).toEqual({ message: 'Comment deleted' });
    expect(await bellOf(commenter.user.id)).toEqual([
      {
        kind: 'content_removed',
        text: 'An admin removed your comment “Buy cheap lenses at my shop”: Advertising',
        link: `/photo/${entry.id}?type=user`,
      },
    ]);

    expect((await send('POST', `/api/admin/challenges/${challenge.id}/remove`, undefined, cookie)).status).toBe(200);
    expect((await send('POST', `/api/admin/challenges/${challenge.id}/remove`, undefined, cookie)).status).toBe(200);
    expect((await bellOf(creator.user.id)).filter((line) => line.kind === 'content_removed')).toEqual([
      { kind: 'content_removed', text: 'An admin removed your challenge “Rainy streets”', link: '/rules' },
    ]);
  });

  it('tell a mentor their listing was hidden and restored, once per change', async () => {
    const mentor = await makeMentor();
    const { cookie } = await admin();
    const path = `/api/admin/mentors/${mentor.user.id}/suspension`;
    await send('PUT', path, { suspended: true, reason: 'Three sessions missed this month' }, cookie);
    await send('PUT', path, { suspended: true, reason: 'Three sessions missed this month' }, cookie);
    await send('PUT', path, { suspended: false }, cookie);
    expect(await bellOf(mentor.user.id)).toEqual([
      { kind: 'content_restored', text: 'An admin restored your mentor listing', link: '/mentor-dashboard' },
      {
        kind: 'content_removed',
        text: 'An admin hid your mentor listing: Three sessions missed this month',
        link: '/mentor-dashboard',
      },
    ]);
  });
});
