import { describe, expect, it } from 'vitest';
import { makeChallenge, makeEntry, makeUser, request } from '../../test/helpers';

type Page = { photos: { id: number }[]; nextCursor: number | null };

describe('GET /api/gallery', () => {
  it('pages through photos with results, newest first, and leaves running challenges out', async () => {
    const { user } = await makeUser();
    const done = await makeChallenge('completed', { resultsAt: new Date() });
    const running = await makeChallenge('active');
    const shown = [];
    for (let i = 0; i < 5; i++) shown.push(await makeEntry(done.id, user.id, `Shown ${i}`));
    await makeEntry(running.id, user.id, 'Hidden');
    const first = (await (await request('/api/gallery?limit=3')).json()) as Page;
    expect(first.photos.map((p) => p.id)).toEqual(
      shown
        .slice(2)
        .reverse()
        .map((e) => e.id),
    );
    const second = (await (await request(`/api/gallery?limit=3&before=${first.nextCursor}`)).json()) as Page;
    expect(second.photos.map((p) => p.id)).toEqual(
      shown
        .slice(0, 2)
        .reverse()
        .map((e) => e.id),
    );
    expect(second.nextCursor).toBeNull();
  });
});
