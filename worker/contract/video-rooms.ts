import { z } from 'zod';

// A session's video room: who is in it with me, whether it is open, and how our browsers
// reach each other (docs/rules.md "Video calls").

// The room's key is the session's random `room_key` (32 hex characters).
export const roomKeyParams = z.object({
  roomKey: z.string().regex(/^[0-9a-f]{32}$/, 'No such video room'),
});

// RTCIceServer as the browser takes it: STUN needs only urls, TURN also a username and credential.
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const videoRoomSchema = z
  .object({
    sessionId: z.number().int(),
    role: z.enum(['student', 'mentor']),
    other: z.object({ userId: z.number().int(), name: z.string(), photoUrl: z.string().nullable() }),
    // The session's own rule (open from 10 minutes before the start to its end).
    open: z.boolean(),
    iceServers: z.array(iceServerSchema),
  })
  .meta({ id: 'VideoRoom' });

export type IceServer = z.infer<typeof iceServerSchema>;
export type VideoRoomDto = z.infer<typeof videoRoomSchema>;

// What travels over /ws/video/{roomKey}. The room passes a `signal` (an SDP description or
// an ICE candidate) from one person to the other unread; the rest it says itself.
// The browser's RTCSessionDescriptionInit and RTCIceCandidateInit, written out because the
// Worker's types have no DOM.
type Description = { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string };
type Candidate = { candidate?: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null };
export type SignalData = { description?: Description; candidate?: Candidate | null };
export type VideoClientMessage = { type: 'signal'; data: SignalData };
export type VideoRoomEvent =
  // On connecting: whether the other person is already in the room.
  | { type: 'welcome'; peerPresent: boolean }
  | { type: 'peer-joined' }
  | { type: 'peer-left' }
  | { type: 'signal'; data: SignalData };

// The close code of a socket that a newer one of the same person replaced (a reload, a
// second tab): its page stops rather than reconnects.
export const REPLACED_CLOSE_CODE = 4001;
