import { describe, expect, it } from 'vitest';
import { makeChallenge, makeEntry, makeUser, present, request, send } from '../../test/helpers';

const day = (iso: string) => new Date(iso).toISOString();

describe('admin challenge scheduling', () => {
  it('plans a challenge, refuses a second daily one for the same day, and edits it', async () => {
    const admin = await makeUser({ isAdmin: true });
    const body = {
      title: 'Reflections',
      category: 'Street',
      startDate: day('2027-03-01T05:00:00Z'),
      endDate: day('2027-03-02T05:00:00Z'),
      votingEndDate: day('2027-03-03T05:00:00Z'),
    };
    const created = await send('POST', '/api/admin/challenges', body, admin.cookie);
    expect(created.status).toBe(201);
    const challenge = (await created.json()) as { id: number; isDaily: boolean; category: string; status: string };
    expect(challenge).toMatchObject({ isDaily: true, category: 'street', status: 'upcoming' });
    const twice = await send('POST', '/api/admin/challenges', { ...body, title: 'Again' }, admin.cookie);
    expect(twice.status).toBe(409);
    const edited = await send(
      'PUT',
      `/api/admin/challenges/${challenge.id}`,
      { ...body, title: 'Reflections in glass' },
      admin.cookie,
    );
    expect(await edited.json()).toMatchObject({ title: 'Reflections in glass' });
  });

  it('refuses impossible dates and members', async () => {
    const admin = await makeUser({ isAdmin: true });
    const backwards = await send(
      'POST',
      '/api/admin/challenges',
      { title: 'Backwards', category: 'macro', startDate: day('2027-01-02T00:00:00Z'), endDate: day('2027-01-01T00:00:00Z') },
      admin.cookie,
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({ message: 'endDate: End date must be after the start date' });
    const member = await makeUser();
    expect((await send('POST', '/api/admin/challenges', {}, member.cookie)).status).toBe(403);
  });

  it('keeps the evergreen pool', async () => {
    const admin = await makeUser({ isAdmin: true });
    const res = await send('POST', '/api/admin/evergreen-themes', { category: 'portrait', title: 'Window light' }, admin.cookie);
    expect(res.status).toBe(201);
    const list = (await (await request('/api/admin/evergreen-themes', { cookie: admin.cookie })).json()) as { title: string }[];
    expect(list.map((t) => t.title)).toContain('Window light');
  });
});

describe('reports', () => {
  it('queue an entry for review without hiding it, until an admin removes it', async () => {
    const challenge = await makeChallenge('active');
    const author = await makeUser();
    const photo = await makeEntry(challenge.id, author.user.id);
    const reporter = await makeUser();
    const reported = await send(
      'POST',
      `/api/submissions/${photo.id}/report`,
      { reason: 'Not the photographer’s own work' },
      reporter.cookie,
    );
    expect(reported.status).toBe(201);
    expect((await request(`/api/submissions/${photo.id}`)).status).toBe(200);

    const admin = await makeUser({ isAdmin: true });
    const queue = (await (await request('/api/admin/reports', { cookie: admin.cookie })).json()) as {
      id: number;
      submissionId: number;
      isUserChallenge: boolean;
    }[];
    const report = present(
      queue.find((r) => r.submissionId === photo.id),
      'the report in the queue',
    );
    expect(report).toMatchObject({ isUserChallenge: false });
    const resolved = await send('POST', `/api/admin/reports/${report.id}/resolve`, { resolution: 'remove' }, admin.cookie);
    expect(resolved.status).toBe(200);
    expect((await request(`/api/submissions/${photo.id}`)).status).toBe(404);
    const after = (await (await request('/api/admin/reports', { cookie: admin.cookie })).json()) as { submissionId: number }[];
    expect(after.some((r) => r.submissionId === photo.id)).toBe(false);
  });

  it('say when the reported photo is a community entry', async () => {
    const creator = await makeUser();
    const challenge = await makeChallenge('active', { creatorId: creator.user.id });
    const photo = await makeEntry(challenge.id, (await makeUser()).user.id);
    const reporter = await makeUser();
    expect((await send('POST', `/api/user-submissions/${photo.id}/report`, { reason: 'Spam' }, reporter.cookie)).status).toBe(
      201,
    );
    const admin = await makeUser({ isAdmin: true });
    const queue = (await (await request('/api/admin/reports', { cookie: admin.cookie })).json()) as {
      submissionId: number;
      isUserChallenge: boolean;
    }[];
    expect(queue.find((r) => r.submissionId === photo.id)).toMatchObject({ isUserChallenge: true });
  });
});
