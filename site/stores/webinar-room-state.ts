import { CHAT_KEPT, type RoomQuestion, type RoomState, type WebinarRoomEvent } from '../../worker/contract/webinar-room';

// The live room as this page holds it, moved on by each event the room sends (a pure step, so
// it can be tested without a socket).

// Pinned first, then open questions by votes (oldest first among equals), answered last.
function ordered(questions: RoomQuestion[]): RoomQuestion[] {
  return [...questions].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || Number(a.answered) - Number(b.answered) || b.votes - a.votes || a.id - b.id,
  );
}

export function roomAfter(state: RoomState, event: WebinarRoomEvent): RoomState {
  switch (event.type) {
    case 'state':
      return event.state;
    case 'chat':
      return { ...state, chat: [...state.chat, event.line].slice(-CHAT_KEPT) };
    case 'chat-hidden':
      return { ...state, chat: state.chat.filter((line) => line.id !== event.id) };
    case 'question':
      return {
        ...state,
        questions: ordered([...state.questions.filter((q) => q.id !== event.question.id), event.question]),
      };
    case 'poll': {
      const newer = event.poll.id !== state.poll?.id;
      if (state.poll && event.poll.id < state.poll.id) return state;
      return { ...state, poll: event.poll, pollChoice: newer ? null : state.pollChoice };
    }
    case 'hands':
      return { ...state, hands: event.hands };
    case 'stage':
      return { ...state, stage: event.stage };
    case 'muted': {
      const muted = state.muted.filter((id) => id !== event.userId);
      if (event.muted) muted.push(event.userId);
      const you = event.userId === state.you.userId ? { ...state.you, muted: event.muted } : state.you;
      return { ...state, muted, you };
    }
    case 'present':
      return { ...state, present: event.count };
    case 'peer-joined':
      return { ...state, peers: [...state.peers.filter((id) => id !== event.userId), event.userId] };
    case 'peer-left':
      return { ...state, peers: state.peers.filter((id) => id !== event.userId) };
    case 'published':
      return {
        ...state,
        publications: [...state.publications.filter((p) => p.userId !== event.publication.userId), event.publication],
      };
    case 'unpublished':
      return { ...state, publications: state.publications.filter((p) => p.userId !== event.userId) };
    default:
      return state;
  }
}
