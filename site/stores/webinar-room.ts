import { map } from 'nanostores';
import {
  ROOM_ENDED_CLOSE_CODE,
  ROOM_FULL_CLOSE_CODE,
  ROOM_REPLACED_CLOSE_CODE,
  type RoomState,
  type WebinarClientMessage,
  type WebinarRoomEvent,
} from '../../worker/contract/webinar-room';
import { inboxSocket } from '../scripts/realtime-socket';
import { showToast } from './toast';
import { roomAfter } from './webinar-room-state';

// A live webinar's room as this page sees it: the connection, and the room's state once the
// first event has told it (durable/webinar-room.ts). One room per page.

export type RoomPhase = 'connecting' | 'open' | 'down' | 'ended' | 'replaced' | 'full';

export const $room = map<{ phase: RoomPhase; state: RoomState | null }>({ phase: 'connecting', state: null });

let socket: ReturnType<typeof inboxSocket<WebinarRoomEvent>> | null = null;

// The events the media layer (stores/webinar-media.ts, loaded a moment later) acts on: held
// until it listens, so an offer that arrives first is not lost.
type MediaEvent = Extract<WebinarRoomEvent, { type: 'signal' | 'peer-joined' | 'peer-left' }>;
let mediaListener: ((event: MediaEvent) => void) | null = null;
let mediaHeld: MediaEvent[] = [];

export function listenForMedia(listener: ((event: MediaEvent) => void) | null) {
  mediaListener = listener;
  if (!listener) return;
  const held = mediaHeld;
  mediaHeld = [];
  for (const event of held) listener(event);
}

function heard(event: WebinarRoomEvent) {
  if (event.type === 'signal' || event.type === 'peer-joined' || event.type === 'peer-left') {
    if (mediaListener) mediaListener(event);
    else if (event.type === 'signal') mediaHeld.push(event);
  }
  if (event.type === 'signal') return;
  if (event.type === 'refused') {
    showToast({ title: 'Not sent', description: event.message, variant: 'destructive' });
    return;
  }
  const { state } = $room.get();
  if (event.type === 'state') $room.setKey('state', event.state);
  else if (state) $room.setKey('state', roomAfter(state, event));
}

export function joinRoom(webinarId: number) {
  socket?.stop();
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  socket = inboxSocket<WebinarRoomEvent>({
    open: () => new WebSocket(`${scheme}://${location.host}/ws/webinar/${webinarId}`),
    onEvent: heard,
    onState: (connection) => {
      const { phase } = $room.get();
      if (phase === 'ended' || phase === 'replaced' || phase === 'full' || connection === 'closed') return;
      $room.setKey('phase', connection);
    },
    finalCodes: [ROOM_ENDED_CLOSE_CODE, ROOM_REPLACED_CLOSE_CODE, ROOM_FULL_CLOSE_CODE],
    onFinal: (code) =>
      $room.setKey('phase', code === ROOM_ENDED_CLOSE_CODE ? 'ended' : code === ROOM_FULL_CLOSE_CODE ? 'full' : 'replaced'),
  });
}

export function leaveRoom() {
  socket?.stop();
  socket = null;
  mediaHeld = [];
}

// A message to the room; false when the connection is down (the page says so).
export function say(message: WebinarClientMessage): boolean {
  const sent = socket?.send(JSON.stringify(message)) ?? false;
  const { state } = $room.get();
  // What this person did shows at once on their buttons.
  if (sent && state && message.type === 'upvote') {
    $room.setKey('state', { ...state, votedQuestions: [...state.votedQuestions, message.questionId] });
  }
  if (sent && state && message.type === 'poll-vote') $room.setKey('state', { ...state, pollChoice: message.option });
  if (!sent) showToast({ title: 'Not sent', description: 'The connection dropped: reconnecting…', variant: 'destructive' });
  return sent;
}
