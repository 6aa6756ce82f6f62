import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { critiqueCredits, critiqueRequests, critiques, reports } from '../../../db/schema';
import type { CreditsDto, GivenList, RequestList, RequestPage } from '../../contract/critiques';
import { verified } from '../../test/community-helpers';
import {
  ORIGIN,
  auditBy,
  bellOf,
  db,
  makeChallenge,
  makeEntry,
  makeUser,
  present,
  request,
  send,
  subscribe,
} from '../../test/helpers';
import { JPEG } from '../../test/images';
import { inQuarantine } from '../../test/quarantine';
import { removeEntry } from '../../services/challenges/moderation';

const WORDS = 'The light on the left wall leads the eye nicely into the frame. ';
// A critique of one aspect with substance: three notes, 180-odd characters.
const solid = (aspect = 'composition') => ({
  notes: [
    { aspect, rating: 4, works: WORDS, improve: 'Crop a little off the bright right edge.', next: 'Try it again an hour later.' },
  ],
  pins: [{ x: 0.8, y: 0.3, note: 'This highlight pulls the eye away' }],
});

function ask(cookie: string, fields: Record<string, string | string[]>, photo?: Blob) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  if (photo) form.append('photo', photo, 'street.jpg');
  return request('/api/critiques/requests', { method: 'POST', cookie, headers: { Origin: ORIGIN }, body: form });
}

const ASK = { title: 'Rain on Elm Street', intent: 'A quiet, blue evening after the rain.', aspects: ['composition', 'colour'] };

async function askedBy(cookie: string, fields: Record<string, string | string[]> = ASK) {
  const res = await ask(cookie, fields, new Blob([JPEG]));
  expect(res.status).toBe(201);
  return (await res.json()) as RequestPage;
}

const credits = async (cookie: string) => (await (await request('/api/critiques/credits', { cookie })).json()) as CreditsDto;
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const critique = (id: number, cookie: string, body: unknown) =>
  send('POST', `/api/critiques/requests/${id}/critiques`, body, cookie);
const rate = (id: number, cookie: string, helpfulness: number) =>
  send('POST', `/api/critiques/${id}/helpfulness`, { helpfulness }, cookie);

describe('asking for a critique', () => {
  it('costs one of the two welcome credits; two asks at once with one left make one request', async () => {
    const { user, cookie } = await verified();
    expect((await credits(cookie)).balance).toBe(2);
    const first = await askedBy(cookie);
    expect([first.request.title, first.request.aspects, first.isOwner, first.mayCritique]).toEqual([
      'Rain on Elm Street',
      ['composition', 'colour'],
      true,
      false,
    ]);
    const served = await request(first.request.photo.url);
    expect(served.status).toBe(200);

    const race = await Promise.all([1, 2, 3].map(() => ask(cookie, ASK, new Blob([JPEG]))));
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await messageOf(present(race.find((r) => r.status === 409)))).toMatch(/^Asking for a critique costs a credit/);
    const mine = await db().select().from(critiqueRequests).where(eq(critiqueRequests.userId, user.id));
    expect(mine).toHaveLength(2);
    const ledger = await credits(cookie);
    expect(ledger.balance).toBe(0);
    expect(ledger.lines.map((l) => [l.reason, l.delta])).toEqual([
      ['ask', -1],
      ['ask', -1],
      ['welcome', 2],
    ]);
    // The refused asks' photos were deleted again: only the two requests' files are stored.
    const stored = await Promise.all(mine.map((r) => env.PHOTOS.head(`photos/${r.filename}`)));
    expect(stored.every(Boolean)).toBe(true);
  });

  it('asks about one of your own entries, never someone else’s, and refuses bad fields writing nothing', async () => {
    const { user, cookie } = await verified();
    const other = await makeUser();
    const challenge = await makeChallenge('voting');
    const own = await makeEntry(challenge.id, user.id, 'Harbour');
    const theirs = await makeEntry(challenge.id, other.user.id, 'Not mine');
    const picked = await askedBy(cookie, { ...ASK, submissionId: String(own.id) });
    expect([picked.request.submissionId, picked.request.photo.url]).toEqual([own.id, own.imageUrl]);

    const cases: [Record<string, string | string[]>, Blob | undefined, number, string][] = [
      [{ ...ASK, submissionId: String(theirs.id) }, undefined, 404, 'Pick one of your own photos'],
      [{ ...ASK, intent: 'Nice' }, new Blob([JPEG]), 400, 'Say what you were going for, in a sentence or two'],
      [{ ...ASK, aspects: [] }, new Blob([JPEG]), 400, 'Choose at least one aspect to hear about'],
      [{ ...ASK, aspects: ['vibes'] }, new Blob([JPEG]), 400, 'Pick the aspects from the list'],
      [
        { ...ASK, title: 'Line\nbreak' },
        new Blob([JPEG]),
        400,
        'Use one line of plain text, without line breaks, tabs or other control characters',
      ],
      [ASK, undefined, 400, 'Choose a photo to submit'],
      [ASK, new Blob(['not an image']), 415, 'Photos must be JPEG, PNG or WebP images'],
    ];
    for (const [fields, photo, status, message] of cases) {
      const res = await ask(cookie, fields, photo);
      expect([res.status, await messageOf(res)]).toEqual([status, message]);
    }
    expect(await db().select().from(critiqueRequests).where(eq(critiqueRequests.userId, user.id))).toHaveLength(1);
    expect((await credits(cookie)).balance).toBe(1);
  });

  it('gives Portfolio Pro members five more credits once a month', async () => {
    const { user, cookie } = await verified();
    await subscribe(user.id, 'portfolio_pro');
    await Promise.all([credits(cookie), credits(cookie)]);
    const ledger = await credits(cookie);
    expect(ledger.balance).toBe(7);
    expect(ledger.lines.filter((l) => l.reason === 'monthly')).toHaveLength(1);
  });
});

