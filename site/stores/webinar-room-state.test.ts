import { describe, expect, it } from 'vitest';
import type { RoomQuestion, RoomState } from '../../worker/contract/webinar-room';
import { roomAfter } from './webinar-room-state';

const question = (id: number, fields: Partial<RoomQuestion> = {}): RoomQuestion => ({
  id,
  userId: 9,
  name: 'Ada Lens',
  text: `Question ${id}`,
  at: id,
  votes: 0,
  answered: false,
  pinned: false,
  ...fields,
});

const state: RoomState = {
  you: { userId: 2, role: 'attendee', muted: false },
  chat: [],
  questions: [question(1, { votes: 2 }), question(2)],
  poll: { id: 4, question: 'Film or digital?', options: ['Film', 'Digital'], counts: [1, 0], open: true },
  votedQuestions: [],
  pollChoice: 0,
  hands: [],
  stage: null,
  muted: [],
  present: 3,
  peers: [1, 3],
  iceServers: [],
  transport: 'mesh',
  publications: [],
};

describe('the live room as a page holds it', () => {
  it('orders questions pinned first, then open ones by votes, answered last', () => {
    let next = roomAfter(state, { type: 'question', question: question(2, { votes: 5 }) });
    expect(next.questions.map((q) => q.id)).toEqual([2, 1]);
    next = roomAfter(next, { type: 'question', question: question(2, { votes: 5, answered: true }) });
    next = roomAfter(next, { type: 'question', question: question(3, { pinned: true }) });
    expect(next.questions.map((q) => q.id)).toEqual([3, 1, 2]);
  });

  it('keeps this person’s poll choice for the same poll only, and ignores an older poll', () => {
    const counted = roomAfter(state, { type: 'poll', poll: { ...present(state.poll), counts: [1, 1] } });
    expect([counted.pollChoice, counted.poll?.counts]).toEqual([0, [1, 1]]);
    const fresh = roomAfter(counted, { type: 'poll', poll: { ...present(state.poll), id: 5, counts: [0, 0] } });
    expect([fresh.pollChoice, fresh.poll?.id]).toEqual([null, 5]);
    expect(roomAfter(fresh, { type: 'poll', poll: present(state.poll) }).poll?.id).toBe(5);
  });

  it('follows chat lines, hidden lines, mutes, and who is here', () => {
    const line = { id: 7, userId: 2, name: 'Ben Lens', text: 'Hi', at: 1, host: false };
    let next = roomAfter(state, { type: 'chat', line });
    expect(roomAfter(next, { type: 'chat-hidden', id: 7 }).chat).toEqual([]);
    next = roomAfter(next, { type: 'muted', userId: 2, muted: true });
    expect([next.you.muted, next.muted]).toEqual([true, [2]]);
    next = roomAfter(next, { type: 'peer-joined', userId: 4 });
    next = roomAfter(next, { type: 'peer-left', userId: 1 });
    expect(next.peers).toEqual([3, 4]);
  });
});

function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing');
  return value;
}
