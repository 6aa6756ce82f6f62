import { beforeAll, describe, expect, it } from 'vitest';
import { notifyUnreadMessages } from '../../services/notifications/about-messages';
import { bellOf, db, makeUser, request, send, setFlag } from '../../test/helpers';
import { connectInbox } from '../../test/inbox-socket';
import { makeMentor } from '../../test/mentoring';

beforeAll(() => setFlag('mentor_program_access', true));

type Member = { user: { id: number }; cookie: string };

async function say(from: Member, to: Member, text: string): Promise<number> {
  const res = await send(
    'POST',
    '/api/mentors/messages',
    { recipientId: to.user.id, messageContent: text, messageType: 'text' },
    from.cookie,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const read = (reader: Member, other: Member, upToId: number) =>
  send('POST', `/api/mentors/messages/${other.user.id}/read`, { upToId }, reader.cookie);

async function unseen(member: Member): Promise<number> {
  const res = await request('/api/notifications/unseen', { cookie: member.cookie });
  return ((await res.json()) as { unseen: number }).unseen;
}

// The cron's look at unread messages, a few minutes from now: every message sent is old enough.
let minutes = 2;
const cronLooks = async (recipient: Member) =>
  (await notifyUnreadMessages(db(), new Date(Date.now() + minutes++ * 60_000))).filter((row) => row.userId === recipient.user.id);

describe('message notifications', () => {
  it('tells a recipient of messages left unread, one line per thread, once however often the cron looks', async () => {
    const mentor = await makeMentor();
    const [ansel, berenice] = [await makeUser({ emailVerifiedAt: new Date() }), await makeUser({ emailVerifiedAt: new Date() })];
    await say(ansel, mentor, 'Are you free on Friday?');
    await say(ansel, mentor, 'For a portfolio review');
    await say(berenice, mentor, 'Hello from Paris');

    expect(await cronLooks(mentor)).toHaveLength(2);
    expect(await cronLooks(mentor)).toEqual([]);
    const lines = await bellOf(mentor.user.id);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        { kind: 'message', text: `${ansel.user.username} sent you 2 messages`, link: `/messages/${ansel.user.id}` },
        { kind: 'message', text: `${berenice.user.username} sent you a message`, link: `/messages/${berenice.user.id}` },
      ]),
    );
    expect(await bellOf(ansel.user.id)).toEqual([]);
  });

  it('tells nobody of a message read in its thread; reading the thread sees its line, live, and a later message shows it again', async () => {
    const mentor = await makeMentor();
    const ansel = await makeUser({ emailVerifiedAt: new Date() });
    const first = await say(ansel, mentor, 'Thanks for today');
    expect((await read(mentor, ansel, first)).status).toBe(200);
    expect(await cronLooks(mentor)).toEqual([]);

    const second = await say(ansel, mentor, 'One more question');
    expect(await cronLooks(mentor)).toHaveLength(1);
    expect(await unseen(mentor)).toBe(1);
    const tab = await connectInbox(mentor.cookie);
    await read(mentor, ansel, second);
    await tab.next('notifications_changed');
    expect(await unseen(mentor)).toBe(0);

    await say(ansel, mentor, 'And a last one');
    expect(await cronLooks(mentor)).toHaveLength(1);
    expect(await unseen(mentor)).toBe(1);
    expect(await bellOf(mentor.user.id)).toEqual([
      { kind: 'message', text: `${ansel.user.username} sent you a message`, link: `/messages/${ansel.user.id}` },
    ]);
    tab.socket.close();
  });
});
