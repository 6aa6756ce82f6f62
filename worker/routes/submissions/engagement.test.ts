import { describe, expect, it } from 'vitest';
import { makeChallenge, makeEntry, makeUser, request, send } from '../../test/helpers';

async function entry() {
  const challenge = await makeChallenge('active');
  const author = await makeUser();
  return { challenge, author, entry: await makeEntry(challenge.id, author.user.id, 'Fog over the bay') };
}

describe('likes', () => {
  it('toggles a like, counts it as a string, and reports the viewer status', async () => {
    const { entry: photo } = await entry();
    const fan = await makeUser();
    expect(await (await send('POST', '/api/likes', { submissionId: photo.id }, fan.cookie)).json()).toEqual({ liked: true });
    expect(await (await request(`/api/likes/standard/${photo.id}`)).json()).toEqual({ likesCount: '1' });
    expect(await (await request(`/api/likes/standard/${photo.id}/status`, { cookie: fan.cookie })).json()).toEqual({
      userLiked: true,
    });
    expect(await (await request(`/api/submissions/${photo.id}`, { cookie: fan.cookie })).json()).toMatchObject({
      likedByMe: true,
      likesCount: 1,
    });
    expect(await (await request(`/api/submissions/${photo.id}`)).json()).toMatchObject({ likedByMe: false });
    expect(await (await send('POST', '/api/likes', { submissionId: photo.id }, fan.cookie)).json()).toEqual({ liked: false });
    expect(await (await request(`/api/likes/standard/${photo.id}`)).json()).toEqual({ likesCount: '0' });
  });

  it('asks a visitor to sign in, and refuses unknown photos and types', async () => {
    const { entry: photo } = await entry();
    expect((await send('POST', '/api/likes', { submissionId: photo.id })).status).toBe(401);
    expect((await request(`/api/likes/standard/${photo.id}/status`)).status).toBe(401);
    const fan = await makeUser();
    expect((await send('POST', '/api/likes', { submissionId: 987654 }, fan.cookie)).status).toBe(404);
    expect((await request(`/api/likes/video/${photo.id}`)).status).toBe(400);
  });
});

describe('comments', () => {
  it('posts, lists, edits and deletes your own comment only', async () => {
    const { entry: photo } = await entry();
    const me = await makeUser();
    const other = await makeUser();
    const posted = await send('POST', `/api/submissions/${photo.id}/comments`, { body: 'Lovely layers of fog' }, me.cookie);
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    const list = (await (await request(`/api/submissions/${photo.id}/comments`)).json()) as { body: string; username: string }[];
    expect(list).toMatchObject([{ body: 'Lovely layers of fog', username: me.user.username }]);

    expect((await send('PATCH', `/api/comments/${id}`, { body: 'Hijacked' }, other.cookie)).status).toBe(404);
    expect((await send('DELETE', `/api/comments/${id}`, undefined, other.cookie)).status).toBe(404);
    expect((await send('PATCH', `/api/comments/${id}`, { body: 'Lovely layers of sea fog' }, me.cookie)).status).toBe(200);
    const edited = (await (await request(`/api/submissions/${photo.id}/comments`)).json()) as {
      body: string;
      updatedAt: string;
    }[];
    expect(edited[0]).toMatchObject({ body: 'Lovely layers of sea fog', updatedAt: expect.any(String) });
    expect((await send('DELETE', `/api/comments/${id}`, undefined, me.cookie)).status).toBe(200);
    expect(await (await request(`/api/submissions/${photo.id}/comments`)).json()).toEqual([]);
  });

  it('refuses an empty comment and a visitor', async () => {
    const { entry: photo } = await entry();
    const me = await makeUser();
    const empty = await send('POST', `/api/submissions/${photo.id}/comments`, { body: '   ' }, me.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'body: Write a comment first' });
    expect((await send('POST', `/api/submissions/${photo.id}/comments`, { body: 'hi' })).status).toBe(401);
  });
});

describe('entries while the challenge runs', () => {
  it('hide their author from everyone but the author', async () => {
    const { author, entry: photo } = await entry();
    const stranger = await makeUser();
    expect(await (await request(`/api/submissions/${photo.id}`, { cookie: stranger.cookie })).json()).toMatchObject({
      userId: null,
      username: null,
      isMine: false,
    });
    expect(await (await request(`/api/submissions/${photo.id}`, { cookie: author.cookie })).json()).toMatchObject({
      userId: author.user.id,
      isMine: true,
    });
  });
});
