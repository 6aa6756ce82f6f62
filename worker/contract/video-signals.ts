// What travels over /ws/video/{roomKey} (docs/rules.md "Video calls"). Zod-free, so the call's
// island carries no schema library. The room passes a `signal` (an SDP description or an ICE
// candidate) from one person to the other unread; the rest it says itself.

// The browser's RTCSessionDescriptionInit and RTCIceCandidateInit, written out because the
// Worker's types have no DOM.
type Description = { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string };
type Candidate = { candidate?: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null };
export type SignalData = { description?: Description; candidate?: Candidate };

export type VideoClientMessage = { type: 'signal'; data: SignalData };

// `peer` is the other person's page (a random id per page load): the same id coming back is a
// dropped connection resumed, a new one a reload that needs a fresh call.
export type VideoRoomEvent =
  | { type: 'welcome'; peer: string | null }
  | { type: 'peer-joined'; peer: string }
  // 'left' when they left or closed the page, 'lost' when their connection dropped (they may be back).
  | { type: 'peer-left'; reason: 'left' | 'lost' }
  | { type: 'signal'; data: SignalData };

// A page's id as it names itself when connecting (`?client=`).
export const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

// The close code of a socket that a newer one of the same person replaced (a reload, a
// second tab): its page stops rather than reconnects.
export const REPLACED_CLOSE_CODE = 4001;

// The close code of every socket in a room whose session left the joinable state (it ended, or
// was cancelled, refunded or marked a no-show): its page stops and says the call has ended.
export const ENDED_CLOSE_CODE = 4002;