describe('critiquing', () => {
  it('is written once per member, tells the photographer, and puts the request behind fresher ones in the queue', async () => {
    const owner = await verified();
    const critic = await verified();
    const page = await askedBy(owner.cookie);
    const id = page.request.id;
    const queue = async () =>
      ((await (await request('/api/critiques/requests?list=queue&limit=48', { cookie: critic.cookie })).json()) as RequestList)
        .requests;
    expect((await queue()).some((r) => r.id === id)).toBe(true);

    const twice = await Promise.all([critique(id, critic.cookie, solid()), critique(id, critic.cookie, solid())]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await messageOf(present(twice.find((r) => r.status === 409)))).toBe('You have already critiqued this photo');
    const after = (await (await request(`/api/critiques/requests/${id}`, { cookie: critic.cookie })).json()) as RequestPage;
    expect([after.request.critiqueCount, after.critiques.length, after.mayCritique, after.mine]).toEqual([
      1,
      1,
      false,
      after.critiques[0]?.id,
    ]);
    expect(after.critiques[0]?.pins).toEqual(solid().pins);
    expect((await queue()).some((r) => r.id === id)).toBe(false);
    expect(await bellOf(owner.user.id)).toContainEqual({
      kind: 'critique',
      text: `${critic.user.username} critiqued your photo “Rain on Elm Street”`,
      link: `/photo-critique?request=${id}`,
    });
  });

  it('orders the queue so every photo gets eyes: fewest critiques first, then longest waiting; marks a mentor’s critique', async () => {
    const [a, b, c] = [await verified(), await verified(), await verified()];
    const mentor = await makeUser({ emailVerifiedAt: new Date(), mentor: 'approved' });
    const reader = await verified();
    const first = (await askedBy(a.cookie)).request.id;
    const second = (await askedBy(b.cookie)).request.id;
    const third = (await askedBy(c.cookie)).request.id;
    const page = (await (await critique(first, mentor.cookie, solid())).json()) as RequestPage;
    expect(page.critiques.map((x) => x.byMentor)).toEqual([true]);
    const queue = (
      (await (await request('/api/critiques/requests?list=queue&limit=48', { cookie: reader.cookie })).json()) as RequestList
    ).requests
      .map((r) => r.id)
      .filter((id) => [first, second, third].includes(id));
    expect(queue).toEqual([second, third, first]);
  });

  it('needs substance, the aspects asked about, and an open request that is not your own', async () => {
    const owner = await verified();
    const critic = await verified();
    const { request: asked } = await askedBy(owner.cookie);
    const oneLiner = { notes: [{ aspect: 'composition', rating: 5, works: 'Great shot!', improve: '', next: '' }] };
    const noImprove = { notes: [{ aspect: 'composition', rating: 5, works: WORDS.repeat(3), improve: '', next: '' }] };
    const cases: [string, unknown, number, string][] = [
      [
        critic.cookie,
        oneLiner,
        400,
        'A critique needs at least 150 characters across its notes (this one has 11): a line such as “great shot!” gives the photographer nothing to work with',
      ],
      [critic.cookie, noImprove, 400, 'Say at least one thing to improve: that is what the photographer asked for'],
      [critic.cookie, solid('focus'), 400, 'Critique each aspect the photographer asked about at most once, and only those'],
      [critic.cookie, { notes: [{ ...solid().notes[0], rating: 6 }] }, 400, 'notes.0.rating: Rate each aspect from 1 to 5'],
      [critic.cookie, { ...solid(), pins: [{ x: 1.5, y: 0, note: 'off' }] }, 400, 'pins.0.x: Place pins on the photo'],
      [owner.cookie, solid(), 403, 'You cannot critique your own photo'],
    ];
    for (const [cookie, body, status, message] of cases) {
      const res = await critique(asked.id, cookie, body);
      expect([res.status, await messageOf(res)]).toEqual([status, message]);
    }
    expect((await send('POST', `/api/critiques/requests/${asked.id}/close`, undefined, critic.cookie)).status).toBe(404);
    expect((await send('POST', `/api/critiques/requests/${asked.id}/close`, undefined, owner.cookie)).status).toBe(200);
    const closed = await critique(asked.id, critic.cookie, solid());
    expect([closed.status, await messageOf(closed)]).toEqual([409, 'This request is closed: it takes no more critiques']);
    expect(await db().select().from(critiques).where(eq(critiques.requestId, asked.id))).toEqual([]);
    expect((await critique(987_654_321, critic.cookie, solid())).status).toBe(404);
  });
});

