import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runScheduledJobs } from '../../cron';
import { JPEG } from '../../test/images';
import { withKeys } from '../../test/community-helpers';
import { ORIGIN, makeChallenge, makeEntry, makeUser, present, request, send } from '../../test/helpers';

const HOUR = 3600_000;
const T0 = Date.parse('2026-12-01T12:00:00Z');
const at = (hours: number) => new Date(T0 + hours * HOUR).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

const verified = () => makeUser({ emailVerifiedAt: new Date(T0 - 86_400_000) });
const challengeBody = (fields: Record<string, unknown> = {}) => ({
  title: 'Red Doors',
  description: 'Any red door, anywhere.',
  category: 'Street',
  startDate: at(1),
  endDate: at(25),
  submissionLimit: 2,
  ...fields,
});

async function create(cookie: string, fields: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/user-challenges', challengeBody(fields), cookie);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as {
    id: number;
    key: string | null;
    inviteCode?: string;
    creatorName: string;
    votingEndDate: string;
  };
}

function enter(challengeId: number, cookie: string, inviteCode?: string) {
  const form = new FormData();
  form.append('photo', new Blob([JPEG as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), 'door.jpg');
  form.append('title', 'The red door');
  form.append('altText', 'A red door in a white wall');
  if (inviteCode) form.append('inviteCode', inviteCode);
  return request(`/api/challenges/${challengeId}/submissions`, {
    method: 'POST',
    cookie,
    headers: { Origin: ORIGIN },
    body: form,
  });
}

describe('community challenges', () => {
  it('are created by verified members, with voting 24 h after entries close', async () => {
    const creator = await verified();
    const made = await create(creator.cookie);
    expect(made).toMatchObject({
      creatorName: creator.user.username,
      isUserChallenge: true,
      privacyType: 'public',
      votingEndDate: at(49),
    });
    const unverified = await makeUser();
    const refused = await send('POST', '/api/user-challenges', challengeBody(), unverified.cookie);
    expect(refused.status).toBe(403);
    const past = await send('POST', '/api/user-challenges', challengeBody({ startDate: at(-5) }), creator.cookie);
    expect(await past.json()).toMatchObject({ message: "startDate: The start date can't be in the past" });
  });

  it('list only public ones, never among the official challenges', async () => {
    const creator = await verified();
    const shown = await create(creator.cookie, { title: 'Public one' });
    const unlisted = await create(creator.cookie, { title: 'Unlisted one', privacyType: 'unlisted' });
    const community = (await (await request('/api/user-challenges?limit=100')).json()) as { id: number }[];
    expect(community.map((c) => c.id)).toContain(shown.id);
    expect(community.map((c) => c.id)).not.toContain(unlisted.id);
    const official = (await (await request('/api/challenges?limit=100')).json()) as { id: number }[];
    expect(official.map((c) => c.id)).not.toContain(shown.id);
    expect(shown.key).toBeNull();
    expect(unlisted.key).toMatch(/^[0-9a-f]{32}$/);
    expect((await request(`/api/user-challenges/${unlisted.id}`)).status).toBe(404);
    expect((await request(`/api/user-challenges/${unlisted.key}`)).status).toBe(200);
  });

  it('keep entries and voting open at least an hour each', async () => {
    const creator = await verified();
    const seconds = await send(
      'POST',
      '/api/user-challenges',
      challengeBody({ startDate: at(1), endDate: at(1 + 40 / 3600) }),
      creator.cookie,
    );
    expect(seconds.status).toBe(400);
    expect(await seconds.json()).toMatchObject({
      message: 'endDate: Entries must stay open for at least 1 hour',
      issues: [{ path: 'endDate', message: 'Entries must stay open for at least 1 hour' }],
    });
    const quickVote = await send(
      'POST',
      '/api/user-challenges',
      challengeBody({ endDate: at(2), votingEndDate: at(2.5) }),
      creator.cookie,
    );
    expect(quickVote.status).toBe(400);
    expect(await quickVote.json()).toMatchObject({
      message: 'votingEndDate: Voting must stay open for at least 1 hour after entries close',
      issues: [{ path: 'votingEndDate', message: 'Voting must stay open for at least 1 hour after entries close' }],
    });
    await create(creator.cookie, { startDate: at(1), endDate: at(2), votingEndDate: at(3) });
  });

  it('take covers from this site only', async () => {
    const creator = await verified();
    for (const coverImage of ['https://tracker.example/pixel.gif', '//tracker.example/pixel.gif', '/\\tracker.example/p.gif']) {
      const res = await send('POST', '/api/user-challenges', challengeBody({ coverImage }), creator.cookie);
      expect(res.status, coverImage).toBe(400);
      expect(await res.json()).toMatchObject({
        message: 'coverImage: Cover images must be a path on this site, such as /api/uploads/…',
      });
    }
    expect(await create(creator.cookie, { coverImage: '/api/uploads/photos/demo-street-2.jpg' })).toMatchObject({
      coverImage: '/api/uploads/photos/demo-street-2.jpg',
    });
  });

  it('let only invited members enter an invite-only challenge, and show the code to its creator only', async () => {
    const creator = await verified();
    const made = await create(creator.cookie, { privacyType: 'invite', startDate: at(-0.1) });
    expect(made.inviteCode).toMatch(/^[\w-]{16}$/);
    const guest = await verified();
    // The guest opened the challenge's link, so their browser holds its key.
    const guestWithKey = withKeys(guest.cookie, present(made.key, "the invite-only challenge's key"));
    expect(await (await request(`/api/user-challenges/${made.id}`, { cookie: guestWithKey })).json()).not.toHaveProperty(
      'inviteCode',
    );
    expect((await enter(made.id, guest.cookie)).status).toBe(404);
    const uninvited = await enter(made.id, guestWithKey);
    expect(uninvited.status).toBe(403);
    expect(await uninvited.json()).toMatchObject({ message: 'This challenge is by invitation only' });
    expect((await enter(made.id, guestWithKey, made.inviteCode)).status).toBe(201);
  });

  it('keep their creator from voting, take likes as type=user, and stay off the leaderboard', async () => {
    const creator = await verified();
    const made = await create(creator.cookie, { startDate: at(0), endDate: at(24) });
    const entrant = await verified();
    const entry = await makeEntry(made.id, entrant.user.id, 'Community entry');
    vi.setSystemTime(T0 + 30 * HOUR);
    const creatorVote = await send('POST', `/api/user-submissions/${entry.id}/vote`, { score: 9 }, creator.cookie);
    expect(creatorVote.status).toBe(403);
    expect(await creatorVote.json()).toMatchObject({ message: "You can't vote in a challenge you created" });
    const voter = await verified();
    expect((await send('POST', `/api/user-submissions/${entry.id}/vote`, { score: 9 }, voter.cookie)).status).toBe(200);

    expect(await (await send('POST', '/api/likes', { userSubmissionId: entry.id }, voter.cookie)).json()).toEqual({
      liked: true,
    });
    expect(await (await request(`/api/likes/user/${entry.id}`)).json()).toEqual({ likesCount: '1' });
    expect(await (await request(`/api/user-submissions/${entry.id}/comments`)).json()).toEqual([]);

    await runScheduledJobs(env, '*/5 * * * *', T0 + 49 * HOUR);
    const results = (await (await request(`/api/user-challenges/${made.id}/submissions`)).json()) as { rank: number }[];
    expect(results[0]?.rank).toBe(1);
    const board = (await (await request('/api/leaderboard?limit=100')).json()) as { id: number }[];
    expect(board.some((row) => row.id === entrant.user.id)).toBe(false);
  });

  it("mark their entries as user photos, and official challenges' entries not", async () => {
    const creator = await verified();
    const made = await create(creator.cookie, { startDate: at(0), endDate: at(24) });
    const entrant = await verified();
    const entry = await makeEntry(made.id, entrant.user.id, 'Community entry');
    const official = await makeEntry((await makeChallenge('active')).id, entrant.user.id, 'Official entry');
    expect(await (await request(`/api/user-challenges/${made.id}/submissions`)).json()).toMatchObject([
      { id: entry.id, isUserChallenge: true },
    ]);
    expect(await (await request(`/api/user-submissions/${entry.id}`)).json()).toMatchObject({ isUserChallenge: true });
    expect(await (await request(`/api/submissions/${official.id}`)).json()).toMatchObject({ isUserChallenge: false });
  });

  it('are listed for admins and can be removed by them', async () => {
    const creator = await verified();
    const made = await create(creator.cookie, { privacyType: 'invite' });
    const admin = await makeUser({ isAdmin: true });
    const { challenges: list } = (await (await request('/api/admin/user-challenges', { cookie: admin.cookie })).json()) as {
      challenges: { id: number }[];
    };
    expect(list.map((c) => c.id)).toContain(made.id);
    expect((await send('DELETE', `/api/admin/user-challenges/${made.id}`, undefined, admin.cookie)).status).toBe(200);
    expect((await request(`/api/user-challenges/${made.id}`)).status).toBe(404);
  });
});