describe('helpfulness and credits', () => {
  it('is rated once by the requester; 4 or 5 earns the critic one credit, a removal by an admin takes it back', async () => {
    const owner = await verified();
    const critic = await verified();
    const stranger = await verified();
    const admin = await makeUser({ isAdmin: true });
    const { request: asked } = await askedBy(owner.cookie);
    const written = (await (await critique(asked.id, critic.cookie, solid())).json()) as RequestPage;
    const critiqueId = present(written.critiques[0]).id;

    const other = await rate(critiqueId, stranger.cookie, 5);
    expect([other.status, await messageOf(other)]).toEqual([403, 'Only the photographer who asked can do this']);
    const race = await Promise.all([rate(critiqueId, owner.cookie, 5), rate(critiqueId, owner.cookie, 4)]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await credits(critic.cookie)).balance).toBe(3);
    expect((await bellOf(critic.user.id))[0]?.text).toMatch(/for helpfulness: you earned a credit$/);
    expect((await send('POST', `/api/critiques/${critiqueId}/thanks`, undefined, owner.cookie)).status).toBe(200);
    const thankedTwice = await send('POST', `/api/critiques/${critiqueId}/thanks`, undefined, owner.cookie);
    expect([thankedTwice.status, await messageOf(thankedTwice)]).toEqual([409, 'You have already thanked this critic']);

    const reported = await send(
      'POST',
      `/api/critiques/${critiqueId}/report`,
      { reason: 'Copied from another site' },
      stranger.cookie,
    );
    expect(reported.status).toBe(201);
    const again = await send('POST', `/api/critiques/${critiqueId}/report`, { reason: 'Copied' }, stranger.cookie);
    expect([again.status, await messageOf(again)]).toEqual([409, 'You have already reported this critique']);
    const queue = (await (await request('/api/admin/reports', { cookie: admin.cookie })).json()) as {
      id: number;
      targetType: string;
    }[];
    const report = present(queue.find((r) => r.targetType === 'critique'));
    const resolved = await send(
      'POST',
      `/api/admin/reports/${report.id}/resolve`,
      { resolution: 'remove', reason: 'Plagiarised' },
      admin.cookie,
    );
    expect(resolved.status).toBe(200);

    const page = (await (await request(`/api/critiques/requests/${asked.id}`, { cookie: owner.cookie })).json()) as RequestPage;
    expect([page.critiques, page.request.critiqueCount]).toEqual([[], 0]);
    const ledger = await credits(critic.cookie);
    expect(ledger.balance).toBe(2);
    expect(ledger.lines.map((l) => `${l.reason} ${l.delta}`).sort()).toEqual(['clawback -1', 'earned 1', 'welcome 2']);
    // The requester's spent credit stays spent: the request was answered.
    expect((await credits(owner.cookie)).balance).toBe(1);
    const [open] = await db().select().from(reports).where(eq(reports.critiqueId, critiqueId));
    expect(open?.status).toBe('removed');
  });

  it('takes back only what is left when the earned credit was already spent, so no balance goes below zero', async () => {
    const owner = await verified();
    const critic = await verified();
    const admin = await makeUser({ isAdmin: true });
    const { request: asked } = await askedBy(owner.cookie);
    const written = (await (await critique(asked.id, critic.cookie, solid())).json()) as RequestPage;
    const critiqueId = present(written.critiques[0]).id;
    await rate(critiqueId, owner.cookie, 5);
    for (let i = 0; i < 3; i++) await askedBy(critic.cookie);
    expect((await credits(critic.cookie)).balance).toBe(0);
    await db().insert(reports).values({ targetType: 'critique', critiqueId, reporterId: owner.user.id, reason: 'Rude' });
    const [report] = await db().select().from(reports).where(eq(reports.critiqueId, critiqueId));
    const resolve = () =>
      send('POST', `/api/admin/reports/${present(report).id}/resolve`, { resolution: 'remove' }, admin.cookie);
    expect((await resolve()).status).toBe(200);
    const [{ balance } = { balance: -1 }] = await db().all<{ balance: number }>(
      sql`SELECT sum(delta) AS balance FROM ${critiqueCredits} WHERE user_id = ${critic.user.id}`,
    );
    expect(balance).toBe(0);
  });

  it('lets visitors read public requests only', async () => {
    const owner = await verified();
    const shown = await askedBy(owner.cookie);
    const hidden = await askedBy(owner.cookie, { ...ASK, isPublic: 'false' });
    expect((await request(`/api/critiques/requests/${shown.request.id}`)).status).toBe(200);
    expect((await request(`/api/critiques/requests/${hidden.request.id}`)).status).toBe(404);
    const member = await makeUser();
    expect((await request(`/api/critiques/requests/${hidden.request.id}`, { cookie: member.cookie })).status).toBe(200);
    const list = (await (await request('/api/critiques/requests?limit=48')).json()) as RequestList;
    expect(list.requests.some((r) => r.id === shown.request.id)).toBe(true);
    expect(list.requests.some((r) => r.id === hidden.request.id)).toBe(false);
    expect((await request('/api/critiques/requests?list=queue')).status).toBe(401);
  });

  it('takes a revision from the owner only, replacing the earlier one and deleting its file', async () => {
    const owner = await verified();
    const critic = await verified();
    const { request: asked } = await askedBy(owner.cookie);
    const revise = (cookie: string) => {
      const form = new FormData();
      form.append('photo', new Blob([JPEG]), 'after.jpg');
      return request(`/api/critiques/requests/${asked.id}/revision`, {
        method: 'PUT',
        cookie,
        headers: { Origin: ORIGIN },
        body: form,
      });
    };
    expect((await revise(critic.cookie)).status).toBe(404);
    const first = (await (await revise(owner.cookie)).json()) as RequestPage;
    const firstKey = `photos/${present(first.request.revision).url.split('/').pop()}`;
    expect(await env.PHOTOS.head(firstKey)).not.toBeNull();
    const second = (await (await revise(owner.cookie)).json()) as RequestPage;
    expect(second.request.revision?.url).not.toBe(first.request.revision?.url);
    expect(await inQuarantine(firstKey)).toMatchObject({
      kind: 'critique',
      subjectType: 'critique_request',
      subjectId: asked.id,
      reason: 'Replaced by a newer revision',
      kept: true,
      leftBehind: false,
    });

    await critique(asked.id, critic.cookie, solid());
    const given = (await (await request('/api/critiques/given', { cookie: critic.cookie })).json()) as GivenList;
    expect(given.critiques.map((c) => [c.request.id, c.helpfulness])).toEqual([[asked.id, null]]);
  });

  it('is gone with its entry when an admin removes that entry, and takes no critique', async () => {
    const { user, cookie } = await verified();
    const critic = await verified();
    const admin = await makeUser({ isAdmin: true });
    const entry = await makeEntry((await makeChallenge('voting')).id, user.id, 'Harbour');
    const { request: asked } = await askedBy(cookie, { ...ASK, submissionId: String(entry.id) });
    await removeEntry(env, db(), entry.id, auditBy(admin.user), new Date(), 'Not the photographer’s own');
    expect((await request(`/api/critiques/requests/${asked.id}`, { cookie: critic.cookie })).status).toBe(404);
    const refused = await critique(asked.id, critic.cookie, solid());
    expect([refused.status, await messageOf(refused)]).toEqual([404, 'No such critique request']);
    const mine = (await (await request('/api/critiques/requests?list=mine', { cookie })).json()) as RequestList;
    expect(mine.requests.map((r) => [r.id, r.status])).toEqual([[asked.id, 'removed']]);
  });
});
